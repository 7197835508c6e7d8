import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as handle } from 'msw';
import OpsGuestShell from '@/components/ops/OpsGuestShell';
import OpsShell from '@/components/ops/OpsShell';
import OpsSignInView from '@/components/ops/OpsSignInView';
import vietnamese from '@/locales/vi-VN.json';
import { apiUrl, fail, ok } from '../../setup/handlers';
import { server } from '../../setup/server';
import { recordPost } from '../auth/helpers/authFixtures';
import { createFakeRouter } from '../auth/helpers/fakeRouter';
import { renderWithAuth } from '../auth/helpers/renderWithAuth';

const SUPPORT = { username: 'support', role: 'SUPPORT', idleMinutes: 30 };

function renderSignIn(query: Record<string, string> = {}) {
  const router = createFakeRouter({ pathname: '/ops/login', query });
  renderWithAuth(
    <OpsGuestShell>
      <OpsSignInView />
    </OpsGuestShell>,
    { router, withSession: false },
  );
  return router;
}

async function fillAndSend(code = '123456') {
  await userEvent.type(await screen.findByLabelText(vietnamese.Username), 'support');
  await userEvent.type(screen.getByLabelText(vietnamese.Password), 'Ops@12345');
  await userEvent.type(screen.getByLabelText(vietnamese['Authentication code']), code);
  await userEvent.click(screen.getByRole('button', { name: vietnamese['Sign in'] }));
}

describe('console sign-in', () => {
  it("sends username, password and code with the console's header, and goes back to the console page that asked", async () => {
    const call = recordPost('ops/session/sign-in', () => ok(SUPPORT));
    server.use(call.handler);
    const router = renderSignIn({ next: '/ops/kyc?page=2' });

    await fillAndSend();

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/ops/kyc?page=2'));
    expect(call.bodies).toEqual([{ username: 'support', password: 'Ops@12345', code: '123456' }]);
    expect(call.headers[0].get('x-ops-console')).toBe('1');
    expect(call.headers[0].get('authorization')).toBeNull();
  });

  it.each(['https://example.com/ops', '//example.com/ops', '/dashboard', '/ops/login'])('goes to the console home, never to %s', async (next) => {
    server.use(recordPost('ops/session/sign-in', () => ok(SUPPORT)).handler);
    const router = renderSignIn({ next });

    await fillAndSend();

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/ops'));
  });

  // A query string's `next` arrives decoded: `%09` is a tab, which the URL parser drops, so `/ops/../\t/evil.com`
  // reads `//evil.com` (another site) once normalised; so do backslashes and encoded dot segments.
  it.each([
    '/ops/../\t/evil.com',
    '/ops/../\n/evil.com',
    '/ops/..//evil.com',
    '/ops/%2e%2e//evil.com',
    '/ops/..%2F..%2F%2Fevil.com',
    '/ops/../\\evil.com',
    '/ops\\..\\..\\evil.com',
    '//evil.com',
    '/\\evil.com',
    '/\t/evil.com',
    '\t//evil.com',
    'https://evil.com',
    'https://evil.com/ops',
    '/ops/..',
    '/ops/../dashboard',
  ])('lands on a console page of this site, never on another site, with next=%j', async (next) => {
    server.use(recordPost('ops/session/sign-in', () => ok(SUPPORT)).handler);
    const router = renderSignIn({ next });

    await fillAndSend();

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/ops'));
  });

  it("shows the server's refusal as one message and stays", async () => {
    server.use(recordPost('ops/session/sign-in', () => fail(401, 'OPS_SIGN_IN_FAILED')).handler);
    const router = renderSignIn();

    await fillAndSend();

    expect(await screen.findByRole('alert')).toHaveTextContent(vietnamese['Wrong username, password or authenticator code']);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('puts a code used already on the code field', async () => {
    server.use(recordPost('ops/session/sign-in', () => fail(400, 'VALIDATION_FAILED', { fields: { code: 'CODE_ALREADY_USED' } })).handler);
    renderSignIn();

    await fillAndSend();

    const field = screen.getByLabelText(vietnamese['Authentication code']);
    await waitFor(() => expect(field).toHaveAccessibleDescription(/./));
  });

  it('checks the code before asking the server', async () => {
    const call = recordPost('ops/session/sign-in', () => ok(SUPPORT));
    server.use(call.handler);
    renderSignIn();

    await fillAndSend('12ab');

    await waitFor(() => expect(screen.getByLabelText(vietnamese['Authentication code'])).toHaveAccessibleDescription(/./));
    expect(call.bodies).toEqual([]);
  });
});

describe('console shell', () => {
  it('sends a visitor without a session to the sign-in page, with the page to come back to', async () => {
    server.use(handle.get(apiUrl('ops/session'), () => fail(401, 'OPS_SESSION_ENDED')));
    const router = createFakeRouter({ pathname: '/ops', query: {} });
    renderWithAuth(<OpsShell>page</OpsShell>, { router, withSession: false });

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith({ pathname: '/ops/login', query: { next: '/ops' } }));
    expect(screen.queryByText('page')).toBeNull();
  });

  it('shows the page, who is signed in and the two ways out', async () => {
    server.use(handle.get(apiUrl('ops/session'), () => ok(SUPPORT)));
    const signOut = recordPost('ops/session/sign-out-everywhere', () => ok({ message: 'Signed out everywhere' }));
    server.use(signOut.handler);
    const router = createFakeRouter({ pathname: '/ops', query: {} });
    renderWithAuth(<OpsShell>page</OpsShell>, { router, withSession: false });

    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.getByText(`· ${vietnamese.Support}`, { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: vietnamese['Sign out everywhere'] }));

    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/ops/login'));
    expect(signOut.bodies).toHaveLength(1);
    expect(signOut.headers[0].get('x-ops-console')).toBe('1');
  });

  it("shows each queue's waiting items beside its menu entry, for the operator's role only", async () => {
    server.use(
      handle.get(apiUrl('ops/session'), () => ok(SUPPORT)),
      handle.get(apiUrl('ops/queues/counts'), () => ok({ kyc: 2, withdrawals: 3, bankOrders: 0, tickets: 4 })),
    );
    renderWithAuth(<OpsShell>page</OpsShell>, { router: createFakeRouter({ pathname: '/ops', query: {} }), withSession: false });

    const menu = await screen.findByRole('navigation', { name: vietnamese['Console menu'] });
    expect(await within(menu).findByRole('link', { name: `${vietnamese['KYC reviews']} ${vietnamese['%count% waiting'].replace('%count%', '2')}` })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: `${vietnamese['Support tickets']} ${vietnamese['%count% waiting'].replace('%count%', '4')}` })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: new RegExp(vietnamese.Withdrawals) })).toBeNull();
  });
});
