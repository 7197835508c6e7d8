import { desc, eq } from 'drizzle-orm';

import { readServerConfig } from '@/server/config';
import { signIns, users } from '@/server/db/schema';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { parseTrustProxy } from '@/server/http/client-info';

import { login, postJson } from './helpers/auth';
import { createTestClock } from './helpers/testClock';
import { createTestApp, GENEROUS_RATE_LIMITS, socketFrom, TEST_API_KEY } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

const WINDOW = 600;
const perIp = { max: 3, windowSeconds: WINDOW };
// Frozen just after a window starts, so that no window ends in the middle of a test.
const clock = createTestClock({ frozenAt: new Date(Math.floor(Date.now() / (WINDOW * 1000)) * WINDOW * 1000 + 1000) });
const limits = { ...GENEROUS_RATE_LIMITS, loginPerIp: perIp, forgotPerIp: perIp, signUpPerIp: perIp };

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({ rateLimits: limits }, { now: clock.now });
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterEach(() => clock.advance(WINDOW));

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

let forged = 0;
/** A new made-up first hop per call, as an attacker would send to get a fresh per-IP count each time. */
const forgedHop = () => {
  forged += 1;
  return `192.0.2.${forged % 250}`;
};

async function lastSignInIp(username: string) {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const [row] = await server.db.select().from(signIns).where(eq(signIns.userId, user.id)).orderBy(desc(signIns.id)).limit(1);
  return row.ip;
}

describe('the client address without TRUST_PROXY: the socket peer', () => {
  it('does not let forged X-Forwarded-For values reset the per-IP sign-in count', async () => {
    const api = server.apiFrom('203.0.113.10');
    for (const username of ['x1', 'x2', 'x3']) {
      const { response } = await login(api, username, 'Wrong@1', { 'x-forwarded-for': forgedHop() });
      expect(response.status).toBe(400);
    }
    const limited = await login(api, 'x4', 'Wrong@1', { 'x-forwarded-for': forgedHop() });
    expect(limited.response.status).toBe(429);
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address has its own count.
    expect((await login(server.apiFrom('203.0.113.11'), 'x4', 'Wrong@1')).response.status).toBe(400);
  });

  it('does not let forged X-Forwarded-For values reset the per-IP counts of forgot password and sign-up', async () => {
    const api = server.apiFrom('203.0.113.12');
    const forgot = () => api('/api/public/client/forgot', postJson({ email: 'x@example.com' }, { 'x-forwarded-for': forgedHop() }));
    for (let i = 0; i < perIp.max; i += 1) expect((await forgot()).status).toBe(200);
    expect((await forgot()).status).toBe(429);

    const form = { username: 'demo', email: 'demo@example.com', fullName: 'X Y', phone: '0900000000', password: 'Abcd@1234', referrerCode: 'DEMO0001', acceptTerms: true };
    const signUp = () => api('/api/public/client/sign-up', postJson(form, { 'x-forwarded-for': forgedHop() }));
    for (let i = 0; i < perIp.max; i += 1) expect((await signUp()).status).toBe(400);
    expect((await signUp()).status).toBe(429);
  });

  it('records the socket address of a sign-in, not the header', async () => {
    const { response } = await login(server.apiFrom('203.0.113.13'), 'demo', DEMO_PASSWORD, { 'x-forwarded-for': '198.51.100.66' });
    expect(response.status).toBe(200);
    expect(await lastSignInIp('demo')).toBe('203.0.113.13');
  });

  it('writes an IPv4 client of a dual-stack socket as a.b.c.d', async () => {
    await login(server.apiFrom('::ffff:203.0.113.14'));
    expect(await lastSignInIp('demo')).toBe('203.0.113.14');
  });

  it('stores no address when there is no socket, and never a non-IP from the header', async () => {
    await login(server.api, 'demo', DEMO_PASSWORD, { 'x-forwarded-for': '<script>alert(1)</script>' });
    expect(await lastSignInIp('demo')).toBeNull();
  });
});

