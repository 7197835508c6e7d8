import { count } from 'drizzle-orm';

import { pageViews, rateLimits } from '@/server/db/schema';
import { DEMO_PASSWORD, DEMO_SECURE_PASSWORD } from '@/server/db/seed-data/members';
import { DEFAULT_RATE_LIMITS } from '@/server/domain/rate-limits';

import { bearer, login, postJson, signIn, validate2fa } from './helpers/auth';
import { createTestClock } from './helpers/testClock';
import { createTestApp, GENEROUS_RATE_LIMITS } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

const TOO_MANY = { statusCode: 429, code: 'RATE_LIMITED', message: 'Too many attempts, try again later' };
/** A sign-in refused on a device unknown to the member: the sign-in page then offers an unlock link by e-mail. */
const LOCKED = { statusCode: 429, code: 'SIGN_IN_LOCKED', message: 'Too many attempts from new devices: try again later, or get an unlock link by e-mail' };
const WINDOW = 600;
const tight = { max: 2, windowSeconds: WINDOW };

// Frozen just after a window starts, so that no window ends in the middle of a test.
const clock = createTestClock({ frozenAt: new Date(Math.floor(Date.now() / (WINDOW * 1000)) * WINDOW * 1000 + 1000) });
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp(
    {
      rateLimits: {
        loginPerUsername: tight,
        loginPerIp: { max: 4, windowSeconds: WINDOW },
        twoFactorPerUser: tight,
        passwordCheckPerUser: tight,
        forgotPerIp: tight,
        forgotPerEmail: tight,
        unlockLinkPerIp: tight,
        unlockLinkPerName: tight,
        signUpPerIp: tight,
        createDownlinePerMember: tight,
        verifyEmailResendPerMember: tight,
        loginPerKnownDevice: tight,
        twoFactorPerKnownDevice: tight,
        pageViewsPerIp: { max: 3, windowSeconds: 60 },
        passkeyChallenges: tight,
        ticketsPerMember: tight,
        ticketRepliesPerMember: tight,
        statementsPerMember: tight,
        teamTreePerMember: tight,
      },
    },
    { now: clock.now },
  );
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterEach(() => clock.advance(WINDOW));

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

/** Requests from a socket at `ip`. */
const from = (ip: string) => server.apiFrom(ip);

/** A 429 answer; `body` when the caller has read it already (the login helper does). */
async function expectTooMany(response: Response, body?: unknown, answer: object = TOO_MANY) {
  expect(response.status).toBe(429);
  expect(body ?? (await response.json())).toEqual(answer);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW);
}

