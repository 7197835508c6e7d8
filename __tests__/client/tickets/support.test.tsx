import { screen, waitFor, within } from '@testing-library/react';
import type { PortalPage } from '@/components/app/pageTypes';
import MemberShell from '@/components/app/shells/MemberShell';
import SupportView from '@/components/tickets/SupportView';
import TicketThreadView from '@/components/tickets/TicketThreadView';
import type { TicketThread } from '@/contract/tickets';
import { renderShell } from '../shell/helpers/renderShell';
import { vi, viWith } from '../settings/helpers/renderSettings';
import { apiUrl, fail, handle, imageFile, ok, server, signedInAs } from '../settings/helpers/settingsFixtures';

// The shell and its first render take seconds on a busy machine.
jest.setTimeout(20_000);

const ID = '7b3f1c2e-1111-4222-8333-444455556666';

const THREAD: TicketThread = {
  _id: ID,
  number: 12,
  category: 'WITHDRAWAL',
  status: 'ANSWERED',
  preview: 'My withdrawal is late',
  createdAt: '2026-03-04T05:06:00.000Z',
  lastMessageAt: '2026-03-04T07:00:00.000Z',
  messages: [
    { _id: 'm1', author: 'MEMBER', text: 'My withdrawal is late', images: [`auth/ticket/${ID}/file/${'a'.repeat(32)}.png`], createdAt: '2026-03-04T05:06:00.000Z' },
    { _id: 'm2', author: 'SUPPORT', text: 'Paid out this morning.', images: [], createdAt: '2026-03-04T07:00:00.000Z' },
  ],
};

interface SentForm {
  fields: Record<string, string>;
  images: string[];
}

/** Records the multipart bodies of a route (every `images` part kept) and answers with `answer`. */
function recordForm(path: string, answer: () => Response) {
  const sent: SentForm[] = [];
  server.use(
    handle.post(apiUrl(path), async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      form.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value;
      });
      sent.push({ fields, images: form.getAll('images').map((file) => (file as File).name) });
      return answer();
    }),
  );
  return sent;
}

/** /support in the shell, once its heading is in (the shell's first render is slow on a busy machine). */
async function renderSupport() {
  const Page: PortalPage = () => <SupportView />;
  Page.Shell = MemberShell;
  const view = renderShell(Page, { path: '/support' });
  await screen.findByRole('heading', { level: 1, name: vi('Support') }, { timeout: 10_000 });
  return view;
}

/** The new-ticket form, once its chunk is in. */
const newTicketForm = async () => within(await screen.findByRole('region', { name: vi('New ticket') }, { timeout: 10_000 }));

function renderThread() {
  const Page: PortalPage = () => <TicketThreadView />;
  Page.Shell = MemberShell;
  return renderShell(Page, { path: '/support/[id]', query: { id: ID } });
}

