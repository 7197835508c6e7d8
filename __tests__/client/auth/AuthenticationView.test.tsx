import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuthenticationView from '@/components/auth/AuthenticationView';
import vietnamese from '@/locales/vi-VN.json';
import { getAccessToken, getGg2FAToken, setTokens } from '@/services/tokens';
import { server } from '../../setup/server';
import { fail, ok, profileFor, recordPost } from './helpers/authFixtures';
import { createFakeRouter } from './helpers/fakeRouter';
import { findHeading, renderWithAuth } from './helpers/renderWithAuth';

async function renderStep(query: Record<string, string> = {}) {
  const rendered = renderWithAuth(<AuthenticationView />, { router: createFakeRouter({ pathname: '/authentication', query }) });
  await findHeading('Two-factor authentication');
  return rendered;
}

async function enterCode(code: string) {
  await userEvent.type(screen.getByLabelText(vietnamese['Authentication code']), code);
  await userEvent.click(screen.getByRole('button', { name: vietnamese.Verify }));
}

describe('AuthenticationView', () => {
  it('stores the new tokens, deletes the 2FA cookie and goes to the returnUrl (the member page there loads the user)', async () => {
    const call = recordPost('auth/client/gg-2fa/valid', () => ok({ accessToken: 'access-2', refreshToken: null }));
    server.use(call.handler, profileFor('access-2'));
    setTokens({ gg2FAToken: 'second-factor' });
    const { router, store } = await renderStep({ returnUrl: '/wallet' });
    expect(screen.getByLabelText(vietnamese['Authentication code'])).toHaveAttribute('autocomplete', 'one-time-code');

    await enterCode('123 456');

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/wallet'));
    expect(call.bodies).toEqual([{ code: '123456' }]);
    expect(call.headers[0].get('authorization')).toBe('Bearer second-factor');
    expect(getAccessToken()).toBe('access-2');
    expect(document.cookie).not.toContain('refreshToken');
    expect(getGg2FAToken()).toBeUndefined();
    expect(store.getState().user.user).toBeNull();
  });

  it('goes to /dashboard without a returnUrl', async () => {
    server.use(
      recordPost('auth/client/gg-2fa/valid', () => ok({ accessToken: 'access-2', refreshToken: null })).handler,
      profileFor('access-2'),
    );
    setTokens({ gg2FAToken: 'second-factor' });
    const { router } = await renderStep();

    await enterCode('123456');

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/dashboard'));
  });

  it('shows the server message and the code error, and keeps the 2FA cookie', async () => {
    server.use(
      recordPost('auth/client/gg-2fa/valid', () => fail(400, 'INVALID_VERIFICATION_CODE', { fields: { code: 'INVALID_VERIFICATION_CODE' } })).handler,
    );
    setTokens({ gg2FAToken: 'second-factor' });
    await renderStep();

    await enterCode('000000');

    // The toast and the error under the code.
    expect(await screen.findAllByText(vietnamese['Invalid verification code'])).toHaveLength(2);
    expect(screen.getByLabelText(vietnamese['Authentication code'])).toHaveAttribute('aria-invalid', 'true');
    expect(getGg2FAToken()).toBe('second-factor');
  });

  it('refuses a code that is not six digits without calling the server', async () => {
    const call = recordPost('auth/client/gg-2fa/valid', () => ok({ accessToken: 'a' }));
    server.use(call.handler);
    setTokens({ gg2FAToken: 'second-factor' });
    await renderStep();

    await enterCode('12a45');

    expect(await screen.findByText(vietnamese['The code has 6 digits'])).toBeInTheDocument();
    expect(call.bodies).toEqual([]);
  });

  it('goes back to /login and forgets the 2FA cookie', async () => {
    setTokens({ gg2FAToken: 'second-factor' });
    const { router } = await renderStep();

    await userEvent.click(screen.getByRole('button', { name: vietnamese['Back to sign in'] }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/login'));
    expect(getGg2FAToken()).toBeUndefined();
  });

  it('sends a visitor without a 2FA cookie to /login', async () => {
    const { router } = await renderStep();
    expect(router.replace).toHaveBeenCalledWith('/login');
  });
});
