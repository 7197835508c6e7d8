import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';

import { refreshTokens, users } from '@/server/db/schema';
import { signScopedToken } from '@/server/domain/auth-tokens';
import { hashOpaqueToken } from '@/server/domain/opaque-tokens';

import { bearer, demo2faCode, login, postJson, profile, refresh, signIn, UNAUTHORIZED, validate2fa } from './helpers/auth';
import { createTestClock } from './helpers/testClock';
import { createTestApp, TEST_JWT_ACCESS_SECRET } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

const clock = createTestClock();
let server: TestApp;
let warn: jest.SpyInstance;

beforeAll(async () => {
  server = await createTestApp({}, { now: clock.now });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
}, 60_000);

afterEach(() => clock.reset());

afterAll(async () => {
  warn.mockRestore();
  await server?.close();
});

const logout = (accessToken: string, body: unknown) =>
  server.api('/api/auth/client/logout', postJson(body, bearer(accessToken)));

describe('POST /api/auth/client/refresh', () => {
  it('rotates: a new access token and a new refresh token; the refresh token is stored only as a hash', async () => {
    const session = await signIn(server.api);
    const response = await refresh(server.api, session.refreshToken);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toEqual({ accessToken: expect.any(String), refreshToken: expect.stringMatching(/^[\w-]{43}$/) });
    expect(data.refreshToken).not.toBe(session.refreshToken);
    expect(data.accessToken).not.toBe(session.accessToken);
    expect((await profile(server.api, data.accessToken)).status).toBe(200);

    const stored = await server.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(data.refreshToken)));
    expect(stored).toHaveLength(1);
    const all = JSON.stringify(await server.db.select().from(refreshTokens));
    expect(all).not.toContain(data.refreshToken);
    expect(all).not.toContain(session.refreshToken);
  });

  it('revokes the whole family when an already-rotated token comes back, and answers 401', async () => {
    const session = await signIn(server.api);
    const other = await signIn(server.api);
    const second = (await (await refresh(server.api, session.refreshToken)).json()).data;
    const third = (await (await refresh(server.api, second.refreshToken)).json()).data;

    clock.advance(11);
    const replay = await refresh(server.api, session.refreshToken);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual(UNAUTHORIZED);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/rotated refresh token .* family is revoked/));
    expect(warn.mock.calls.flat().join(' ')).not.toContain(session.refreshToken);

    expect((await refresh(server.api, third.refreshToken)).status).toBe(401);
    expect((await refresh(server.api, second.refreshToken)).status).toBe(401);
    // Another sign-in of the same member is another family: untouched.
    expect((await refresh(server.api, other.refreshToken)).status).toBe(200);
  });

  it('gives both of two simultaneous refreshes with the same token a session (10 s grace)', async () => {
    const session = await signIn(server.api);
    const answers = await Promise.all([refresh(server.api, session.refreshToken), refresh(server.api, session.refreshToken)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [first, second] = await Promise.all(answers.map(async (answer) => (await answer.json()).data.refreshToken as string));
    expect(first).not.toBe(second);
    expect((await refresh(server.api, first)).status).toBe(200);
    expect((await refresh(server.api, second)).status).toBe(200);
  });

  it('counts a rotated token presented after the grace as reuse: the family, grace siblings included, is revoked', async () => {
    const session = await signIn(server.api);
    const next = (await (await refresh(server.api, session.refreshToken)).json()).data.refreshToken as string;
    clock.advance(5);
    const sibling = (await (await refresh(server.api, session.refreshToken)).json()).data.refreshToken as string;
    clock.advance(6);
    expect((await refresh(server.api, session.refreshToken)).status).toBe(401);
    expect((await refresh(server.api, next)).status).toBe(401);
    expect((await refresh(server.api, sibling)).status).toBe(401);
  });

  it('refuses a refresh token after 7 days', async () => {
    const session = await signIn(server.api);
    clock.advance(7 * 24 * 3600 + 1);
    expect((await refresh(server.api, session.refreshToken)).status).toBe(401);
  });

  it.each([
    ['no bearer', {}],
    ['an unknown token', bearer('A'.repeat(43))],
    ['an access token', bearer('x.y.z')],
  ])('answers 401 Unauthorized to %s', async (_case, headers) => {
    const response = await server.api('/api/auth/client/refresh', { method: 'POST', headers });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
  });
});

