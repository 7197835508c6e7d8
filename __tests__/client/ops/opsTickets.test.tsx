import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as handle } from 'msw';
import OpsShell from '@/components/ops/OpsShell';
import OpsTicketsView from '@/components/ops/tickets/OpsTicketsView';
import type { OpsTicketThread } from '@/contract/tickets';
import vietnamese from '@/locales/vi-VN.json';
import { apiUrl, fail, ok } from '../../setup/handlers';
import { server } from '../../setup/server';
import { recordPost } from '../auth/helpers/authFixtures';
import { createFakeRouter } from '../auth/helpers/fakeRouter';
import { renderWithAuth } from '../auth/helpers/renderWithAuth';

// The shell and its first render take seconds on a busy machine.
jest.setTimeout(20_000);

const ID = '7b3f1c2e-1111-4222-8333-444455556666';
const THREAD: OpsTicketThread = {
  _id: ID,
  number: 7,
  category: 'KYC',
  status: 'OPEN',
  preview: 'How long does the review take?',
  createdAt: '2026-03-04T05:06:00.000Z',
  lastMessageAt: '2026-03-04T05:06:00.000Z',
  member: { username: 'minh', fullName: 'Đặng Quang Minh' },
  messages: [{ _id: 'm1', author: 'MEMBER', operator: null, text: 'How long does the review take?', images: [], createdAt: '2026-03-04T05:06:00.000Z' }],
};

function renderQueue() {
  server.use(handle.get(apiUrl('ops/session'), () => ok({ username: 'support', role: 'SUPPORT', idleMinutes: 30 })));
  const router = createFakeRouter({ pathname: '/ops/tickets', query: {} });
  renderWithAuth(
    <OpsShell>
      <OpsTicketsView />
    </OpsShell>,
    { router, withSession: false },
  );
}

describe('/ops/tickets', () => {
  it('lists the open queue, opens a thread and answers it (the ticket turns answered)', async () => {
    const statuses: string[] = [];
    server.use(
      handle.get(apiUrl('ops/tickets'), ({ request }) => {
        statuses.push(new URL(request.url).searchParams.get('status') ?? '');
        return ok({ items: [THREAD], limit: 20, nextCursor: null });
      }),
      handle.get(apiUrl(`ops/tickets/${ID}`), () => ok(THREAD)),
    );
    const answer = recordPost(`ops/tickets/${ID}/answer`, () =>
      ok({ ...THREAD, status: 'ANSWERED', messages: [...THREAD.messages, { _id: 'm2', author: 'SUPPORT', operator: 'support', text: 'About a day.', images: [], createdAt: '2026-03-04T06:00:00.000Z' }] }),
    );
    server.use(answer.handler);
    renderQueue();

    await userEvent.click(await screen.findByRole('button', { name: /Yêu cầu #7/ }));
    expect(await screen.findByText('Đặng Quang Minh (minh)')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(vietnamese['Your answer to the member']), 'About a day.');
    await userEvent.click(screen.getByRole('button', { name: vietnamese['Send answer'] }));

    const reply = await screen.findByRole('listitem', { name: 'Tin nhắn của Hỗ trợ (support)' });
    expect(reply).toHaveTextContent('About a day.');
    expect(answer.bodies).toEqual([{ text: 'About a day.' }]);
    expect(answer.headers[0].get('x-ops-console')).toBe('1');
    expect(statuses[0]).toBe('OPEN');
    await userEvent.click(screen.getByRole('button', { name: vietnamese.Answered }));
    await waitFor(() => expect(statuses).toContain('ANSWERED'));
  });

  it("shows the server's refusal of an answer (a ticket closed meanwhile)", async () => {
    server.use(
      handle.get(apiUrl('ops/tickets'), () => ok({ items: [THREAD], limit: 20, nextCursor: null })),
      handle.get(apiUrl(`ops/tickets/${ID}`), () => ok(THREAD)),
      handle.post(apiUrl(`ops/tickets/${ID}/answer`), () => fail(409, 'TICKET_CLOSED')),
    );
    renderQueue();
    await userEvent.click(await screen.findByRole('button', { name: /Yêu cầu #7/ }));
    await userEvent.type(await screen.findByLabelText(vietnamese['Your answer to the member']), 'Late');
    await userEvent.click(screen.getByRole('button', { name: vietnamese['Send answer'] }));
    const form = screen.getByRole('form', { name: vietnamese.Answer });
    expect(await within(form).findByRole('alert')).toHaveTextContent(vietnamese['This ticket is closed: open a new one']);
  });

  describe('on a phone', () => {
    const scrolled = jest.fn();
    beforeEach(() => {
      scrolled.mockClear();
      // jsdom lays nothing out and has no scrollIntoView: record who asks to be shown.
      Element.prototype.scrollIntoView = function scrollIntoView(this: Element, options?: boolean | ScrollIntoViewOptions) {
        scrolled(this, options);
      };
    });
    afterEach(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });

    it('brings the current page into the menu strip and the opened ticket into view, its heading focused', async () => {
      server.use(
        handle.get(apiUrl('ops/tickets'), () => ok({ items: [THREAD], limit: 20, nextCursor: null })),
        handle.get(apiUrl(`ops/tickets/${ID}`), () => ok(THREAD)),
      );
      renderQueue();
      const menu = await screen.findByRole('navigation', { name: vietnamese['Console menu'] });
      const current = within(menu).getByRole('link', { name: vietnamese['Support tickets'] });
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith(current, { block: 'nearest', inline: 'center' }));

      await userEvent.click(await screen.findByRole('button', { name: /Yêu cầu #7/ }));
      const heading = await screen.findByRole('heading', { level: 2, name: 'Yêu cầu #7' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(scrolled).toHaveBeenCalledWith(heading, expect.objectContaining({ block: 'start' }));
    });
  });
});
