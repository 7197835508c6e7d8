import { http as handle, HttpResponse } from 'msw';
import { getDisplayIncome } from '@/services/auth';
import { forgotPassword, login, resetPassword, signUp, validate2FA } from '@/services/guestAuth';
import { setTokens } from '@/services/tokens';
import { apiUrl, fail, ok } from '../../setup/handlers';
import { server } from '../../setup/server';
import { recordPost } from './helpers/authFixtures';

describe('services/auth and services/guestAuth', () => {
  it('posts the credentials and answers the login result', async () => {
    const result = { accessToken: 'a', refreshToken: null, gg2FAToken: null, validGG2FA: true };
    const call = recordPost('auth/client/login/credential', () => ok(result));
    server.use(call.handler);

    await expect(login({ username: 'demo', password: 'Demo@12345' })).resolves.toEqual(result);
    expect(call.bodies).toEqual([{ username: 'demo', password: 'Demo@12345' }]);
  });

  it('sends the 2FA token as bearer even when an access cookie is left over', async () => {
    const call = recordPost('auth/client/gg-2fa/valid', () => ok({ accessToken: 'a2' }));
    server.use(call.handler);
    setTokens({ accessToken: 'stale' });

    await expect(validate2FA('123456', 'second-factor')).resolves.toEqual({ accessToken: 'a2' });
    expect(call.headers[0].get('authorization')).toBe('Bearer second-factor');
  });

  it.each([
    ['an envelope without data', () => HttpResponse.json({ statusCode: 200, message: 'Check your inbox' }), 'Check your inbox'],
    ['data carrying the message', () => ok({ message: 'Check your inbox' }), 'Check your inbox'],
    ['data null', () => ok(null), undefined],
  ])('reads the forgot message from %s', async (_case, answer, expected) => {
    server.use(handle.post(apiUrl('public/client/forgot'), answer));
    await expect(forgotPassword('demo@example.com')).resolves.toBe(expected);
  });

  it('rejects a bad reset token with the field errors', async () => {
    server.use(
      handle.post(apiUrl('public/client/reset-password'), () =>
        fail(400, 'RESET_LINK_INVALID', { fields: { token: 'RESET_LINK_INVALID' } }),
      ),
    );
    await expect(resetPassword({ token: 't', password: 'Demo@12345' })).rejects.toEqual({
      statusCode: 400,
      code: 'RESET_LINK_INVALID',
      message: 'This reset link is invalid or has expired',
      errors: { token: 'This reset link is invalid or has expired' },
      fieldCodes: { token: 'RESET_LINK_INVALID' },
    });
  });

  it('answers the new username on sign-up and the display-income permission', async () => {
    let username: string | null = null;
    server.use(
      handle.post(apiUrl('public/client/sign-up'), () => ok({ username: 'newbie' })),
      handle.get(apiUrl('auth/client/display-income'), ({ request }) => {
        username = new URL(request.url).searchParams.get('username');
        return ok({ allowed: true });
      }),
    );

    await expect(
      signUp({ username: 'newbie', email: 'n@example.com', fullName: 'New', phone: '0900000000', password: 'Demo@12345', referrerCode: '', acceptTerms: true }),
    ).resolves.toEqual({ username: 'newbie' });
    await expect(getDisplayIncome('demo')).resolves.toEqual({ allowed: true });
    expect(username).toBe('demo');
  });
});