describe('access tokens on member routes', () => {
  it('answers an expired access token with HTTP 401 and statusCode 5000', async () => {
    const session = await signIn(server.api);
    clock.advance(15 * 60 - 5);
    expect((await profile(server.api, session.accessToken)).status).toBe(200);
    clock.advance(10);
    const response = await profile(server.api, session.accessToken);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ statusCode: 5000, message: 'Access token expired' });
    // The portal's answer to 5000: refresh, then replay.
    const renewed = (await (await refresh(server.api, session.refreshToken)).json()).data;
    expect((await profile(server.api, renewed.accessToken)).status).toBe(200);
  });

  it('answers 5000 to any expired token with a valid signature, whatever its claims (as the e2e tests mint them)', async () => {
    const [demo] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    const seconds = Math.floor(clock.now().getTime() / 1000);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(demo.id)
      .setIssuedAt(seconds - 3600)
      .setExpirationTime(seconds - 60)
      .sign(new TextEncoder().encode(TEST_JWT_ACCESS_SECRET));
    const response = await profile(server.api, expired);
    expect(response.status).toBe(401);
    expect((await response.json()).statusCode).toBe(5000);
  });

  it.each([
    ['missing', {}],
    ['not a JWT', bearer('garbage')],
    ['a refresh token', bearer('A'.repeat(43))],
  ])('answers 401 Unauthorized when the bearer is %s', async (_case, headers) => {
    const response = await server.api('/api/auth/client/profile', { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 Unauthorized to a token signed with another secret, or with the wrong scope', async () => {
    const [demo] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    const forge = (secret: string, scope: 'access' | '2fa') =>
      signScopedToken(new TextEncoder().encode(secret), scope, demo.id, clock.now(), 900);
    const forged = [
      await forge('another-secret-0123456789abcdefghijklmnop', 'access'),
      await forge(TEST_JWT_ACCESS_SECRET, '2fa'),
    ];
    for (const token of forged) {
      const response = await profile(server.api, token);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(UNAUTHORIZED);
    }
    expect((await profile(server.api, await forge(TEST_JWT_ACCESS_SECRET, 'access'))).status).toBe(200);
  });
});

describe('POST /api/auth/client/logout', () => {
  it('revokes the refresh token and its family', async () => {
    const session = await signIn(server.api);
    const rotated = (await (await refresh(server.api, session.refreshToken)).json()).data;
    const response = await logout(rotated.accessToken, { refreshToken: rotated.refreshToken });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ statusCode: 200, message: 'Signed out', data: { message: 'Signed out' } });
    expect((await refresh(server.api, rotated.refreshToken)).status).toBe(401);
  });

  it("does not touch another member's token", async () => {
    const demo = await signIn(server.api);
    const { body } = await login(server.api, 'demo2fa');
    const other = (await (await validate2fa(server.api, body.data.gg2FAToken, demo2faCode(clock.now()))).json()).data;
    const response = await logout(demo.accessToken, { refreshToken: other.refreshToken });
    expect(response.status).toBe(200);
    expect((await refresh(server.api, other.refreshToken)).status).toBe(200);
  });

  it('needs a member and a refresh token', async () => {
    expect((await server.api('/api/auth/client/logout', postJson({ refreshToken: 'x' }))).status).toBe(401);
    const session = await signIn(server.api);
    const response = await logout(session.accessToken, {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: { refreshToken: 'Refresh token is required' },
    });
  });
});
