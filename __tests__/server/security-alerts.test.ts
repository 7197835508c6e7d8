import { asc, eq } from 'drizzle-orm';

import { creditDeposit } from '@/server/operations/money-operations';
import { outbox, users } from '@/server/db/schema';
import { DEMO_PASSWORD, DEMO_SECURE_PASSWORD } from '@/server/db/seed-data/members';
import { totpCode } from '@/server/domain/totp';

import { securityChangesOf } from './helpers/alerts';
import { fundedMember, userIdOf } from './helpers/orders';
import { bearer, postJson, refresh, signIn } from './helpers/auth';
import { json, newMember, setSecurePasswordByLink } from './helpers/forms';
import { createTestClock } from './helpers/testClock';
import { createTestApp, TEST_OPS_TOKEN, TEST_PUBLIC_URL } from './helpers/testApp';
import { readyToWithdraw } from './helpers/withdrawals';
import type { TestApp } from './helpers/testApp';

const clock = createTestClock({ frozenAt: new Date(Math.floor(Date.now() / 30_000) * 30_000) });
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({}, { now: clock.now });
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

type Member = Awaited<ReturnType<typeof newMember>>;
const NEW_SECURE = 'Vault$2026x';

const patch = (path: string, token: string, body: unknown) =>
  server.api(`/api/auth/client/${path}`, { ...postJson(body, bearer(token)), method: 'PATCH' });
