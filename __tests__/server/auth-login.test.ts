import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { desc, eq } from 'drizzle-orm';

import { signIns, users } from '@/server/db/schema';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { hashPassword, PRODUCTION_PASSWORD_COST, setPasswordCostForTests } from '@/server/domain/password';

import { bearer, login, postJson, profile, refreshCookieOf } from './helpers/auth';
import { createTestApp, TEST_API_KEY } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;

// This file hashes at the production cost (the decoy hash included, and demo's own), so that the unknown-member
// test compares real scrypt work; every other server test file hashes at the cheap test cost.
beforeAll(async () => {
  setPasswordCostForTests(PRODUCTION_PASSWORD_COST);
  server = await createTestApp();
  await server.db.update(users).set({ passwordHash: await hashPassword(DEMO_PASSWORD) }).where(eq(users.username, 'demo'));
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const WRONG_CREDENTIALS = {
  statusCode: 400,
  code: 'INVALID_CREDENTIALS',
  message: 'Invalid username or password',
  errors: { password: 'Invalid username or password' },
  fieldCodes: { password: 'INVALID_CREDENTIALS' },
};

async function lastSignIn(username: string) {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const [row] = await server.db
    .select()
    .from(signIns)
    .where(eq(signIns.userId, user.id))
    .orderBy(desc(signIns.id))
    .limit(1);
  return row;
}

describe('POST /api/auth/client/login/credential', () => {
  it('signs in a member without 2FA: an access token, the refresh token as a cookie only, validGG2FA true', async () => {
    const { response, body } = await login(server.api);
    expect(response.status).toBe(200);
    expect(body).toEqual({
      statusCode: 200,
      message: 'Signed in',
      data: {
        accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        refreshToken: null,
        gg2FAToken: null,
        validGG2FA: true,
      },
    });
    expect(refreshCookieOf(response)).toMatch(/^[\w-]{43}$/);
    expect((await profile(server.api, body.data.accessToken)).status).toBe(200);
  });

  it('accepts the e-mail instead of the username, in any case', async () => {
    const { response, body } = await login(server.api, '  DEMO@Example.COM ');
    expect(response.status).toBe(200);
    expect(body.data.validGG2FA).toBe(true);
    const username = await login(server.api, 'Demo');
    expect(username.response.status).toBe(200);
  });

  it('answers a member with 2FA with only the gg2FAToken: no session before the second factor', async () => {
    const { response, body } = await login(server.api, 'demo2fa');
    expect(response.status).toBe(200);
    expect(body.data).toEqual({
      accessToken: null,
      refreshToken: null,
      gg2FAToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      validGG2FA: false,
    });
  });

  it('refuses a wrong password with 400 and the error on the password field', async () => {
    const { response, body } = await login(server.api, 'demo', 'Wrong@12345');
    expect(response.status).toBe(400);
    expect(body).toEqual(WRONG_CREDENTIALS);
  });

  it('answers an unknown member exactly like a wrong password, after the same hashing work', async () => {
    const timed = async (username: string) => {
      const started = performance.now();
      const result = await login(server.api, username, 'Wrong@12345');
      return { ...result, ms: performance.now() - started };
    };
    await timed('nobody-warm-up');
    const known = await timed('demo');
    const unknown = await timed('nobody');
    expect(unknown.response.status).toBe(400);
    expect(unknown.body).toEqual(known.body);
    // scrypt dominates both; without the decoy hash the unknown member would answer in a few ms.
    expect(unknown.ms).toBeGreaterThan(known.ms * 0.4);
  });

  it('answers missing fields with field errors', async () => {
    const response = await server.api('/api/auth/client/login/credential', postJson({}));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      errors: { username: 'Username is required', password: 'Password is required' },
      fieldCodes: { username: 'USERNAME_REQUIRED', password: 'PASSWORD_REQUIRED' },
    });
  });

  it('records the sign-in with time, the client address (the socket, not X-Forwarded-For) and the user agent', async () => {
    const before = new Date();
    const headers = { 'x-forwarded-for': '198.51.100.7, 10.0.0.1', 'user-agent': 'JestBrowser/1.0' };
    await login(server.apiFrom('203.0.113.7'), 'demo', undefined, headers);
    const row = await lastSignIn('demo');
    expect(row).toMatchObject({ ip: '203.0.113.7', userAgent: 'JestBrowser/1.0', withSecondFactor: false });
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('records the socket address when served by Node, whatever X-Forwarded-For says (no TRUST_PROXY)', async () => {
    const http = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    try {
      const { port } = http.address() as AddressInfo;
      await login((path, init) => {
        const headers = new Headers(init?.headers);
        headers.set('x-api-key', TEST_API_KEY);
        headers.set('x-forwarded-for', '198.51.100.99');
        return fetch(`http://127.0.0.1:${port}${path}`, { ...init, headers });
      });
      expect((await lastSignIn('demo')).ip).toBe('127.0.0.1');
    } finally {
      await new Promise((resolve) => http.close(resolve));
    }
  });

  it('ignores a bearer sent along (the portal sends its stale token everywhere)', async () => {
    const { response } = await login(server.api, 'demo', undefined, bearer('stale.token.value'));
    expect(response.status).toBe(200);
  });
});