describe('/support', () => {
  beforeEach(() => {
    signedInAs();
    server.use(handle.get(apiUrl('auth/ticket/list'), () => ok({ items: [THREAD], limit: 10, nextCursor: null })));
  });

  it("lists the member's tickets with their status, each linked to its thread", async () => {
    await renderSupport();
    const list = await screen.findByRole('region', { name: vi('Your tickets') });
    const link = await within(list).findByRole('link', { name: new RegExp(viWith('Ticket #%number%', { number: '12' })) });
    expect(link).toHaveAttribute('href', `/support/${ID}`);
    expect(link).toHaveTextContent(vi('Answered'));
    expect(link).toHaveTextContent('My withdrawal is late');
  });

  it('opens a ticket as multipart (category, text, images) and goes to its page', async () => {
    const sent = recordForm('auth/ticket/create', () => ok({ ...THREAD, status: 'OPEN' }));
    const { user, router } = await renderSupport();
    const form = await newTicketForm();
    await user.selectOptions(form.getByLabelText(vi('Category')), 'WITHDRAWAL');
    await user.type(form.getByLabelText(vi('Message')), 'Where is my money?');
    await user.upload(form.getByLabelText(vi('Images (up to 3)')), [imageFile('one.png'), imageFile('two.jpg', 64, 'image/jpeg')]);
    await user.click(form.getByRole('button', { name: vi('Send ticket') }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/support/${ID}`));
    expect(sent).toEqual([{ fields: { category: 'WITHDRAWAL', text: 'Where is my money?' }, images: ['one.png', 'two.jpg'] }]);
  });

  it('refuses a fourth image, a file that is not an image and an empty message before sending', async () => {
    const sent = recordForm('auth/ticket/create', () => ok(THREAD));
    const { user } = await renderSupport();
    const form = await newTicketForm();
    const picker = form.getByLabelText(vi('Images (up to 3)'));
    await user.upload(picker, [imageFile('1.png'), imageFile('2.png'), imageFile('3.png')]);
    expect(picker).toBeDisabled();
    await user.click(form.getByRole('button', { name: viWith('Remove %name%', { name: '3.png' }) }));
    await user.upload(picker, [imageFile('3.png'), imageFile('4.png')]);
    expect(await form.findByText(vi('Attach at most 3 images'))).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: vi('Send ticket') }));
    expect(await form.findByText(vi('Write your message'))).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("shows the server's field error on its field", async () => {
    server.use(handle.post(apiUrl('auth/ticket/create'), () => fail(400, 'VALIDATION_FAILED', { fields: { images: 'UPLOAD_WRONG_TYPE' } })));
    const { user } = await renderSupport();
    const form = await newTicketForm();
    await user.type(form.getByLabelText(vi('Message')), 'Help');
    await user.upload(form.getByLabelText(vi('Images (up to 3)')), imageFile('fake.png'));
    await user.click(form.getByRole('button', { name: vi('Send ticket') }));
    expect(await form.findByText(vi('The file must be a JPEG, PNG or WebP image'))).toBeInTheDocument();
  });
});

describe('/support/[id]', () => {
  beforeEach(() => {
    signedInAs();
    server.use(
      handle.get(apiUrl(`auth/ticket/${ID}`), () => ok(THREAD)),
      handle.get(apiUrl(`auth/ticket/${ID}/file/:name`), () => new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })),
    );
  });

  it('shows the thread (Support and You), the status and the image', async () => {
    renderThread();
    const support = await screen.findByRole('listitem', { name: viWith('Message of %author%', { author: vi('Support') }) });
    expect(support).toHaveTextContent('Paid out this morning.');
    const mine = screen.getByRole('listitem', { name: viWith('Message of %author%', { author: vi('You') }) });
    expect(await within(mine).findByRole('img', { name: viWith('Image %number%', { number: '1' }) }, { timeout: 5000 })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(screen.getByText(vi('Answered'))).toBeInTheDocument();
  });

  it('sends a reply with its ticket id, then closes the ticket', async () => {
    const sent = recordForm('auth/ticket/reply', () => ok({ ...THREAD, status: 'OPEN' }));
    let closes = 0;
    server.use(
      handle.post(apiUrl(`auth/ticket/${ID}/close`), () => {
        closes += 1;
        return ok({ ...THREAD, status: 'CLOSED' });
      }),
    );
    const { user } = renderThread();
    await user.type(await screen.findByLabelText(vi('Your reply')), 'Still not there');
    await user.click(screen.getByRole('button', { name: vi('Send reply') }));
    await waitFor(() => expect(sent).toEqual([{ fields: { ticketId: ID, text: 'Still not there' }, images: [] }]));
    expect(await screen.findByText(vi('Open'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: vi('Close ticket') }));
    expect(await screen.findByText(vi('This ticket is closed. Open a new ticket if you need more help.'))).toBeInTheDocument();
    expect(closes).toBe(1);
    expect(screen.queryByLabelText(vi('Your reply'))).toBeNull();
  });

  it("says so when the ticket is not the member's (404)", async () => {
    server.use(handle.get(apiUrl(`auth/ticket/${ID}`), () => fail(404, 'TICKET_NOT_FOUND')));
    renderThread();
    expect(await screen.findByText(vi('The ticket could not be loaded.'))).toBeInTheDocument();
  });
});
