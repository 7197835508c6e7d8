import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { asc, eq } from 'drizzle-orm';

import { vapidKeyringOf } from '@/server/app';
import { outbox, users } from '@/server/db/schema';
import { deliverDueAlerts } from '@/server/mail/alert-delivery';
import { DEMO_PASSWORD, DEMO_SECURE_PASSWORD } from '@/server/db/seed-data/members';
import { MAIL_KINDS } from '@/server/domain/mail/catalogue';
import { createMailDelivery } from '@/server/mail/delivery';
import { creditDeposit } from '@/server/operations/money-operations';
import type { SmtpMessage } from '@/server/mail/delivery';

import { bearer, deviceCookieOf, login, postJson, profile, UNAUTHORIZED, withCookie } from './helpers/auth';
import { json, newMember, setSecurePasswordByLink } from './helpers/forms';
import { fundedMember, secure, setPackage, userIdOf } from './helpers/orders';
import { createTestApp, TEST_PUBLIC_URL, testConfig } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { readyToWithdraw } from './helpers/withdrawals';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

type Api = TestApp['api'];

const OTHER_ADDRESS = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
type Member = Awaited<ReturnType<typeof newMember>>;

const setLanguage = (member: Member, language: unknown, api: Api = server.api) =>
  api('/api/auth/client/language', { ...postJson({ language }, bearer(member.accessToken)), method: 'PUT' });
const setPhrase = (member: Member, phrase: string, api: Api = server.api) =>
  api('/api/auth/client/anti-phishing', { ...postJson({ ...secure, phrase }, bearer(member.accessToken)), method: 'PUT' });
const forgot = (username: string, api: Api = server.api) => api('/api/public/client/forgot', postJson({ email: `${username}@example.com` }));

async function mailsTo(username: string) {
  const rows = await server.db.select().from(outbox).orderBy(asc(outbox.id));
  return rows.filter((row) => row.to === `${username}@example.com`);
}

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe("the member's language", () => {
  it('is Vietnamese by default, set by the portal, and in the profile', async () => {
    const member = await newMember(server.api, 'lang');
    expect((await json(await profile(server.api, member.accessToken))).body.data.language).toBe('vi-VN');
    expect(await json(await setLanguage(member, 'en-US'))).toEqual({
      status: 200,
      body: { statusCode: 200, message: 'OK', data: { language: 'en-US' } },
    });
    expect((await json(await profile(server.api, member.accessToken))).body.data.language).toBe('en-US');
  });

  it('refuses other languages, and needs a member', async () => {
    const member = await newMember(server.api, 'langbad');
    for (const language of ['fr-FR', 'en', '', null, 7]) {
      const refused = await json(await setLanguage(member, language));
      expect(refused.status).toBe(400);
      expect(refused.body.fieldCodes).toEqual({ language: 'LANGUAGE_INVALID' });
    }
    const anonymous = await server.api('/api/auth/client/language', { ...postJson({ language: 'en-US' }), method: 'PUT' });
    expect(await json(anonymous)).toEqual({ status: 401, body: UNAUTHORIZED });
  });

  it('is the language of every mail to the member, forgot-password included (the member of the address)', async () => {
    const member = await fundedMember(server.api, server.db, 'langmail');
    await forgot(member.username);
    expect((await mailsTo(member.username)).at(-1)).toMatchObject({ language: 'vi-VN', subject: 'Đặt lại mật khẩu FilHub' });
    await setLanguage(member, 'en-US');
    await forgot(member.username);
    await server.api('/api/auth/client/secure-password/forgot', postJson({}, bearer(member.accessToken)));
    await setPhrase(member, 'Blue lotus 9');
    const [reset, secure, alert] = (await mailsTo(member.username)).slice(-3);
    expect(reset).toMatchObject({ kind: 'PASSWORD_RESET', language: 'en-US', subject: 'Reset your FilHub password' });
    expect(reset.body).toContain('Hello Lê Văn Thử,');
    expect(reset.html).toContain('<html lang="en">');
    expect(secure).toMatchObject({ kind: 'SECURE_PASSWORD_RESET', language: 'en-US', subject: 'Set a new FilHub secure password' });
    expect(alert).toMatchObject({ kind: 'SECURITY_ALERT', language: 'en-US', subject: 'Security alert: your FilHub account changed' });
  });
});

