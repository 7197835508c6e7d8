import { eq } from 'drizzle-orm';

import { users } from '@/server/db/schema';
import { DEMO_PASSWORD, DEMO_SECURE_PASSWORD } from '@/server/db/seed-data/members';
import { verifyPassword } from '@/server/domain/password';
import { totpCode } from '@/server/domain/totp';

import { bearer, login, postJson, profile, refresh, signIn, validate2fa } from './helpers/auth';
import { json, newMember, setSecurePasswordByLink } from './helpers/forms';
import { fundedMember } from './helpers/orders';
import { createTestClock } from './helpers/testClock';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

// Frozen at the start of a 30-second TOTP step; tests move it a step at a time.
const clock = createTestClock({ frozenAt: new Date(Math.floor(Date.now() / 30_000) * 30_000) });
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({}, { now: clock.now });
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

const patchJson = (body: unknown, headers: Record<string, string>): RequestInit => ({
  ...postJson(body, headers),
  method: 'PATCH',
});
const changePassword = (token: string, body: unknown) =>
  server.api('/api/auth/client/change-password', patchJson(body, bearer(token)));
const changeSecurePassword = (token: string, body: unknown) =>
  server.api('/api/auth/client/change-secure-password', patchJson(body, bearer(token)));
const NEW_PASSWORD = 'Fresh#Pass2026';

describe('PATCH /api/auth/client/change-password', () => {
  it('refuses a wrong current password', async () => {
    const { accessToken } = await signIn(server.api);
    const { status, body } = await json(await changePassword(accessToken, { currentPassword: 'Wrong@123', newPassword: NEW_PASSWORD }));
    expect(status).toBe(400);
    expect(body).toEqual({
      statusCode: 400,
      code: 'CURRENT_PASSWORD_WRONG',
      message: 'The current password is wrong',
      errors: { currentPassword: 'The current password is wrong' },
      fieldCodes: { currentPassword: 'CURRENT_PASSWORD_WRONG' },
    });
  });

  it.each([
    [{ newPassword: 'weak' }, { newPassword: 'New password must be at least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character' }],
    [{ newPassword: 'alllowercase1!' }, { newPassword: expect.stringMatching(/^New password must be at least 8/) }],
    [{ newPassword: DEMO_PASSWORD }, { newPassword: 'The new password must be different from the current one' }],
    [{ currentPassword: undefined }, { currentPassword: 'Current password is required' }],
  ])('refuses %j with field errors', async (change, errors) => {
    const { accessToken } = await signIn(server.api);
    const { status, body } = await json(
      await changePassword(accessToken, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD, ...change }),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual(errors);
  });

  it('changes it: the new password signs in, the old one not; other sessions end, the presented one stays', async () => {
    const member = await newMember(server.api, 'pw');
    const other = await signIn(server.api, member.username);
    const { status, body } = await json(
      await changePassword(member.accessToken, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ statusCode: 200, message: 'Password changed', data: { message: 'Password changed' } });

    expect((await login(server.api, member.username, DEMO_PASSWORD)).response.status).toBe(400);
    expect((await login(server.api, member.username, NEW_PASSWORD)).response.status).toBe(200);
    // The other session ends at once, its 15-minute access token included.
    expect((await profile(server.api, other.accessToken)).status).toBe(401);
    expect((await refresh(server.api, other.refreshToken)).status).toBe(401);
    expect((await profile(server.api, member.accessToken)).status).toBe(200);
    expect((await refresh(server.api, member.refreshToken)).status).toBe(200);
  });

  it("keeps only the caller's own session: a refresh token of another member's in the body changes nothing", async () => {
    const member = await newMember(server.api, 'pw');
    const demo = await signIn(server.api);
    await changePassword(member.accessToken, {
      currentPassword: DEMO_PASSWORD,
      newPassword: NEW_PASSWORD,
      refreshToken: demo.refreshToken,
    } as Record<string, string>);
    expect((await profile(server.api, member.accessToken)).status).toBe(200);
    expect((await refresh(server.api, demo.refreshToken)).status).toBe(200);
  });
});

