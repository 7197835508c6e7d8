import { asc, eq } from 'drizzle-orm';

import { outbox, users } from '@/server/db/schema';
import { DEMO_ANTI_PHISHING_PHRASE, DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { newTotpSecret, totpCode } from '@/server/domain/totp';
import { createMailDelivery } from '@/server/mail/delivery';
import type { SmtpMessage } from '@/server/mail/delivery';

import { securityChangesOf } from './helpers/alerts';
import { bearer, postJson, signIn, UNAUTHORIZED } from './helpers/auth';
import { json } from './helpers/forms';
import { fundedMember, secure } from './helpers/orders';
import { createTestApp, GENEROUS_RATE_LIMITS } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;
/** Mail goes to a fake SMTP server here, so that the log holds only what the app itself logs. */
const smtpSent: SmtpMessage[] = [];
const mail = createMailDelivery({ smtpUrl: 'smtp://smtp.test:587', mailFrom: 'x@y.z', production: false }, () => async (message) => {
  smtpSent.push(message);
});
/** Everything the app wrote to the console. */
const logged: string[] = [];

beforeAll(async () => {
  server = await createTestApp({}, { mail });
  for (const level of ['info', 'warn', 'error', 'log', 'debug'] as const) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
  }
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

type Member = Awaited<ReturnType<typeof fundedMember>>;

const read = (token: string) => server.api('/api/auth/client/anti-phishing', { headers: bearer(token) });
const save = (token: string, body: unknown) =>
  server.api('/api/auth/client/anti-phishing', { ...postJson(body, bearer(token)), method: 'PUT' });
const setPhrase = (member: Member, phrase: string | null) => save(member.accessToken, { ...secure, phrase });

async function mailsTo(username: string) {
  const rows = await server.db.select().from(outbox).orderBy(asc(outbox.id));
  return rows.filter((row) => row.to === `${username}@example.com`);
}

async function storedPhrase(username: string) {
  const [row] = await server.db.select({ phrase: users.antiPhishingPhrase }).from(users).where(eq(users.username, username));
  return row.phrase;
}

const alertsOf = (username: string) => securityChangesOf(server.db, username);

const forgot = (username: string) => server.api('/api/public/client/forgot', postJson({ email: `${username}@example.com` }));

describe('the anti-phishing code', () => {
  it('is not set for a new member, and is read only with a bearer', async () => {
    const member = await fundedMember(server.api, server.db, 'apnew');
    expect(await json(await read(member.accessToken))).toEqual({ status: 200, body: { statusCode: 200, message: 'OK', data: { isSet: false, hint: null } } });
    expect(await json(await server.api('/api/auth/client/anti-phishing'))).toEqual({ status: 401, body: UNAUTHORIZED });
    expect((await save('not-a-token', { ...secure, phrase: 'Sen hồng 1' })).status).toBe(401);
  });

  it('is set with the secure password, alerts the member, and is shown back only as a hint', async () => {
    const member = await fundedMember(server.api, server.db, 'apset');
    const phrase = '  Mèo vàng ăn cá 2026  ';
    const saved = await json(await setPhrase(member, phrase));
    expect(saved).toEqual({ status: 200, body: { statusCode: 200, message: 'Anti-phishing code saved', data: { isSet: true, hint: 'Mè••••••' } } });
    // Trimmed, in NFC.
    expect(await storedPhrase(member.username)).toBe('Mèo vàng ăn cá 2026');
    const answer = await (await read(member.accessToken)).text();
    expect(JSON.parse(answer).data).toEqual({ isSet: true, hint: 'Mè••••••' });
    expect(answer).not.toContain('vàng');

    expect(await alertsOf(member.username)).toEqual(['ANTI_PHISHING']);
    const alert = (await mailsTo(member.username)).at(-1)!;
    expect(alert.kind).toBe('SECURITY_ALERT');
    // The first code: the alert already shows it.
    expect(alert.body.split('\n')[0]).toContain('Mèo vàng ăn cá 2026');
    expect(alert.html).toContain('Mèo vàng ăn cá 2026');
  });

  it('refuses a wrong or missing secure password and changes nothing', async () => {
    const member = await fundedMember(server.api, server.db, 'appass');
    const wrong = await json(await save(member.accessToken, { securePassword: 'Wrong@12345', phrase: 'Sen hồng 1' }));
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
    const missing = await json(await save(member.accessToken, { phrase: 'Sen hồng 1' }));
    expect(missing.body.fieldCodes).toEqual({ securePassword: 'SECURE_PASSWORD_MISSING' });
    expect(await storedPhrase(member.username)).toBeNull();
    expect(await alertsOf(member.username)).toEqual([]);
  });

  it('is not changed with the login password alone (a phisher has it): the secure password is asked for', async () => {
    const member = await fundedMember(server.api, server.db, 'apphish');
    const phished = await json(await save(member.accessToken, { password: DEMO_PASSWORD, phrase: 'Kẻ trộm 12' }));
    expect(phished.status).toBe(400);
    expect(phished.body.fieldCodes).toEqual({ securePassword: 'SECURE_PASSWORD_MISSING' });
    const asLoginPassword = await json(await save(member.accessToken, { securePassword: DEMO_PASSWORD, phrase: 'Kẻ trộm 12' }));
    expect(asLoginPassword.body.fieldCodes).toEqual({ securePassword: 'SECURE_PASSWORD_WRONG' });
    expect(await storedPhrase(member.username)).toBeNull();
    expect(await alertsOf(member.username)).toEqual([]);
  });

  it('with 2FA on, also asks for the authenticator code (each code once)', async () => {
    const member = await fundedMember(server.api, server.db, 'ap2fa');
    const secret = newTotpSecret();
    await server.db.update(users).set({ is2FAEnabled: true, totpSecret: secret }).where(eq(users.username, member.username));
    expect((await json(await setPhrase(member, 'Hai lớp 21'))).body.fieldCodes).toEqual({ code: 'CODE_MISSING' });
    expect((await json(await save(member.accessToken, { ...secure, code: '000000', phrase: 'Hai lớp 21' }))).body.fieldCodes).toEqual({ code: 'INVALID_VERIFICATION_CODE' });
    const code = totpCode(secret, Date.now());
    expect((await save(member.accessToken, { ...secure, code, phrase: 'Hai lớp 21' })).status).toBe(200);
    expect((await json(await save(member.accessToken, { ...secure, code, phrase: 'Hai lớp 22' }))).body.fieldCodes).toEqual({ code: 'CODE_ALREADY_USED' });
    expect(await storedPhrase(member.username)).toBe('Hai lớp 21');
  });

  it('counts wrong secure passwords against the password-check limit', async () => {
    const limited = server.variant({ rateLimits: { ...GENEROUS_RATE_LIMITS, passwordCheckPerUser: { max: 2, windowSeconds: 600 } } }, { mail });
    const member = await fundedMember(limited.api, server.db, 'aplimit');
    const attempt = (securePassword: string) =>
      limited.api('/api/auth/client/anti-phishing', { ...postJson({ securePassword, phrase: 'Sen hồng 1' }, bearer(member.accessToken)), method: 'PUT' });
    expect((await attempt('Wrong@1')).status).toBe(400);
    expect((await attempt('Wrong@2')).status).toBe(400);
    expect((await attempt(secure.securePassword)).status).toBe(429);
    expect(await storedPhrase(member.username)).toBeNull();
  });

  it.each([
    ['too short', 'abc', 'ANTI_PHISHING_LENGTH'],
    ['too long', 'x'.repeat(33), 'ANTI_PHISHING_LENGTH'],
    ['only spaces', '     ', 'ANTI_PHISHING_REQUIRED'],
    ['a control character', 'Sen\u0007hồng', 'ANTI_PHISHING_CHARACTERS'],
    ['a line break', 'Sen\nhồng', 'ANTI_PHISHING_CHARACTERS'],
    ['an invisible character', 'Sen\u200bhồng', 'ANTI_PHISHING_CHARACTERS'],
    ['a right-to-left override', 'Sen\u202ehồng', 'ANTI_PHISHING_CHARACTERS'],
    ['a NUL', 'Sen\u0000hồng', 'NUL_NOT_ALLOWED'],
    ['a number', 12345, 'ANTI_PHISHING_NOT_TEXT'],
  ])('refuses %s', async (_, phrase, code) => {
    const member = await fundedMember(server.api, server.db, 'aprule');
    const refused = await json(await setPhrase(member, phrase as string));
    expect(refused.status).toBe(400);
    expect(refused.body.fieldCodes).toEqual({ phrase: code });
    expect(await storedPhrase(member.username)).toBeNull();
  });

  it('takes 4 to 32 characters of any script, counted as characters', async () => {
    const member = await fundedMember(server.api, server.db, 'aplen');
    expect((await setPhrase(member, 'Ngõ4')).status).toBe(200);
    const longest = 'Đường về nhà bà ngoại #2026 ☀️!'.padEnd(32, '.');
    expect([...longest]).toHaveLength(32);
    expect((await setPhrase(member, longest)).status).toBe(200);
    expect(await storedPhrase(member.username)).toBe(longest);
    expect((await setPhrase(member, `${longest}x`)).status).toBe(400);
  });

  it('changes: the alert shows the code the member knew, the next mails the new one; removing works the same', async () => {
    const member = await fundedMember(server.api, server.db, 'apchg');
    await setPhrase(member, 'Cũ mà tin 11');
    expect((await setPhrase(member, 'Mới toanh 22')).status).toBe(200);
    const change = (await mailsTo(member.username)).at(-1)!;
    expect(change.kind).toBe('SECURITY_ALERT');
    expect(change.body.split('\n')[0]).toContain('Cũ mà tin 11');
    expect(change.body).not.toContain('Mới toanh 22');
    expect(change.html).not.toContain('Mới toanh 22');

    await forgot(member.username);
    const reset = (await mailsTo(member.username)).at(-1)!;
    expect(reset.kind).toBe('PASSWORD_RESET');
    expect(reset.body.split('\n')[0]).toContain('Mới toanh 22');
    expect(reset.html).toContain('Mới toanh 22');

    const removed = await json(await setPhrase(member, null));
    expect(removed.body).toMatchObject({ message: 'Anti-phishing code removed', data: { isSet: false, hint: null } });
    expect(await storedPhrase(member.username)).toBeNull();
    const removal = (await mailsTo(member.username)).at(-1)!;
    expect(removal.body.split('\n')[0]).toContain('Mới toanh 22');

    await forgot(member.username);
    const plain = (await mailsTo(member.username)).at(-1)!;
    expect(plain.body).not.toContain('Mới toanh 22');
    expect(plain.body.split('\n')[0]).toBe('FilHub');
    expect(await alertsOf(member.username)).toEqual(['ANTI_PHISHING', 'ANTI_PHISHING', 'ANTI_PHISHING']);
  });

  it('saving the same code again (or removing none) changes nothing and sends no alert', async () => {
    const member = await fundedMember(server.api, server.db, 'apsame');
    expect((await setPhrase(member, null)).status).toBe(200);
    await setPhrase(member, 'Giống hệt 33');
    const mails = (await mailsTo(member.username)).length;
    expect((await setPhrase(member, ' Giống hệt 33 ')).status).toBe(200);
    expect(await mailsTo(member.username)).toHaveLength(mails);
    expect(await alertsOf(member.username)).toEqual(['ANTI_PHISHING']);
  });

  it("is each member's own: another member's bearer neither reads nor changes it", async () => {
    const owner = await fundedMember(server.api, server.db, 'apown');
    const thief = await fundedMember(server.api, server.db, 'apthief');
    await setPhrase(owner, 'Chủ nhà 44');
    expect((await json(await read(thief.accessToken))).body.data).toEqual({ isSet: false, hint: null });
    // No id to aim at: the query and a body naming the owner are ignored, the thief's own code is what changes.
    const aimed = await server.api(`/api/auth/client/anti-phishing?userId=${owner.username}`, {
      ...postJson({ ...secure, phrase: 'Kẻ trộm 55', username: owner.username }, bearer(thief.accessToken)),
      method: 'PUT',
    });
    expect(aimed.status).toBe(200);
    expect(await storedPhrase(owner.username)).toBe('Chủ nhà 44');
    expect(await storedPhrase(thief.username)).toBe('Kẻ trộm 55');
    expect(await alertsOf(owner.username)).toEqual(['ANTI_PHISHING']);
  });

  it('is never logged, and never sent back whole', async () => {
    const member = await fundedMember(server.api, server.db, 'aplog');
    logged.length = 0;
    const secret = 'Bí mật tuyệt đối 77';
    const answers = [await setPhrase(member, secret), await read(member.accessToken), await setPhrase(member, 'Khác hẳn 88')];
    await forgot(member.username);
    await setPhrase(member, null);
    for (const answer of answers) expect(await answer.text()).not.toContain('tuyệt đối');
    expect(logged.join('\n')).not.toContain('tuyệt');
    expect(logged.join('\n')).not.toContain('Khác hẳn');
    expect(logged.join('\n')).toMatch(/set their anti-phishing code/);
    // ...but the mails, over SMTP, carry it in both parts.
    const toMember = smtpSent.filter((message) => message.to === `${member.username}@example.com`);
    expect(toMember.some((message) => message.text.includes('Khác hẳn 88') && message.html.includes('Khác hẳn 88'))).toBe(true);
  });

  it('demo has one from the seed, shown at the top of its mail', async () => {
    await forgot('demo');
    const [last] = (await mailsTo('demo')).slice(-1);
    expect(last.body.split('\n')[0]).toContain(DEMO_ANTI_PHISHING_PHRASE);
    const demo = await signIn(server.api, 'demo');
    expect((await json(await read(demo.accessToken))).body.data).toEqual({ isSet: true, hint: 'Ho••••••' });
  });
});
