import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as handle } from 'msw';
import AuthenticationView from '@/components/auth/AuthenticationView';
import LoginView from '@/components/auth/LoginView';
import vietnamese from '@/locales/vi-VN.json';
import { getAccessToken, getGg2FAToken, setTokens } from '@/services/tokens';
import { apiUrl } from '../../setup/handlers';
import { server } from '../../setup/server';
import { fail, ok, recordPost } from '../auth/helpers/authFixtures';
import { createFakeRouter } from '../auth/helpers/fakeRouter';
import { findHeading, renderWithAuth } from '../auth/helpers/renderWithAuth';
import { fakeAssertion, installFakeWebAuthn, promptClosed, REQUEST_OPTIONS } from './fakeWebAuthn';

let webAuthn: ReturnType<typeof installFakeWebAuthn>;
beforeEach(() => {
  webAuthn = installFakeWebAuthn();
});
afterEach(() => webAuthn.uninstall());

const vi = (key: keyof typeof vietnamese) => vietnamese[key];

describe('/login: "Sign in with a passkey"', () => {
  async function renderLogin(query: Record<string, string> = {}) {
    const rendered = renderWithAuth(<LoginView />, { router: createFakeRouter({ pathname: '/login', query }) });
    await findHeading('Login');
    return rendered;
  }

  it('signs in without username or password and follows the returnUrl', async () => {
    const options = recordPost('auth/client/passkey/sign-in/options', () => ok(REQUEST_OPTIONS));
    const signIn = recordPost('auth/client/passkey/sign-in', () => ok({ accessToken: 'access-passkey', refreshToken: null }));
    server.use(options.handler, signIn.handler);
    webAuthn.get.mockResolvedValue(fakeAssertion());
    const { router } = await renderLogin({ returnUrl: '/wallet' });

    await userEvent.click(screen.getByRole('button', { name: vi('Sign in with a passkey') }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/wallet'));
    expect(getAccessToken()).toBe('access-passkey');
    const publicKey = webAuthn.get.mock.calls[0][0].publicKey!;
    expect(publicKey).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    // No credential named: the browser offers the member's passkeys for this site (a discoverable one).
    expect(publicKey.allowCredentials ?? []).toEqual([]);
    expect(signIn.bodies).toEqual([{ response: expect.objectContaining({ id: 'bmV3LXBhc3NrZXk', type: 'public-key' }) }]);
  });

  it('says so when the prompt is closed, and stays', async () => {
    server.use(recordPost('auth/client/passkey/sign-in/options', () => ok(REQUEST_OPTIONS)).handler);
    const signIn = recordPost('auth/client/passkey/sign-in', () => ok({ accessToken: 'x' }));
    server.use(signIn.handler);
    webAuthn.get.mockRejectedValue(promptClosed());
    const { router } = await renderLogin();

    await userEvent.click(screen.getByRole('button', { name: vi('Sign in with a passkey') }));

    expect(await screen.findByText(vi('The passkey request was cancelled or timed out'))).toBeInTheDocument();
    expect(signIn.bodies).toEqual([]);
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: vi('Sign in with a passkey') })).toBeEnabled();
  });

  it("shows the server's refusal of an unknown passkey", async () => {
    server.use(
      recordPost('auth/client/passkey/sign-in/options', () => ok(REQUEST_OPTIONS)).handler,
      recordPost('auth/client/passkey/sign-in', () => fail(400, 'PASSKEY_UNKNOWN', { fields: { response: 'PASSKEY_UNKNOWN' } })).handler,
    );
    webAuthn.get.mockResolvedValue(fakeAssertion());
    await renderLogin();

    await userEvent.click(screen.getByRole('button', { name: vi('Sign in with a passkey') }));

    expect(await screen.findByText(vi('This passkey is not registered for this account'))).toBeInTheDocument();
    expect(getAccessToken()).toBeUndefined();
  });
});