describe('a sign-in from a new device', () => {
  const signInFrom = async (username: string, ip: string, cookie: string | null = null) => {
    const { response } = await login(server.apiFrom(ip), username, DEMO_PASSWORD, { 'user-agent': CHROME_WINDOWS, ...withCookie(cookie) });
    expect(response.status).toBe(200);
    return deviceCookieOf(response);
  };

  it('e-mails when, which device and from where, with a "this was not me" link that works; not from a known device', async () => {
    const member = await fundedMember(server.api, server.db, 'ndmail');
    await setPhrase(member, 'Hoa cúc 2026');
    const before = (await mailsTo(member.username)).length;
    const cookie = await signInFrom(member.username, '203.0.113.9');

    const mails = await mailsTo(member.username);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toMatchObject({ kind: 'NEW_DEVICE_SIGN_IN', language: 'vi-VN', subject: 'Đăng nhập mới vào tài khoản FilHub của bạn' });
    for (const part of [mail.body, mail.html!]) {
      expect(part).toContain('Hoa cúc 2026');
      expect(part).toContain('Chrome trên Windows');
      expect(part).toContain('203.0.113.9');
      expect(part).toMatch(/\d\d:\d\d, \d\d\/\d\d\/\d{4} \(giờ Việt Nam, GMT\+7\)/);
    }
    // The same browser again: known, no mail.
    await signInFrom(member.username, '198.51.100.4', cookie);
    expect(await mailsTo(member.username)).toHaveLength(before + 1);

    const token = new URL(new RegExp(`${TEST_PUBLIC_URL}/not-me\\?token=\\S+`).exec(mail.body)![0]).searchParams.get('token')!;
    const notMe = await json(await server.api('/api/public/client/not-me', postJson({ token })));
    expect(notMe.status).toBe(200);
    expect(notMe.body.message).toMatch(/^Your account is secured/);
  });

  it('sends no new-device notice on the first sign-in ever (the sign-up one): only the address verification', async () => {
    const username = `ndfirst${Math.random().toString(36).slice(2, 8)}`;
    const signUp = await server.apiFrom('203.0.113.10')(
      '/api/public/client/sign-up',
      postJson({ username, email: `${username}@example.com`, fullName: 'Lê Văn Thử', phone: '0912345678', password: DEMO_PASSWORD, referrerCode: 'DEMO0001', acceptTerms: true }),
    );
    expect(signUp.status).toBe(200);
    expect((await mailsTo(username)).map((mail) => mail.kind)).toEqual(['EMAIL_VERIFY']);
  });
});