describe('PATCH /api/auth/client/change-secure-password', () => {
  it('refuses the login password alone (the step-up is the current secure password): nothing changes', async () => {
    const { accessToken } = await signIn(server.api);
    const [before] = await server.db.select().from(users).where(eq(users.username, 'demo'));
    const loginOnly = await json(await changeSecurePassword(accessToken, { password: DEMO_PASSWORD, newSecurePassword: NEW_PASSWORD }));
    expect(loginOnly).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'CURRENT_SECURE_PASSWORD_MISSING', message: 'Enter your current secure password', errors: { currentSecurePassword: 'Enter your current secure password' }, fieldCodes: { currentSecurePassword: 'CURRENT_SECURE_PASSWORD_MISSING' } },
    });
    const [after] = await server.db.select().from(users).where(eq(users.username, 'demo'));
    expect(after.securePasswordHash).toBe(before.securePasswordHash);
  });

  it('refuses a wrong current secure password, a weak secure password, or the login password itself', async () => {
    const { accessToken } = await signIn(server.api);
    const wrong = await json(await changeSecurePassword(accessToken, { currentSecurePassword: DEMO_PASSWORD, newSecurePassword: NEW_PASSWORD }));
    expect(wrong).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        code: 'CURRENT_SECURE_PASSWORD_WRONG',
        message: 'The current secure password is wrong',
        errors: { currentSecurePassword: 'The current secure password is wrong' },
        fieldCodes: { currentSecurePassword: 'CURRENT_SECURE_PASSWORD_WRONG' },
      },
    });
    const current = { currentSecurePassword: DEMO_SECURE_PASSWORD };
    const weak = await json(await changeSecurePassword(accessToken, { ...current, newSecurePassword: '123456' }));
    expect(weak.body.errors).toEqual({ newSecurePassword: expect.stringMatching(/^Secure password must be at least 8 characters/) });
    const same = await json(await changeSecurePassword(accessToken, { ...current, newSecurePassword: DEMO_PASSWORD }));
    expect(same.body.errors).toEqual({ newSecurePassword: 'The secure password must be different from the login password' });
  });

  it('never sets the first secure password with the login password (what a phisher has): only through the e-mailed link', async () => {
    const member = await newMember(server.api, 'secure');
    expect((await (await profile(server.api, member.accessToken)).json()).data.hasSecurePassword).toBe(false);
    const refused = await json(
      await changeSecurePassword(member.accessToken, { password: DEMO_PASSWORD, newSecurePassword: 'Vault$2026x' }),
    );
    expect(refused).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        code: 'FIRST_SECURE_PASSWORD_BY_LINK',
        message: 'Set your first secure password with the link we e-mail you',
        errors: { currentSecurePassword: 'Set your first secure password with the link we e-mail you' },
        fieldCodes: { currentSecurePassword: 'FIRST_SECURE_PASSWORD_BY_LINK' },
      },
    });
    expect((await (await profile(server.api, member.accessToken)).json()).data.hasSecurePassword).toBe(false);

    await setSecurePasswordByLink(server.api, server.db, member, 'Vault$2026x');
    expect((await (await profile(server.api, member.accessToken)).json()).data.hasSecurePassword).toBe(true);
    const [row] = await server.db.select().from(users).where(eq(users.username, member.username));
    await expect(verifyPassword('Vault$2026x', row.securePasswordHash ?? '')).resolves.toBe(true);
  });

  it('refuses the login password as the secure password set through the link too', async () => {
    const member = await newMember(server.api, 'secure');
    await expect(setSecurePasswordByLink(server.api, server.db, member, DEMO_PASSWORD)).rejects.toThrow(
      /The secure password must be different from the login password/,
    );
  });
});