describe('TRUST_PROXY', () => {
  it('with 1 hop, the entry the proxy appended to X-Forwarded-For counts, not a client-chosen first entry', async () => {
    const behindProxy = server.variant({ rateLimits: limits, trustProxy: 1 }, { now: clock.now });
    // The load balancer (10.0.0.5) appends the address it sees to whatever the client sent.
    const api = behindProxy.apiFrom('10.0.0.5');
    const from = (client: string) => ({ 'x-forwarded-for': `${forgedHop()}, ${client}` });
    for (const username of ['y1', 'y2', 'y3']) {
      expect((await login(api, username, 'Wrong@1', from('203.0.113.20'))).response.status).toBe(400);
    }
    expect((await login(api, 'y4', 'Wrong@1', from('203.0.113.20'))).response.status).toBe(429);
    expect((await login(api, 'y4', 'Wrong@1', from('203.0.113.21'))).response.status).toBe(400);

    expect((await login(api, 'demo', DEMO_PASSWORD, from('203.0.113.22'))).response.status).toBe(200);
    expect(await lastSignInIp('demo')).toBe('203.0.113.22');
  });

  it('with 1 hop and no header, the socket address', async () => {
    const behindProxy = server.variant({ trustProxy: 1 }, { now: clock.now });
    await login(behindProxy.apiFrom('203.0.113.23'));
    expect(await lastSignInIp('demo')).toBe('203.0.113.23');
  });

  it('with trusted addresses, the first untrusted one from the right; a client that is no trusted proxy is its socket', async () => {
    const behindProxies = server.variant({ trustProxy: ['loopback', '10.0.0.0/8'] }, { now: clock.now });
    await login(behindProxies.apiFrom('10.0.0.5'), 'demo', DEMO_PASSWORD, { 'x-forwarded-for': '192.0.2.1, 203.0.113.24, 10.0.0.6' });
    expect(await lastSignInIp('demo')).toBe('203.0.113.24');
    await login(behindProxies.apiFrom('203.0.113.25'), 'demo', DEMO_PASSWORD, { 'x-forwarded-for': '192.0.2.1' });
    expect(await lastSignInIp('demo')).toBe('203.0.113.25');
  });

  it('never stores a non-IP that a proxy passed on', async () => {
    const behindProxy = server.variant({ trustProxy: 1 }, { now: clock.now });
    const { response } = await login(behindProxy.apiFrom('10.0.0.5'), 'demo', DEMO_PASSWORD, { 'x-forwarded-for': 'not-an-ip' });
    expect(response.status).toBe(200);
    expect(await lastSignInIp('demo')).toBeNull();
  });

  it('reads TRUST_PROXY: a number of hops, or addresses, CIDRs and proxy-addr names; refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBeNull();
    expect(parseTrustProxy(' ')).toBeNull();
    expect(parseTrustProxy('0')).toBeNull();
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8 ,uniquelocal,203.0.113.9')).toEqual(['loopback', '10.0.0.0/8', 'uniquelocal', '203.0.113.9']);
    for (const wrong of ['true', 'yes', '-1', '1.5', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,,']) {
      expect(() => parseTrustProxy(wrong)).toThrow(/TRUST_PROXY/);
    }
    const env = (values: Record<string, string>) => ({ NODE_ENV: 'test', ...values }) as NodeJS.ProcessEnv;
    expect(readServerConfig(env({ TRUST_PROXY: '1' })).trustProxy).toBe(1);
    expect(readServerConfig(env({ TRUST_PROXY: 'loopback' })).trustProxy).toEqual(['loopback']);
    expect(readServerConfig(env({})).trustProxy).toBeNull();
    expect(() => readServerConfig(env({ TRUST_PROXY: 'true' }))).toThrow(/TRUST_PROXY/);
  });

  it('gets the socket from the bindings of @hono/node-server (what pages/api and npm run api pass)', async () => {
    const response = await server.app.request(
      '/api/auth/client/login/credential',
      { ...postJson({ username: 'demo', password: DEMO_PASSWORD }), headers: { 'content-type': 'application/json', 'x-api-key': TEST_API_KEY } },
      socketFrom('203.0.113.26'),
    );
    expect(response.status).toBe(200);
    expect(await lastSignInIp('demo')).toBe('203.0.113.26');
  });
});