describe('delivery', () => {
  it('gives SMTP the text and the HTML part of every kind the portal sends, each with the code, as the outbox keeps them', async () => {
    const sent: SmtpMessage[] = [];
    const mail = createMailDelivery({ smtpUrl: 'smtp://smtp.test:587', mailFrom: 'x@y.z', production: true }, () => async (message) => {
      sent.push(message);
    });
    const smtp = server.variant({}, { mail });
    const member = await fundedMember(smtp.api, server.db, 'smtpall');
    await setPhrase(member, 'Trống đồng 1', smtp.api);
    await forgot(member.username, smtp.api);
    await setSecurePasswordByLink(smtp.api, server.db, member, DEMO_SECURE_PASSWORD);
    await login(smtp.apiFrom('203.0.113.11'), member.username, DEMO_PASSWORD);
    await smtp.api('/api/auth/client/unlock-link', postJson({ username: member.username }));
    // Money out: an address added to the book, and a withdrawal to one open long ago.
    const memberId = await userIdOf(server.db, member.username);
    const addressId = await readyToWithdraw(server.db, memberId);
    await creditDeposit(server.db, memberId, 'USDT', '50', 'TEST-DEPOSIT-USDT', new Date());
    const added = await smtp.api('/api/auth/client/withdraw-addresses', postJson({ label: 'Ví mới', address: OTHER_ADDRESS, ...secure }, bearer(member.accessToken)));
    expect(added.status).toBe(200);
    const withdrawn = await smtp.api('/api/auth/transaction/withdraw', postJson({ amount: '20', addressId, ...secure }, bearer(member.accessToken)));
    expect(withdrawn.status).toBe(200);
    // A verification link: the member's address unverified again, "resend".
    await server.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, memberId));
    expect((await smtp.api('/api/auth/client/verify-email/resend', postJson({}, bearer(member.accessToken)))).status).toBe(200);
    // A team alert: a member joins their team, and the alert sender delivers it.
    await setPackage(server.db, memberId, 'PKG-GOLD');
    const [{ referralCode }] = await server.db.select({ referralCode: users.referralCode }).from(users).where(eq(users.id, memberId));
    const joined = await smtp.api(
      '/api/public/client/sign-up',
      postJson({ username: `tm${member.username}`.slice(0, 20), email: `tm${member.username}@example.com`, fullName: 'Lê Văn Thử', phone: '0912345678', password: DEMO_PASSWORD, referrerCode: referralCode, acceptTerms: true }),
    );
    expect(joined.status).toBe(200);
    const config = testConfig();
    await deliverDueAlerts({ db: server.db, config, mail, now: () => new Date(), vapidKeys: vapidKeyringOf(server.db, config.push) });
    // Delivery runs after the answers.
    await new Promise((resolve) => setTimeout(resolve, 50));

    const rows = await mailsTo(member.username);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(MAIL_KINDS));
    // The first is the sign-up's verification mail (before the code was set; the helper took it out of the outbox).
    const toMember = sent.filter((message) => message.to === `${member.username}@example.com`).slice(1);
    expect(sent.find((message) => message.to === `${member.username}@example.com`)?.subject).toBe('Xác minh địa chỉ e-mail của bạn tại FilHub');
    expect(toMember).toHaveLength(rows.length);
    for (const [index, message] of toMember.entries()) {
      expect(message.text).toBe(rows[index].body);
      expect(message.html).toBe(rows[index].html);
      expect(message.text.split('\n')[0]).toContain('Trống đồng 1');
      expect(message.html).toContain('Trống đồng 1');
      expect(rows[index]).toMatchObject({ delivery: 'SMTP', language: 'vi-VN', sentAt: expect.any(Date) });
    }
  });

  it('without SMTP, also writes each mail as text and HTML files to MAIL_DIR when it is set', async () => {
    const mailDir = await mkdtemp(path.join(tmpdir(), 'filhub-mail-'));
    try {
      const mail = createMailDelivery({ smtpUrl: null, mailFrom: 'x@y.z', production: false, mailDir });
      const files = server.variant({}, { mail });
      const member = await newMember(files.api, 'maildir');
      await forgot(member.username, files.api);
      let names: string[] = [];
      for (let tries = 0; tries < 100 && names.length < 2; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        // The sign-up's verification mail (written before the test's own) is left aside.
        names = (await readdir(mailDir)).filter((name) => name.includes(member.username) && !name.includes('-EMAIL_VERIFY-'));
      }
      expect(names.sort()).toEqual([
        expect.stringMatching(new RegExp(`-PASSWORD_RESET-${member.username}@example\\.com\\.html$`)),
        expect.stringMatching(new RegExp(`-PASSWORD_RESET-${member.username}@example\\.com\\.txt$`)),
      ]);
      const [row] = (await mailsTo(member.username)).slice(-1);
      expect(await readFile(path.join(mailDir, names[0]), 'utf8')).toBe(row.html);
      expect(await readFile(path.join(mailDir, names[1]), 'utf8')).toBe(`To: ${row.to}\nSubject: ${row.subject}\n\n${row.body}`);
    } finally {
      await rm(mailDir, { recursive: true, force: true });
    }
  });
});