const post = (path: string, token: string, body: unknown = {}) => server.api(`/api/auth/client/${path}`, postJson(body, bearer(token)));
const notMe = (token: string) => server.api('/api/public/client/not-me', postJson({ token }));
const unblock = (username: string) =>
  server.app.request(`/api/ops/member/${username}/unblock`, { method: 'POST', headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` } });

async function mailsTo(username: string) {
  const rows = await server.db.select().from(outbox).orderBy(asc(outbox.id));
  return rows.filter((row) => row.to === `${username}@example.com`);
}

const alertsOf = (username: string) => securityChangesOf(server.db, username);

/** The token of the last link to `page` e-mailed to the member. */
async function lastLinkToken(username: string, page: string): Promise<string> {
  const mail = (await mailsTo(username)).filter((row) => row.body.includes(`${TEST_PUBLIC_URL}/${page}?token=`)).at(-1)!;
  return new URL(new RegExp(`${TEST_PUBLIC_URL}/${page}\\?token=\\S+`).exec(mail.body)![0]).searchParams.get('token')!;
}

/** A fresh member with a secure password (the first one is set through the e-mailed link). */
async function memberWithSecurePassword(prefix: string): Promise<Member> {
  const member = await newMember(server.api, prefix);
  await setSecurePasswordByLink(server.api, server.db, member, DEMO_SECURE_PASSWORD);
  return member;
}

describe('secure password: step-up and alert', () => {
  it('changes with the current secure password, and e-mails and notifies with a not-me link', async () => {
    const member = await memberWithSecurePassword('step');
    const before = (await mailsTo(member.username)).length;
    const changed = await patch('change-secure-password', member.accessToken, { currentSecurePassword: DEMO_SECURE_PASSWORD, newSecurePassword: NEW_SECURE });
    expect(changed.status).toBe(200);
    const mails = await mailsTo(member.username);
    expect(mails).toHaveLength(before + 1);
    // In the member's language: Vietnamese until the portal says otherwise.
    expect(mails.at(-1)!).toMatchObject({ kind: 'SECURITY_ALERT', language: 'vi-VN', subject: 'Cảnh báo bảo mật: tài khoản FilHub của bạn vừa thay đổi' });
    expect(mails.at(-1)!.body).toMatch(/Mật khẩu bảo mật .* đã được thay đổi/);
    expect(mails.at(-1)!.body).toMatch(new RegExp(`${TEST_PUBLIC_URL}/not-me\\?token=[A-Za-z0-9_-]{43}`));
    // The first one (by the e-mailed link) is set, the second changed.
    expect((await alertsOf(member.username)).sort()).toEqual(['SECURE_PASSWORD', 'SECURE_PASSWORD_SET']);
  });
});

describe('forgotten secure password', () => {
  const reset = (token: string, accessToken: string, newSecurePassword = NEW_SECURE) =>
    post('secure-password/reset', accessToken, { token, newSecurePassword });
  const INVALID = { statusCode: 400, code: 'SECURE_RESET_LINK_INVALID', message: 'This link is invalid or has expired', errors: { token: 'This link is invalid or has expired' }, fieldCodes: { token: 'SECURE_RESET_LINK_INVALID' } };

  it('sets it once when the same link is sent twenty times at once', async () => {
    const member = await memberWithSecurePassword('race');
    await post('secure-password/forgot', member.accessToken);
    const token = await lastLinkToken(member.username, 'reset-secure-password');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => reset(token, member.accessToken, `Race$2026${i}x`)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(400)]);
  });

  it('e-mails a link that sets a new secure password once', async () => {
    const member = await memberWithSecurePassword('forgot');
    const asked = await json(await post('secure-password/forgot', member.accessToken));
    expect(asked.body.message).toBe('We sent you an e-mail with a link to set a new secure password');
    const token = await lastLinkToken(member.username, 'reset-secure-password');

    expect((await reset(token, member.accessToken)).status).toBe(200);
    expect(await json(await reset(token, member.accessToken, 'Other$2026y'))).toEqual({ status: 400, body: INVALID });
    // The first one (by the e-mailed link) is set, the second changed.
    expect((await alertsOf(member.username)).sort()).toEqual(['SECURE_PASSWORD', 'SECURE_PASSWORD_SET']);
    // The new secure password is the one asked now.
    const step = await patch('change-secure-password', member.accessToken, { currentSecurePassword: NEW_SECURE, newSecurePassword: 'Third$2026z' });
    expect(step.status).toBe(200);
  });

  it('refuses an expired link and another member\'s link', async () => {
    const member = await memberWithSecurePassword('forgot');
    const other = await newMember(server.api, 'other');
    await post('secure-password/forgot', member.accessToken);
    const token = await lastLinkToken(member.username, 'reset-secure-password');
    expect(await json(await reset(token, other.accessToken))).toEqual({ status: 400, body: INVALID });
    clock.advance(31 * 60);
    const later = await signIn(server.api, member.username);
    expect(await json(await reset(token, later.accessToken))).toEqual({ status: 400, body: INVALID });
  });
});

describe('the first secure password is set, not changed', () => {
  it('answers "Secure password set", alerts SECURE_PASSWORD_SET (the e-mail says set) and holds money out saying so', async () => {
    const member = await fundedMember(server.api, server.db, 'firstset', { EV: '100' });
    await server.db.update(users).set({ securePasswordHash: null }).where(eq(users.id, member.id));
    await post('secure-password/forgot', member.accessToken);
    const token = await lastLinkToken(member.username, 'reset-secure-password');
    const answer = await json(await post('secure-password/reset', member.accessToken, { token, newSecurePassword: NEW_SECURE }));
    expect(answer).toMatchObject({ status: 200, body: { message: 'Secure password set' } });
    expect((await alertsOf(member.username)).at(-1)).toBe('SECURE_PASSWORD_SET');
    const alert = (await mailsTo(member.username)).filter((mail) => mail.kind === 'SECURITY_ALERT').at(-1)!;
    expect(alert.body).toMatch(/Mật khẩu bảo mật .* đã được đặt lần đầu/);
    expect(alert.body).not.toMatch(/đã được thay đổi/);

    const until = new Date(clock.now().getTime() + 24 * 3_600_000).toISOString();
    const status = await json(await server.api('/api/auth/transaction/money-out', { headers: bearer(member.accessToken) }));
    expect(status.body.data).toMatchObject({ heldUntil: until, holdReason: 'SECURE_PASSWORD_SET' });
    const refused = await json(await server.api('/api/auth/transaction/transfer', postJson({ amount: '10', toUsername: 'demo', securePassword: NEW_SECURE }, bearer(member.accessToken))));
    expect(refused).toMatchObject({ status: 403, body: { code: 'MONEY_OUT_HELD', errors: { heldUntil: until, holdReason: 'SECURE_PASSWORD_SET' } } });

    // A later change of it is a change, and the hold's reason follows the hold that now ends last.
    clock.advance(60);
    expect((await patch('change-secure-password', member.accessToken, { currentSecurePassword: NEW_SECURE, newSecurePassword: 'Third$2026z' })).status).toBe(200);
    expect((await alertsOf(member.username)).at(-1)).toBe('SECURE_PASSWORD');
    const after = await json(await server.api('/api/auth/transaction/money-out', { headers: bearer(member.accessToken) }));
    expect(after.body.data.holdReason).toBe('SECURE_PASSWORD_CHANGED');
  });
});

describe('"this was not me"', () => {
  const transfer = (token: string) =>
    server.api('/api/auth/transaction/transfer', postJson({ amount: '10', toUsername: 'demo', securePassword: DEMO_SECURE_PASSWORD }, bearer(token)));
  const withdraw = (token: string, addressId: string) =>
    server.api('/api/auth/transaction/withdraw', postJson({ amount: '25', addressId, securePassword: DEMO_SECURE_PASSWORD }, bearer(token)));
  const BLOCKED = { statusCode: 403, code: 'MONEY_OUT_BLOCKED', message: 'Money out is blocked after a security alert; contact support' };

  it('ends every session and blocks transfers and withdrawals until an operator unblocks, then holds them a day; the link works once', async () => {
    const member = await newMember(server.api, 'notme');
    const second = await signIn(server.api, member.username);
    await setSecurePasswordByLink(server.api, server.db, member, DEMO_SECURE_PASSWORD);
    const id = await userIdOf(server.db, member.username);
    // KYC approved, a usable book address and no hold yet (the secure password's link started one).
    const addressId = await readyToWithdraw(server.db, id);
    await creditDeposit(server.db, id, 'EV', '100', 'TEST-NOTME-EV', clock.now());
    await creditDeposit(server.db, id, 'USDT', '100', 'TEST-NOTME-USDT', clock.now());
    const token = await lastLinkToken(member.username, 'not-me');

    const answered = await json(await notMe(token));
    expect(answered.status).toBe(200);
    expect(answered.body.message).toMatch(/^Your account is secured/);
    expect((await refresh(server.api, member.refreshToken)).status).toBe(401);
    expect((await refresh(server.api, second.refreshToken)).status).toBe(401);
    expect((await json(await notMe(token))).body.errors).toEqual({ token: 'This link is invalid, expired or already used' });

    const fresh = await signIn(server.api, member.username);
    expect(await json(await transfer(fresh.accessToken))).toEqual({ status: 403, body: BLOCKED });
    expect(await json(await withdraw(fresh.accessToken, addressId))).toEqual({ status: 403, body: BLOCKED });

    expect((await unblock(member.username)).status).toBe(200);
    expect((await unblock(member.username)).status).toBe(409);
    // The unblock is a security change: a day's hold, whose answer says until when.
    const until = new Date(clock.now().getTime() + 24 * 3_600_000).toISOString();
    const held = {
      statusCode: 403,
      code: 'MONEY_OUT_HELD',
      message: `Transfers and withdrawals are on hold until ${until} after a security change of your account`,
      errors: { heldUntil: until, holdReason: 'UNBLOCKED' },
    };
    expect(await json(await transfer(fresh.accessToken))).toEqual({ status: 403, body: held });
    expect(await json(await withdraw(fresh.accessToken, addressId))).toEqual({ status: 403, body: held });
    clock.advance(24 * 60 * 60 + 1);
    const dayLater = await signIn(server.api, member.username);
    expect((await transfer(dayLater.accessToken)).status).toBe(200);
    expect((await withdraw(dayLater.accessToken, addressId)).status).toBe(200);
  });

  it('refuses an unknown or expired link', async () => {
    expect((await notMe('x'.repeat(43))).status).toBe(400);
    const member = await newMember(server.api, 'notme');
    await setSecurePasswordByLink(server.api, server.db, member, DEMO_SECURE_PASSWORD);
    const token = await lastLinkToken(member.username, 'not-me');
    clock.advance(7 * 24 * 60 * 60 + 1);
    expect((await notMe(token)).status).toBe(400);
    const [row] = await server.db.select().from(users).where(eq(users.username, member.username));
    expect(row.moneyOutBlockedAt).toBeNull();
  });

  it('works from the in-app alert for the signed-in member', async () => {
    const member = await newMember(server.api, 'notme');
    expect((await post('security/not-me', member.accessToken)).status).toBe(200);
    expect((await refresh(server.api, member.refreshToken)).status).toBe(401);
    const [row] = await server.db.select().from(users).where(eq(users.username, member.username));
    expect(row.moneyOutBlockedAt).not.toBeNull();
  });
});

describe('every credential change sends an alert (e-mail and notification)', () => {
  it('password, secure password, 2FA on and off, payout details, anti-phishing code', async () => {
    const member = await newMember(server.api, 'alerts');
    const expectAlert = async (change: string, count: number) => {
      expect((await alertsOf(member.username)).filter((kind) => kind === change)).toHaveLength(count);
      expect((await mailsTo(member.username)).filter((mail) => mail.kind === 'SECURITY_ALERT')).not.toHaveLength(0);
    };
    const mailsBefore = (await mailsTo(member.username)).length;

    expect((await patch('change-password', member.accessToken, { currentPassword: DEMO_PASSWORD, newPassword: 'Fresh#Pass2026' })).status).toBe(200);
    await expectAlert('PASSWORD', 1);

    await setSecurePasswordByLink(server.api, server.db, member, NEW_SECURE);
    await expectAlert('SECURE_PASSWORD_SET', 1);

    const { secret } = (await (await server.api('/api/auth/client/gg-2fa/setup', { headers: bearer(member.accessToken) })).json()).data;
    const code = () => totpCode(secret, clock.now().getTime());
    expect((await post('gg-2fa/enable', member.accessToken, { securePassword: NEW_SECURE, code: code() })).status).toBe(200);
    await expectAlert('TWO_FACTOR_ON', 1);
    clock.advance(30);
    expect((await post('gg-2fa/disabled', member.accessToken, { password: 'Fresh#Pass2026', code: code() })).status).toBe(200);
    await expectAlert('TWO_FACTOR_OFF', 1);

    const saved = await post('update-payment', member.accessToken, {
      bankCode: 'VCB',
      accountNumber: '0123456789',
      accountName: 'LE VAN THU',
      securePassword: NEW_SECURE,
    });
    expect(saved.status).toBe(200);
    await expectAlert('PAYOUT', 1);

    const phrase = await server.api('/api/auth/client/anti-phishing', {
      ...postJson({ securePassword: NEW_SECURE, phrase: 'Sen trắng 2026' }, bearer(member.accessToken)),
      method: 'PUT',
    });
    expect(phrase.status).toBe(200);
    await expectAlert('ANTI_PHISHING', 1);

    // Six alerts, and the link that set the secure password.
    expect((await mailsTo(member.username)).length - mailsBefore).toBe(7);
  });
});

describe('the hold after a login-password change (like the other security changes)', () => {
  const transfer = (token: string) =>
    server.api('/api/auth/transaction/transfer', postJson({ amount: '10', toUsername: 'demo', securePassword: DEMO_SECURE_PASSWORD }, bearer(token)));
  const withdraw = (token: string, addressId: string) =>
    server.api('/api/auth/transaction/withdraw', postJson({ amount: '25', addressId, securePassword: DEMO_SECURE_PASSWORD }, bearer(token)));

  it('refuses transfers and withdrawals for securityHoldHours with the hold\'s error and its end; swaps stay open', async () => {
    const member = await fundedMember(server.api, server.db, 'pwhold', { EV: '100', USDT: '200' });
    const addressId = await readyToWithdraw(server.db, member.id);
    // Open before the change.
    expect((await transfer(member.accessToken)).status).toBe(200);

    const changed = await patch('change-password', member.accessToken, { currentPassword: DEMO_PASSWORD, newPassword: 'Fresh#Pass2026' });
    expect(changed.status).toBe(200);
    const until = new Date(clock.now().getTime() + 24 * 3_600_000).toISOString();
    const held = {
      statusCode: 403,
      code: 'MONEY_OUT_HELD',
      message: `Transfers and withdrawals are on hold until ${until} after a security change of your account`,
      errors: { heldUntil: until, holdReason: 'PASSWORD_CHANGED' },
    };
    expect(await json(await transfer(member.accessToken))).toEqual({ status: 403, body: held });
    expect(await json(await withdraw(member.accessToken, addressId))).toEqual({ status: 403, body: held });
    // The wallet's notice says the same.
    const status = await json(await server.api('/api/auth/transaction/money-out', { headers: bearer(member.accessToken) }));
    expect(status.body.data).toMatchObject({ blocked: false, heldUntil: until, holdReason: 'PASSWORD_CHANGED' });
    const swap = await server.api(
      '/api/auth/transaction/swap',
      postJson({ fromSymbol: 'USDT', toSymbol: 'EV', amount: '10', securePassword: DEMO_SECURE_PASSWORD }, bearer(member.accessToken)),
    );
    expect(swap.status).toBe(200);

    clock.advance(24 * 60 * 60 + 1);
    const later = await signIn(server.api, member.username, 'Fresh#Pass2026');
    expect((await transfer(later.accessToken)).status).toBe(200);
    expect((await withdraw(later.accessToken, addressId)).status).toBe(200);
  });
});
