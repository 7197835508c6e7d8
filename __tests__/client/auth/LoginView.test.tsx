import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginView from '@/components/auth/LoginView';
import vietnamese from '@/locales/vi-VN.json';
import { getAccessToken, getGg2FAToken } from '@/services/tokens';
import { server } from '../../setup/server';
import { fail, ok, profileFor, recordPost, slowly } from './helpers/authFixtures';
import { createFakeRouter } from './helpers/fakeRouter';
import { findHeading, renderWithAuth } from './helpers/renderWithAuth';

const SIGNED_IN = { accessToken: 'access-1', gg2FAToken: null, validGG2FA: true };
const SECOND_FACTOR = { accessToken: null, refreshToken: null, gg2FAToken: 'second-factor', validGG2FA: false };

async function renderLogin(query: Record<string, string> = {}) {
  const rendered = renderWithAuth(<LoginView />, { router: createFakeRouter({ pathname: '/login', query }) });
  await findHeading('Login');
  return rendered;
}

async function signIn(username = 'demo', password = 'Demo@12345') {
  await userEvent.type(screen.getByLabelText(vietnamese['Username or email']), username);
  await userEvent.type(screen.getByLabelText(vietnamese.Password), password);
  await userEvent.click(screen.getByRole('button', { name: vietnamese['Sign in'] }));
}

describe('LoginView', () => {
  it('stores the tokens and goes to the returnUrl (the member page there loads the user)', async () => {
    const call = recordPost('auth/client/login/credential', () => ok(SIGNED_IN));
    server.use(call.handler, profileFor('access-1'));
    const { router, store } = await renderLogin({ returnUrl: '/wallet?x=1#y' });

    await signIn(' demo ');

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/wallet?x=1#y'));
    expect(call.bodies).toEqual([{ username: 'demo', password: 'Demo@12345' }]);
    expect(getAccessToken()).toBe('access-1');
    expect(document.cookie).not.toContain('refreshToken');
    expect(store.getState().user.user).toBeNull();
  });

  it.each([[{}], [{ returnUrl: '/' }], [{ returnUrl: 'https://example.com' }], [{ returnUrl: '//example.com' }], [{ returnUrl: '/\\example.com' }], [{ returnUrl: '/wallet/../\t/example.com' }], [{ returnUrl: '/wallet/..//example.com' }]])(
    'goes to /dashboard with the query %j',
    async (query) => {
      server.use(recordPost('auth/client/login/credential', () => ok(SIGNED_IN)).handler, profileFor('access-1'));
      const { router } = await renderLogin(query);

      await signIn();

      await waitFor(() => expect(router.push).toHaveBeenCalledWith('/dashboard'));
    },
  );

  it('keeps only the 2FA token and goes to /authentication with the returnUrl when a second factor is needed', async () => {
    server.use(recordPost('auth/client/login/credential', () => ok(SECOND_FACTOR)).handler);
    const { router, store } = await renderLogin({ returnUrl: '/wallet' });

    await signIn();

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/authentication?returnUrl=%2Fwallet'));
    expect(getGg2FAToken()).toBe('second-factor');
    expect(getAccessToken()).toBeUndefined();
    expect(store.getState().user.user).toBeNull();
  });

  it('shows the server message in a toast and the field error under its field', async () => {
    server.use(
      recordPost('auth/client/login/credential', () =>
        fail(400, 'INVALID_CREDENTIALS', { fields: { password: 'INVALID_CREDENTIALS' } }),
      ).handler,
    );
    const { router } = await renderLogin();

    await signIn();

    // The toast and the error under the password.
    const texts = await screen.findAllByText(vietnamese['Invalid username or password']);
    expect(texts).toHaveLength(2);
    const password = screen.getByLabelText(vietnamese.Password);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    const describedBy = password.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(texts.filter((text) => describedBy.includes(text.id))).toHaveLength(1);
    expect(getAccessToken()).toBeUndefined();
    expect(router.visited).toEqual([]);
  });

  it('asks for both fields in Vietnamese before calling the server', async () => {
    const call = recordPost('auth/client/login/credential', () => ok(SIGNED_IN));
    server.use(call.handler);
    await renderLogin();

    await userEvent.click(screen.getByRole('button', { name: vietnamese['Sign in'] }));

    expect(await screen.findByText(vietnamese['Enter your username or email'])).toBeInTheDocument();
    expect(screen.getByText(vietnamese['Enter your password'])).toBeInTheDocument();
    expect(call.bodies).toEqual([]);
  });

  it('sends one request for a double click', async () => {
    const call = recordPost('auth/client/login/credential', () => slowly(ok(SIGNED_IN)));
    server.use(call.handler, profileFor('access-1'));
    const { router } = await renderLogin();
    await userEvent.type(screen.getByLabelText(vietnamese['Username or email']), 'demo');
    await userEvent.type(screen.getByLabelText(vietnamese.Password), 'Demo@12345');

    await userEvent.dblClick(screen.getByRole('button', { name: vietnamese['Sign in'] }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/dashboard'));
    expect(call.bodies).toHaveLength(1);
  });

  it('shows and hides the password with a named toggle', async () => {
    await renderLogin();
    const password = screen.getByLabelText(vietnamese.Password);
    const toggle = screen.getByRole('button', { name: vietnamese['Show password'] });
    expect(password).toHaveAttribute('type', 'password');

    await userEvent.click(toggle);

    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('links to the forgot-password and sign-up pages', async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: vietnamese['Forgot password?'] })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: vietnamese['Sign up'] })).toHaveAttribute('href', '/sign-up');
  });
});
