import { asc, eq } from 'drizzle-orm';

import { outbox, recoveryCodes, signIns } from '@/server/db/schema';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { totpCode } from '@/server/domain/totp';

import { securityChangesOf } from './helpers/alerts';
import { fundedMember, secure, userIdOf } from './helpers/orders';
import { bearer, login, postJson, profile } from './helpers/auth';
import { json, newMember } from './helpers/forms';
import { createTestClock } from './helpers/testClock';
import { createTestApp, GENEROUS_RATE_LIMITS } from './helpers/testApp';
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

type Api = TestApp['api'];
const CODE_PATTERN = /^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;
const post = (path: string, token: string, body: unknown, api: Api = server.api) =>
  api(`/api/auth/client/${path}`, postJson(body, bearer(token)));
const codesLeft = async (token: string) =>
  (await (await server.api('/api/auth/client/gg-2fa/recovery-codes', { headers: bearer(token) })).json()).data.remaining as number;

const alertsOf = (username: string) => securityChangesOf(server.db, username);

async function alertMailsTo(username: string) {
  const rows = await server.db.select().from(outbox).where(eq(outbox.to, `${username}@example.com`)).orderBy(asc(outbox.id));
  return rows.filter((row) => row.kind === 'SECURITY_ALERT');
}

/** A fresh member with 2FA on: their TOTP secret, the codes of the answer, and a code of the clock's next step. */
async function memberWith2fa(prefix = 'rc') {
  const member = await fundedMember(server.api, server.db, prefix);
  const { secret } = (await (await server.api('/api/auth/client/gg-2fa/setup', { headers: member.auth })).json()).data;
  const enabled = await json(await post('gg-2fa/enable', member.accessToken, { ...secure, code: totpCode(secret, clock.now().getTime()) }));
  expect(enabled.status).toBe(200);
  const nextCode = () => {
    clock.advance(30);
    return totpCode(secret, clock.now().getTime());
  };
  return { ...member, secret, codes: enabled.body.data.recoveryCodes as string[], nextCode };
}

async function gg2FAToken(username: string, api: Api = server.api): Promise<string> {
  const { body } = await login(api, username);
  expect(body.data.validGG2FA).toBe(false);
  return body.data.gg2FAToken;
}

const signInWithRecoveryCode = (token: string, recoveryCode: unknown, api: Api = server.api) =>
  api('/api/auth/client/gg-2fa/recovery', postJson({ recoveryCode }, bearer(token)));

const INVALID = {
  statusCode: 400,
  code: 'RECOVERY_CODE_INVALID',
  message: 'This recovery code is wrong or was already used',
  errors: { recoveryCode: 'This recovery code is wrong or was already used' },
  fieldCodes: { recoveryCode: 'RECOVERY_CODE_INVALID' },
};

describe('recovery codes made when 2FA is turned on', () => {
  it('are ten different codes of 80 random bits, answered once (no-store) and stored only as sha256', async () => {
    const member = await fundedMember(server.api, server.db, 'rc');
    const { secret } = (await (await server.api('/api/auth/client/gg-2fa/setup', { headers: member.auth })).json()).data;
    const response = await post('gg-2fa/enable', member.accessToken, { ...secure, code: totpCode(secret, clock.now().getTime()) });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { recoveryCodes: codes } = (await response.json()).data as { recoveryCodes: string[] };

    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(CODE_PATTERN);
    const rows = await server.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, await userIdOf(server.db, member.username)));
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace(/-/g, ''));
    }
    for (const row of rows) expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await codesLeft(member.accessToken)).toBe(10);
    // Never shown again: the count is all the member can read back.
    expect(JSON.stringify(await (await profile(server.api, member.accessToken)).json())).not.toContain(codes[0]);
  });

  it('a member without 2FA has none', async () => {
    const member = await newMember(server.api, 'rc');
    expect(await codesLeft(member.accessToken)).toBe(0);
  });
});

