import { asc } from 'drizzle-orm';

import { readServerConfig } from '@/server/config';
import { outbox, passwordResetTokens } from '@/server/db/schema';
import { DEMO_ANTI_PHISHING_PHRASE, DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { hashOpaqueToken } from '@/server/domain/opaque-tokens';

import { login, postJson, refresh, signIn } from './helpers/auth';
import { createTestClock } from './helpers/testClock';
import { createTestApp, TEST_API_KEY, TEST_PUBLIC_URL } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

const FORGOT_ANSWER = {
  statusCode: 200,
  message: 'If the email is registered, a reset link has been sent',
  data: { message: 'If the email is registered, a reset link has been sent' },
};
const INVALID_TOKEN = {
  statusCode: 400,
  code: 'RESET_LINK_INVALID',
  message: 'This reset link is invalid or has expired',
  errors: { token: 'This reset link is invalid or has expired' },
  fieldCodes: { token: 'RESET_LINK_INVALID' },
};
const NEW_PASSWORD = 'Fresh@2024pass';
/** What a client (or a proxy passing its headers on) may claim as the site's address. */
const EVIL_HOST = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

const clock = createTestClock();
let server: TestApp;
let mailLog: jest.SpyInstance;

beforeAll(async () => {
  server = await createTestApp({}, { now: clock.now });
}, 60_000);

beforeEach(() => {
  mailLog = jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

afterEach(() => {
  mailLog.mockRestore();
  clock.reset();
});

afterAll(async () => {
  await server?.close();
});

const forgot = (email: string) => server.api('/api/public/client/forgot', postJson({ email }));
const resetPassword = (token: string, password = NEW_PASSWORD) =>
  server.api('/api/public/client/reset-password', postJson({ token, password }));
const mails = () => server.db.select().from(outbox).orderBy(asc(outbox.id));

/** Asks for a link for `email` and answers the token from the last outbox message. */
async function resetTokenFor(email: string): Promise<string> {
  await forgot(email);
  const last = (await mails()).at(-1)!;
  return new URL(/https?:\/\/\S+\/reset-password\?token=\S+/.exec(last.body)![0]).searchParams.get('token')!;
}

describe('POST /api/public/client/forgot', () => {
  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const response = await forgot('nobody@example.com');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(FORGOT_ANSWER);
    expect(await mails()).toHaveLength(0);
  });

  it('records a reset e-mail with a one-time link in the outbox and writes it to the log (no SMTP_URL)', async () => {
    const response = await forgot(' Demo@Example.com ');
    expect(await response.json()).toEqual(FORGOT_ANSWER);
    const [mail] = await mails();
    // In demo's language (Vietnamese, the default) with demo's anti-phishing code, as text and HTML.
    expect(mail).toMatchObject({ to: 'demo@example.com', subject: 'Đặt lại mật khẩu FilHub', delivery: 'LOG', kind: 'PASSWORD_RESET', language: 'vi-VN' });
    expect(mail.body).toMatch(new RegExp(`${TEST_PUBLIC_URL}/reset-password\\?token=[\\w-]{43}\\n`));
    expect(mail.body).toContain('30 phút');
    expect(mail.body.split('\n')[0]).toContain(DEMO_ANTI_PHISHING_PHRASE);
    expect(mail.html).toMatch(new RegExp(`href="${TEST_PUBLIC_URL}/reset-password\\?token=[\\w-]{43}"`));
    expect(mail.html).toContain(DEMO_ANTI_PHISHING_PHRASE);
    expect(mailLog).toHaveBeenCalledWith(expect.stringContaining(`${TEST_PUBLIC_URL}/reset-password?token=`));
  });

  it('builds the link from the configuration, never from the Host or X-Forwarded-Host of the request', async () => {
    // A development server without PUBLIC_URL: http://localhost:PORT.
    const development = server.variant({ publicUrl: readServerConfig({ NODE_ENV: 'development', PORT: '3000' }).publicUrl });
    await development.app.request(
      'http://evil.example/api/public/client/forgot',
      postJson({ email: 'demo2fa@example.com' }, { 'x-api-key': TEST_API_KEY, ...EVIL_HOST }),
    );
    const { body: mailed } = (await mails()).at(-1)!;
    expect(mailed).toContain('http://localhost:3000/reset-password?token=');
    expect(mailed).not.toContain('evil.example');
  });

  it('builds the link from PUBLIC_URL when it is set, whatever the Host', async () => {
    const asked = await server.app.request(
      'http://evil.example/api/public/client/forgot',
      postJson({ email: 'demo2fa@example.com' }, { 'x-api-key': TEST_API_KEY, ...EVIL_HOST }),
    );
    expect(asked.status).toBe(200);
    const { body } = (await mails()).at(-1)!;
    expect(body).toContain(`${TEST_PUBLIC_URL}/reset-password?token=`);
    expect(body).not.toContain('evil.example');
  });

  it('answers a malformed e-mail with a field error', async () => {
    const response = await forgot('not-an-email');
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ email: 'Email is not valid' });
  });
});

describe('POST /api/public/client/reset-password', () => {
  it('sets the new password once, ends the old sessions and retires the other links', async () => {
    const session = await signIn(server.api);
    const older = await resetTokenFor('demo@example.com');
    const token = await resetTokenFor('demo@example.com');

    const response = await resetPassword(token);
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe('Your password has been reset, sign in with the new one');

    expect((await resetPassword(token, 'Another@2024pass')).status).toBe(400);
    expect(await (await resetPassword(older)).json()).toEqual(INVALID_TOKEN);
    expect((await refresh(server.api, session.refreshToken)).status).toBe(401);
    expect((await login(server.api, 'demo', DEMO_PASSWORD)).response.status).toBe(400);
    expect((await login(server.api, 'demo', NEW_PASSWORD)).response.status).toBe(200);
  });

  it('refuses a link after 30 minutes', async () => {
    const token = await resetTokenFor('demo2fa@example.com');
    clock.advance(30 * 60 + 1);
    const response = await resetPassword(token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(INVALID_TOKEN);
  });

  it('refuses a weak password without using up the link', async () => {
    const token = await resetTokenFor('demo2fa@example.com');
    const weak = await resetPassword(token, 'password');
    expect(weak.status).toBe(400);
    expect((await weak.json()).errors).toEqual({
      password:
        'Password must be at least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character',
    });
    expect((await resetPassword(token)).status).toBe(200);
  });

  it('refuses an unknown token', async () => {
    expect(await (await resetPassword('made-up')).json()).toEqual(INVALID_TOKEN);
  });

  it('keeps only the hash of reset tokens', async () => {
    const token = await resetTokenFor('demo@example.com');
    const rows = await server.db.select().from(passwordResetTokens);
    expect(rows.some((row) => row.tokenHash === hashOpaqueToken(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