describe('/authentication: a recovery code or a passkey in place of the code', () => {
  async function renderStep(query: Record<string, string> = {}) {
    const rendered = renderWithAuth(<AuthenticationView />, { router: createFakeRouter({ pathname: '/authentication', query }) });
    await findHeading('Two-factor authentication');
    return rendered;
  }

  it('signs in with a recovery code (typed as the member likes) and says how many are left', async () => {
    const call = recordPost('auth/client/gg-2fa/recovery', () => ok({ accessToken: 'access-rc', refreshToken: null, recoveryCodesLeft: 7 }));
    server.use(call.handler);
    setTokens({ gg2FAToken: 'second-factor' });
    const { router } = await renderStep({ returnUrl: '/wallet' });

    await userEvent.click(screen.getByRole('button', { name: vi('Use a recovery code') }));
    await userEvent.type(screen.getByLabelText(vi('Recovery code')), 'abcd-efgh jklm-npqr');
    await userEvent.click(screen.getByRole('button', { name: vi('Verify') }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/wallet'));
    expect(call.bodies).toEqual([{ recoveryCode: 'ABCDEFGHJKLMNPQR' }]);
    expect(call.headers[0].get('authorization')).toBe('Bearer second-factor');
    expect(getAccessToken()).toBe('access-rc');
    expect(getGg2FAToken()).toBeUndefined();
    expect(await screen.findByText(vi('%count% recovery codes left').replace('%count%', '7'))).toBeInTheDocument();
  });

  it('shows a used recovery code under its field and keeps the step', async () => {
    server.use(recordPost('auth/client/gg-2fa/recovery', () => fail(400, 'RECOVERY_CODE_INVALID', { fields: { recoveryCode: 'RECOVERY_CODE_INVALID' } })).handler);
    setTokens({ gg2FAToken: 'second-factor' });
    await renderStep();

    await userEvent.click(screen.getByRole('button', { name: vi('Use a recovery code') }));
    await userEvent.type(screen.getByLabelText(vi('Recovery code')), 'ABCD-EFGH-JKLM-NPQR');
    await userEvent.click(screen.getByRole('button', { name: vi('Verify') }));

    expect(await screen.findAllByText(vi('This recovery code is wrong or was already used'))).toHaveLength(2);
    expect(screen.getByLabelText(vi('Recovery code'))).toHaveAttribute('aria-invalid', 'true');
    expect(getGg2FAToken()).toBe('second-factor');
  });

  it('offers "Use a passkey" only to a member with one, and signs in with it', async () => {
    server.use(handle.get(apiUrl('auth/client/gg-2fa/methods'), () => ok({ passkey: true })));
    const options = recordPost('auth/client/gg-2fa/passkey/options', () => ok({ ...REQUEST_OPTIONS, allowCredentials: [{ id: 'bmV3LXBhc3NrZXk', type: 'public-key' }] }));
    const step = recordPost('auth/client/gg-2fa/passkey', () => ok({ accessToken: 'access-pk', refreshToken: null }));
    server.use(options.handler, step.handler);
    webAuthn.get.mockResolvedValue(fakeAssertion());
    setTokens({ gg2FAToken: 'second-factor' });
    const { router } = await renderStep();

    await userEvent.click(await screen.findByRole('button', { name: vi('Use a passkey') }));

    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/dashboard'));
    expect(options.headers[0].get('authorization')).toBe('Bearer second-factor');
    expect(step.headers[0].get('authorization')).toBe('Bearer second-factor');
    expect(webAuthn.get.mock.calls[0][0].publicKey!.allowCredentials).toHaveLength(1);
    expect(getAccessToken()).toBe('access-pk');
  });

  it('does not offer a passkey to a member without one', async () => {
    setTokens({ gg2FAToken: 'second-factor' });
    await renderStep();
    await screen.findByRole('button', { name: vi('Use a recovery code') });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: vi('Use a passkey') })).not.toBeInTheDocument();
  });
});