describe('POST /api/auth/client/gg-2fa/recovery: a recovery code at the sign-in step', () => {
  it('signs in once per code, in place of the authenticator code, and says how many are left', async () => {
    const member = await memberWith2fa();
    const response = await signInWithRecoveryCode(await gg2FAToken(member.username), member.codes[0]);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ statusCode: 200, message: 'Signed in', data: { accessToken: expect.any(String), refreshToken: null, recoveryCodesLeft: 9 } });
    expect((await (await profile(server.api, body.data.accessToken)).json()).data.username).toBe(member.username);
    const rows = await server.db.select().from(signIns).where(eq(signIns.userId, await userIdOf(server.db, member.username))).orderBy(asc(signIns.id));
    expect(rows.at(-1)!.withSecondFactor).toBe(true);

    const again = await json(await signInWithRecoveryCode(await gg2FAToken(member.username), member.codes[0]));
    expect(again).toEqual({ status: 400, body: INVALID });
    expect(await codesLeft(member.accessToken)).toBe(9);
  });

  it('reads a code typed in lower case, with spaces or without dashes', async () => {
    const member = await memberWith2fa();
    const typed = ` ${member.codes[1].toLowerCase().replace(/-/g, ' ')} `;
    expect((await signInWithRecoveryCode(await gg2FAToken(member.username), typed)).status).toBe(200);
    expect((await signInWithRecoveryCode(await gg2FAToken(member.username), member.codes[2].replace(/-/g, ''))).status).toBe(200);
    expect(await codesLeft(member.accessToken)).toBe(8);
  });

  it('sends the security alert (e-mail with the "this was not me" link, and a notification)', async () => {
    const member = await memberWith2fa();
    const mailsBefore = (await alertMailsTo(member.username)).length;
    expect((await signInWithRecoveryCode(await gg2FAToken(member.username), member.codes[3])).status).toBe(200);
    expect((await alertsOf(member.username)).filter((change) => change === 'RECOVERY_CODE_USED')).toHaveLength(1);
    const mails = await alertMailsTo(member.username);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)!.body).toContain('Một mã khôi phục đã được dùng để đăng nhập');
    expect(mails.at(-1)!.body).toMatch(/\/not-me\?token=/);
  });

  it("refuses a wrong code, another member's code and a malformed one", async () => {
    const member = await memberWith2fa();
    const other = await memberWith2fa();
    const token = await gg2FAToken(member.username);
    expect(await json(await signInWithRecoveryCode(token, 'ABCD-EFGH-JKLM-NPQR'))).toEqual({ status: 400, body: INVALID });
    expect(await json(await signInWithRecoveryCode(token, other.codes[0]))).toEqual({ status: 400, body: INVALID });
    expect((await json(await signInWithRecoveryCode(token, 'ABCD-EFGH'))).body.fieldCodes).toEqual({ recoveryCode: 'RECOVERY_CODE_FORMAT' });
    expect((await json(await signInWithRecoveryCode(token, 'IIII-OOOO-0000-1111'))).body.fieldCodes).toEqual({ recoveryCode: 'RECOVERY_CODE_FORMAT' });
    expect((await json(await signInWithRecoveryCode(token, undefined))).body.fieldCodes).toEqual({ recoveryCode: 'RECOVERY_CODE_REQUIRED' });
    // The other member's code still works for them.
    expect((await signInWithRecoveryCode(await gg2FAToken(other.username), other.codes[0])).status).toBe(200);
  });

  it('opens only with the step token (an access token or none: 401), and not once 2FA was turned off', async () => {
    const member = await memberWith2fa();
    expect((await signInWithRecoveryCode(member.accessToken, member.codes[0])).status).toBe(401);
    expect((await server.api('/api/auth/client/gg-2fa/recovery', postJson({ recoveryCode: member.codes[0] }))).status).toBe(401);
    const token = await gg2FAToken(member.username);
    expect((await post('gg-2fa/disabled', member.accessToken, { password: DEMO_PASSWORD, code: member.nextCode() })).status).toBe(200);
    expect((await signInWithRecoveryCode(token, member.codes[0])).status).toBe(401);
  });

  it('of two requests with the same code at once, exactly one signs in', async () => {
    const member = await memberWith2fa();
    const tokens = await Promise.all([1, 2, 3, 4, 5].map(() => gg2FAToken(member.username)));
    const answers = await Promise.all(tokens.map((token) => signInWithRecoveryCode(token, member.codes[4])));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(await codesLeft(member.accessToken)).toBe(9);
  });

  it('counts wrong recovery codes like wrong authenticator codes (one limit for both)', async () => {
    const member = await memberWith2fa();
    const tight = server.variant(
      { rateLimits: { ...GENEROUS_RATE_LIMITS, twoFactorPerUser: { max: 2, windowSeconds: 300 } } },
      { now: clock.now },
    );
    const token = await gg2FAToken(member.username, tight.api);
    expect((await signInWithRecoveryCode(token, 'ABCD-EFGH-JKLM-NPQR', tight.api)).status).toBe(400);
    expect((await tight.api('/api/auth/client/gg-2fa/valid', postJson({ code: '000000' }, bearer(token)))).status).toBe(400);
    // Over the limit: even the right code is not checked.
    const limited = await signInWithRecoveryCode(token, member.codes[0], tight.api);
    expect(limited.status).toBe(429);
    expect(await codesLeft(member.accessToken)).toBe(10);
    clock.advance(300);
    expect((await signInWithRecoveryCode(token, member.codes[0], tight.api)).status).toBe(401);
    // (the step token lived 5 minutes: a new sign-in step takes the code)
    expect((await signInWithRecoveryCode(await gg2FAToken(member.username, tight.api), member.codes[0], tight.api)).status).toBe(200);
  });
});