describe('GET /api/auth/client/sign-ins', () => {
  const CHROME_LINUX =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  it("lists the member's 10 latest sign-ins, newest first, with a readable device", async () => {
    const member = await newMember(server.api, 'signins');
    for (let i = 0; i < 10; i += 1) {
      clock.advance(1);
      const agent = i === 9 ? CHROME_LINUX : 'curl/8.5.0';
      await login(server.apiFrom(`203.0.113.${i}`), member.username, DEMO_PASSWORD, { 'user-agent': agent });
    }
    const { status, body } = await json(await server.api('/api/auth/client/sign-ins', { headers: member.auth }));
    expect(status).toBe(200);
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toEqual({ time: clock.now().toISOString(), ip: '203.0.113.9', device: 'Chrome on Linux' });
    expect(body.data[1]).toMatchObject({ ip: '203.0.113.8', device: 'curl' });
    expect(body.data.map((entry: { ip: string }) => entry.ip)).not.toContain(null);
  });

  it('needs a member', async () => {
    expect((await server.api('/api/auth/client/sign-ins')).status).toBe(401);
  });
});

describe('2FA settings', () => {
  const setup = (token: string) => server.api('/api/auth/client/gg-2fa/setup', { headers: bearer(token) });
  /** With `password` null, the body has no password (a bearer token alone). */
  const withPassword = (code: string, password: string | null) => (password === null ? { code } : { code, password });
  /** Turning 2FA on: the secure password (none with null) and the new authenticator's code. */
  const enable = (token: string, code: string, securePassword: string | null = DEMO_SECURE_PASSWORD) =>
    server.api('/api/auth/client/gg-2fa/enable', postJson(securePassword === null ? { code } : { code, securePassword }, bearer(token)));
  const disable = (token: string, code: string, password: string | null = DEMO_PASSWORD) =>
    server.api('/api/auth/client/gg-2fa/disabled', postJson(withPassword(code, password), bearer(token)));
  const codeOf = (secret: string) => totpCode(secret, clock.now().getTime());
  const INVALID = { statusCode: 400, code: 'INVALID_VERIFICATION_CODE', message: 'Invalid verification code', errors: { code: 'Invalid verification code' }, fieldCodes: { code: 'INVALID_VERIFICATION_CODE' } };

  it('sets up, enables, asks for the code at sign-in, and disables', async () => {
    const member = await fundedMember(server.api, server.db, 'totp');
    expect(await json(await enable(member.accessToken, '123456'))).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'TWO_FACTOR_NOT_SET_UP', message: 'Set up two-factor authentication first' },
    });

    const first = await setup(member.accessToken);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const replaced = (await first.json()).data.secret;
    const { status, body } = await json(await setup(member.accessToken));
    expect(status).toBe(200);
    const { otpUrl, secret } = body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secret).not.toBe(replaced);
    expect(otpUrl).toBe(`otpauth://totp/FilHub:${member.username}?issuer=FilHub&secret=${secret}&algorithm=SHA1&digits=6&period=30`);

    expect(await json(await enable(member.accessToken, codeOf(replaced)))).toEqual({ status: 400, body: INVALID });
    expect((await json(await enable(member.accessToken, '12 34'))).body.errors).toEqual({ code: 'Code must be 6 digits' });
    const enabled = await json(await enable(member.accessToken, codeOf(secret)));
    // The answer carries the ten recovery codes, once (recovery-codes.test.ts).
    expect(enabled).toEqual({ status: 200, body: { statusCode: 200, message: 'Enabled 2FA successfully', data: { recoveryCodes: expect.any(Array) } } });
    expect(enabled.body.data.recoveryCodes).toHaveLength(10);
    expect((await (await profile(server.api, member.accessToken)).json()).data.is2FAEnabled).toBe(true);
    expect(await json(await setup(member.accessToken))).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'TWO_FACTOR_ALREADY_ON', message: 'Two-factor authentication is already on' },
    });

    // Sign-in now asks for the code; the code that enabled it is used up.
    const { body: step } = await login(server.api, member.username);
    expect(step.data).toMatchObject({ accessToken: null, validGG2FA: false });
    expect((await validate2fa(server.api, step.data.gg2FAToken, codeOf(secret))).status).toBe(400);
    clock.advance(30);
    expect((await validate2fa(server.api, step.data.gg2FAToken, codeOf(secret))).status).toBe(200);

    expect(await json(await disable(member.accessToken, '000000'))).toEqual({ status: 400, body: INVALID });
    expect((await json(await disable(member.accessToken, codeOf(secret)))).body.errors).toEqual({
      code: 'This code was already used, wait for the next one',
    });
    clock.advance(30);
    const disabled = await json(await disable(member.accessToken, codeOf(secret)));
    expect(disabled).toEqual({ status: 200, body: { statusCode: 200, message: 'Disabled 2FA successfully', data: { message: 'Disabled 2FA successfully' } } });
    expect((await login(server.api, member.username)).body.data.validGG2FA).toBe(true);
    const [row] = await server.db.select().from(users).where(eq(users.username, member.username));
    expect(row).toMatchObject({ is2FAEnabled: false, totpSecret: null });
    expect(await json(await disable(member.accessToken, codeOf(secret)))).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'TWO_FACTOR_OFF', message: 'Two-factor authentication is off' },
    });
  });

  it('asks for the secure password to turn 2FA on, the login password to turn it off (a bearer token alone cannot lock the member out)', async () => {
    const member = await fundedMember(server.api, server.db, 'totp');
    const { secret } = (await (await setup(member.accessToken)).json()).data;
    expect((await json(await enable(member.accessToken, codeOf(secret), null))).body.errors).toEqual({ securePassword: 'Enter your secure password' });
    const wrong = await json(await enable(member.accessToken, codeOf(secret), 'Wrong@123'));
    expect(wrong).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        code: 'SECURE_PASSWORD_WRONG',
        message: 'The secure password is wrong',
        errors: { securePassword: 'The secure password is wrong' },
        fieldCodes: { securePassword: 'SECURE_PASSWORD_WRONG' },
      },
    });
    expect((await (await profile(server.api, member.accessToken)).json()).data.is2FAEnabled).toBe(false);
    // The refusals spent no code: the same one turns it on.
    expect((await enable(member.accessToken, codeOf(secret))).status).toBe(200);

    clock.advance(30);
    expect((await json(await disable(member.accessToken, codeOf(secret), null))).body.errors).toEqual({ password: 'Password is required' });
    expect((await json(await disable(member.accessToken, '', DEMO_PASSWORD))).status).toBe(400);
    expect((await json(await disable(member.accessToken, codeOf(secret), 'Wrong@123'))).body.errors).toEqual({ password: 'The password is wrong' });
    expect((await (await profile(server.api, member.accessToken)).json()).data.is2FAEnabled).toBe(true);
    expect((await disable(member.accessToken, codeOf(secret))).status).toBe(200);
  });

  it("is not turned on with the login password alone: a phisher cannot enrol their authenticator and lock the owner out", async () => {
    const member = await fundedMember(server.api, server.db, 'totp');
    const { secret: thiefs } = (await (await setup(member.accessToken)).json()).data;
    const phished = await json(await server.api('/api/auth/client/gg-2fa/enable', postJson({ password: DEMO_PASSWORD, code: codeOf(thiefs) }, bearer(member.accessToken))));
    expect(phished.status).toBe(400);
    expect(phished.body.fieldCodes).toEqual({ securePassword: 'SECURE_PASSWORD_MISSING' });
    expect((await json(await enable(member.accessToken, codeOf(thiefs), DEMO_PASSWORD))).body.fieldCodes).toEqual({ securePassword: 'SECURE_PASSWORD_WRONG' });
    expect((await (await profile(server.api, member.accessToken)).json()).data.is2FAEnabled).toBe(false);
    // The owner still signs in with the password alone.
    expect((await login(server.api, member.username)).body.data.validGG2FA).toBe(true);
  });

  it('never shows the secret in the profile', async () => {
    const member = await fundedMember(server.api, server.db, 'totp');
    const { secret } = (await (await setup(member.accessToken)).json()).data;
    expect(await (await profile(server.api, member.accessToken)).text()).not.toContain(secret);
  });

  it('needs a member (a gg2FAToken does not open setup)', async () => {
    const { body } = await login(server.api, 'demo2fa');
    expect((await setup(body.data.gg2FAToken)).status).toBe(401);
  });
});