describe('rate limits', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({
      loginPerUsername: { max: 5, windowSeconds: 900 },
      loginPerKnownDevice: { max: 5, windowSeconds: 900 },
      loginPerIp: { max: 20, windowSeconds: 900 },
      twoFactorPerUser: { max: 5, windowSeconds: 300 },
      twoFactorPerKnownDevice: { max: 5, windowSeconds: 300 },
      passwordCheckPerUser: { max: 5, windowSeconds: 900 },
      forgotPerIp: { max: 5, windowSeconds: 3600 },
      forgotPerEmail: { max: 3, windowSeconds: 3600 },
      unlockLinkPerIp: { max: 5, windowSeconds: 3600 },
      unlockLinkPerName: { max: 3, windowSeconds: 3600 },
      signUpPerIp: { max: 5, windowSeconds: 3600 },
      createDownlinePerMember: { max: 20, windowSeconds: 3600 },
      verifyEmailResendPerMember: { max: 3, windowSeconds: 3600 },
      pageViewsPerIp: { max: 120, windowSeconds: 60 },
      passkeyChallenges: { max: 30, windowSeconds: 900 },
      ticketsPerMember: { max: 5, windowSeconds: 3600 },
      ticketRepliesPerMember: { max: 30, windowSeconds: 3600 },
      statementsPerMember: { max: 30, windowSeconds: 60 },
      teamTreePerMember: { max: 120, windowSeconds: 60 },
    });
  });

  it('stops sign-in by username from unknown devices after the failed attempts, even with the right password, until the window ends', async () => {
    // The username and the e-mail of one member share the count.
    expect((await login(from('198.51.100.1'), 'demo', 'Wrong@1')).response.status).toBe(400);
    expect((await login(from('198.51.100.2'), 'demo@example.com', 'Wrong@1')).response.status).toBe(400);
    const limited = await login(from('198.51.100.3'), 'demo', DEMO_PASSWORD);
    await expectTooMany(limited.response, limited.body, LOCKED);
    clock.advance(WINDOW);
    expect((await login(from('198.51.100.3'), 'demo', DEMO_PASSWORD)).response.status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect((await login(from('198.51.100.9'), 'demo', DEMO_PASSWORD)).response.status).toBe(200);
    }
  });

  it('does not lock a member out after more simultaneous right sign-ins than the limit', async () => {
    // Each attempt is counted while its password is checked; the ones answered 429 never checked it.
    const burst = await Promise.all(
      ['198.51.100.31', '198.51.100.32', '198.51.100.33', '198.51.100.34'].map((ip) => login(from(ip), 'demo', DEMO_PASSWORD)),
    );
    expect(burst.filter(({ response }) => response.status === 200).length).toBeGreaterThanOrEqual(tight.max);
    expect((await login(from('198.51.100.35'), 'demo', DEMO_PASSWORD)).response.status).toBe(200);
  });

  it('stops failed sign-ins per client IP across usernames; other IPs go on', async () => {
    for (const username of ['a1', 'a2', 'a3', 'a4']) {
      expect((await login(from('203.0.113.50'), username, 'Wrong@1')).response.status).toBe(400);
    }
    const limited = await login(from('203.0.113.50'), 'a5', 'Wrong@1');
    await expectTooMany(limited.response, limited.body, LOCKED);
    expect((await login(from('203.0.113.51'), 'a5', 'Wrong@1')).response.status).toBe(400);
  });

  it('stops wrong 2FA codes per member', async () => {
    const { body } = await login(server.api, 'demo2fa');
    const token = body.data.gg2FAToken;
    for (let i = 0; i < 2; i += 1) expect((await validate2fa(server.api, token, '000000')).status).toBe(400);
    await expectTooMany(await validate2fa(server.api, token, '000000'));
  });

  it('stops wrong current passwords in settings per member (password and secure password share the count)', async () => {
    const { accessToken } = await signIn(server.api);
    const change = (path: string, body: unknown) =>
      server.api(`/api/auth/client/${path}`, { ...postJson(body, bearer(accessToken)), method: 'PATCH' });
    expect((await change('change-password', { currentPassword: 'Wrong@1', newPassword: 'Other@2026' })).status).toBe(400);
    expect((await change('change-secure-password', { currentSecurePassword: 'Wrong@1', newSecurePassword: 'Other@2026' })).status).toBe(400);
    await expectTooMany(await change('change-password', { currentPassword: DEMO_PASSWORD, newPassword: 'Other@2026' }));
  });

  it('stops wrong codes when enabling 2FA per member', async () => {
    const { accessToken } = await signIn(server.api);
    expect((await server.api('/api/auth/client/gg-2fa/setup', { headers: bearer(accessToken) })).status).toBe(200);
    const enable = () => server.api('/api/auth/client/gg-2fa/enable', postJson({ code: '000000', securePassword: DEMO_SECURE_PASSWORD }, bearer(accessToken)));
    for (let i = 0; i < 2; i += 1) expect((await enable()).status).toBe(400);
    await expectTooMany(await enable());
  });

  it('stops reset requests and sign-ups per client IP', async () => {
    let sent = 0;
    const forgot = () => {
      sent += 1;
      return from('192.0.2.8')('/api/public/client/forgot', postJson({ email: `y${sent}@example.com` }));
    };
    for (let i = 0; i < 2; i += 1) expect((await forgot()).status).toBe(200);
    await expectTooMany(await forgot());

    // Well-formed, but the names are taken: still counted.
    const form = {
      username: 'demo',
      email: 'demo@example.com',
      fullName: 'X Y',
      phone: '0900000000',
      password: 'Abcd@1234',
      referrerCode: 'DEMO0001',
      acceptTerms: true,
    };
    const signUp = () => from('192.0.2.9')('/api/public/client/sign-up', postJson(form));
    for (let i = 0; i < 2; i += 1) expect((await signUp()).status).toBe(400);
    await expectTooMany(await signUp());
  });

  it('stops reset requests per e-mail address (any case), whatever the client address', async () => {
    const forgot = (email: string, ip: string) => from(ip)('/api/public/client/forgot', postJson({ email }));
    expect((await forgot('target@example.com', '192.0.2.20')).status).toBe(200);
    expect((await forgot('Target@Example.com', '192.0.2.21')).status).toBe(200);
    await expectTooMany(await forgot('TARGET@example.com', '192.0.2.22'));
    expect((await forgot('other@example.com', '192.0.2.22')).status).toBe(200);
    // A registered address the same: the answer tells nothing about registration.
    expect((await forgot('demo@example.com', '192.0.2.23')).status).toBe(200);
    expect((await forgot('demo@example.com', '192.0.2.24')).status).toBe(200);
    await expectTooMany(await forgot('demo@example.com', '192.0.2.25'));
    // The key does not keep the address in clear.
    const keys = (await server.db.select().from(rateLimits)).map((row) => row.key);
    expect(keys.filter((key) => key.startsWith('forgot:email:'))).not.toHaveLength(0);
    expect(keys.join(' ')).not.toMatch(/target@example\.com/);
  });

  it('stops page views per client IP (over it nothing is stored); other IPs go on', async () => {
    const view = { path: '/dashboard', language: 'vi-VN', screen: 'mobile' };
    const pageView = (ip: string) => from(ip)('/api/public/analytics/page-view', postJson(view));
    const stored = async () => (await server.db.select({ total: count() }).from(pageViews))[0].total;
    const before = await stored();
    for (let i = 0; i < 3; i += 1) expect((await pageView('192.0.2.30')).status).toBe(204);
    await expectTooMany(await pageView('192.0.2.30'));
    expect(await stored()).toBe(before + 3);
    expect((await pageView('192.0.2.31')).status).toBe(204);
    expect(await stored()).toBe(before + 4);
  });

  it('counts atomically: of parallel requests exactly the limit gets through', async () => {
    let sent = 0;
    const forgot = () => {
      sent += 1;
      return from('192.0.2.77')('/api/public/client/forgot', postJson({ email: `x${sent}@example.com` }));
    };
    const statuses = await Promise.all(Array.from({ length: 8 }, forgot).map(async (r) => (await r).status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it('keeps the counts in the database, so that every instance shares them', async () => {
    const other = server.variant({ rateLimits: { ...GENEROUS_RATE_LIMITS, loginPerUsername: tight } }, { now: clock.now });
    await login(from('198.51.100.20'), 'demo2fa', 'Wrong@1');
    await login(other.apiFrom('198.51.100.21'), 'demo2fa', 'Wrong@1');
    const limited = await login(other.apiFrom('198.51.100.22'), 'demo2fa', DEMO_PASSWORD);
    await expectTooMany(limited.response, limited.body, LOCKED);
    const rows = await server.db.select().from(rateLimits);
    expect(rows.map((row) => row.key)).toEqual(expect.arrayContaining([expect.stringMatching(/^login:user:[0-9a-f-]{36}$/)]));
  });
});