describe('POST /api/auth/client/gg-2fa/disabled with a recovery code', () => {
  it('turns 2FA off with the password and a recovery code, once, and deletes the other codes', async () => {
    const member = await memberWith2fa();
    const disable = async (body: unknown) => json(await post('gg-2fa/disabled', member.accessToken, body));
    expect((await disable({ password: 'Wrong@123', recoveryCode: member.codes[0] })).body.fieldCodes).toEqual({ password: 'PASSWORD_WRONG' });
    expect((await disable({ password: DEMO_PASSWORD, recoveryCode: 'ABCD-EFGH-JKLM-NPQR' })).body).toEqual(INVALID);
    // Exactly one second factor.
    expect((await disable({ password: DEMO_PASSWORD })).body.fieldCodes).toEqual({ code: 'SECOND_FACTOR_CHOICE' });
    expect((await disable({ password: DEMO_PASSWORD, code: member.nextCode(), recoveryCode: member.codes[0] })).body.fieldCodes).toEqual({
      code: 'SECOND_FACTOR_CHOICE',
    });
    expect(await codesLeft(member.accessToken)).toBe(10);

    const disabled = await disable({ password: DEMO_PASSWORD, recoveryCode: member.codes[0] });
    expect(disabled).toEqual({ status: 200, body: { statusCode: 200, message: 'Disabled 2FA successfully', data: { message: 'Disabled 2FA successfully' } } });
    expect((await (await profile(server.api, member.accessToken)).json()).data.is2FAEnabled).toBe(false);
    expect(await codesLeft(member.accessToken)).toBe(0);
    expect(await server.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, await userIdOf(server.db, member.username)))).toEqual([]);
    expect((await alertsOf(member.username)).filter((change) => change === 'TWO_FACTOR_OFF')).toHaveLength(1);
    expect((await login(server.api, member.username)).body.data.validGG2FA).toBe(true);
  });

  it('a used code does not turn it off', async () => {
    const member = await memberWith2fa();
    expect((await signInWithRecoveryCode(await gg2FAToken(member.username), member.codes[0])).status).toBe(200);
    const refused = await json(await post('gg-2fa/disabled', member.accessToken, { password: DEMO_PASSWORD, recoveryCode: member.codes[0] }));
    expect(refused).toEqual({ status: 400, body: INVALID });
  });
});

describe('POST /api/auth/client/gg-2fa/recovery-codes: new codes', () => {
  it('need the password and an authenticator code (a recovery code does not do)', async () => {
    const member = await memberWith2fa();
    const renew = async (body: unknown) => json(await post('gg-2fa/recovery-codes', member.accessToken, body));
    expect((await renew({ code: member.nextCode() })).body.fieldCodes).toEqual({ password: 'PASSWORD_REQUIRED' });
    expect((await renew({ password: 'Wrong@123', code: member.nextCode() })).body.fieldCodes).toEqual({ password: 'PASSWORD_WRONG' });
    expect((await renew({ password: DEMO_PASSWORD })).body.fieldCodes).toEqual({ code: 'CODE_REQUIRED' });
    expect((await renew({ password: DEMO_PASSWORD, code: member.codes[0] })).body.fieldCodes).toEqual({ code: 'CODE_FORMAT' });
    expect((await renew({ password: DEMO_PASSWORD, code: '000000' })).body.fieldCodes).toEqual({ code: 'INVALID_VERIFICATION_CODE' });
    expect(await codesLeft(member.accessToken)).toBe(10);
  });

  it('replace every old code (used or not), alert the member, and count ten again', async () => {
    const member = await memberWith2fa();
    expect((await signInWithRecoveryCode(await gg2FAToken(member.username), member.codes[0])).status).toBe(200);
    expect(await codesLeft(member.accessToken)).toBe(9);

    const response = await post('gg-2fa/recovery-codes', member.accessToken, { password: DEMO_PASSWORD, code: member.nextCode() });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = await response.json();
    expect(body.message).toBe('New recovery codes made');
    const fresh = body.data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => member.codes.includes(code))).toBe(false);
    expect(await codesLeft(member.accessToken)).toBe(10);
    expect((await alertsOf(member.username)).filter((change) => change === 'RECOVERY_CODES_RENEWED')).toHaveLength(1);

    expect(await json(await signInWithRecoveryCode(await gg2FAToken(member.username), member.codes[1]))).toEqual({ status: 400, body: INVALID });
    expect((await signInWithRecoveryCode(await gg2FAToken(member.username), fresh[0])).status).toBe(200);
  });

  it('are refused while 2FA is off', async () => {
    const member = await newMember(server.api, 'rc');
    const refused = await json(await post('gg-2fa/recovery-codes', member.accessToken, { password: DEMO_PASSWORD, code: '123456' }));
    expect(refused).toEqual({ status: 400, body: { statusCode: 400, code: 'TWO_FACTOR_OFF', message: 'Two-factor authentication is off' } });
  });
});
