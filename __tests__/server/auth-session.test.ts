import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';

import { decodeJwt, SignJWT } from 'jose';

import { refreshTokens, users } from '@/server/db/schema';
import { signScopedToken } from '@/server/domain/auth-tokens';
import { hashOpaqueToken } from '@/server/domain/opaque-tokens';

import {
  bearer,
  demo2faCode,
  login,
  postJson,
  profile,
  refresh,
  refreshCookieOf,
  refreshed,
  signIn,
  UNAUTHORIZED,
  validate2fa,
} from './helpers/auth';
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

const logout = (accessToken: string) => server.api('/api/auth/client/logout', { method: 'POST', headers: bearer(accessToken) });

describe('the refresh token cookie', () => {
  it('is set HttpOnly, SameSite=Strict, for the refresh path only, for 7 days; no answer body carries it', async () => {
    const { response, body } = await login(server.api);
    expect(body.data).toEqual({ accessToken: expect.any(String), refreshToken: null, gg2FAToken: null, validGG2FA: true });
    const [cookie] = response.headers.getSetCookie().filter((line) => line.startsWith('refreshToken='));
    expect(cookie).toMatch(/^refreshToken=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/auth/client/refresh');
    expect(cookie).toContain(`Max-Age=${7 * 24 * 3600}`);
    // Secure in production only (see production.test): this app runs as development.
    expect(cookie).not.toContain('Secure');
    expect(JSON.stringify(body)).not.toContain(refreshCookieOf(response));
  });

  it('is all a refresh needs: the token in a bearer header or in the body is not read', async () => {
    const session = await signIn(server.api);
    const asBearer = await server.api('/api/auth/client/refresh', { method: 'POST', headers: bearer(session.refreshToken) });
    expect(asBearer.status).toBe(401);
    const inBody = await server.api('/api/auth/client/refresh', postJson({ refreshToken: session.refreshToken }));
    expect(inBody.status).toBe(401);
    expect((await refresh(server.api, session.refreshToken)).status).toBe(200);
  });
});

describe('POST /api/auth/client/refresh', () => {
  it('rotates: a new access token and a new refresh cookie; the refresh token is stored only as a hash', async () => {
    const session = await signIn(server.api);
    const response = await refresh(server.api, session.refreshToken);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toEqual({ accessToken: expect.any(String) });
    const next = refreshCookieOf(response) as string;
    expect(next).toMatch(/^[\w-]{43}$/);
    expect(next).not.toBe(session.refreshToken);
    expect(data.accessToken).not.toBe(session.accessToken);
    expect((await profile(server.api, data.accessToken)).status).toBe(200);

    const stored = await server.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashOpaqueToken(next)));
    expect(stored).toHaveLength(1);
    const all = JSON.stringify(await server.db.select().from(refreshTokens));
    expect(all).not.toContain(next);
    expect(all).not.toContain(session.refreshToken);
  });

  it('revokes the whole family when an already-rotated token comes back, and answers 401', async () => {
    const session = await signIn(server.api);
    const other = await signIn(server.api);
    const second = await refreshed(server.api, session.refreshToken);
    const third = await refreshed(server.api, second.refreshToken);

    clock.advance(11);
    const replay = await refresh(server.api, session.refreshToken);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual(UNAUTHORIZED);
    expect(refreshCookieOf(replay)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/rotated refresh token .* family is revoked/));
    expect(warn.mock.calls.flat().join(' ')).not.toContain(session.refreshToken);

    expect((await refresh(server.api, third.refreshToken)).status).toBe(401);
    expect((await refresh(server.api, second.refreshToken)).status).toBe(401);
    // The session ended with its family: its newest access token is refused at once.
    expect((await profile(server.api, third.accessToken)).status).toBe(401);
    // Another sign-in of the same member is another family: untouched.
    expect((await refresh(server.api, other.refreshToken)).status).toBe(200);
  });

  it('gives both of two simultaneous refreshes with the same token a session (10 s grace)', async () => {
    const session = await signIn(server.api);
    const answers = await Promise.all([refresh(server.api, session.refreshToken), refresh(server.api, session.refreshToken)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [first, second] = answers.map((answer) => refreshCookieOf(answer) as string);
    expect(first).not.toBe(second);
    expect((await refresh(server.api, first)).status).toBe(200);
    expect((await refresh(server.api, second)).status).toBe(200);
  });

  it('counts a rotated token presented after the grace as reuse: the family, grace siblings included, is revoked', async () => {
    const session = await signIn(server.api);
    const next = (await refreshed(server.api, session.refreshToken)).refreshToken;
    clock.advance(5);
    const sibling = (await refreshed(server.api, session.refreshToken)).refreshToken;
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
    ['no cookie', {}],
    ['an unknown token', { cookie: `refreshToken=${'A'.repeat(43)}` }],
    ['an access token', { cookie: 'refreshToken=x.y.z' }],
  ])('answers 401 Unauthorized to %s, and clears the cookie', async (_case, headers) => {
    const response = await server.api('/api/auth/client/refresh', { method: 'POST', headers });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
    expect(response.headers.getSetCookie().join()).toMatch(/refreshToken=;.*Max-Age=0/);
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
    expect(await response.json()).toEqual({ statusCode: 5000, code: 'EXPIRED_ACCESS_TOKEN', message: 'Access token expired' });
    // The portal's answer to 5000: refresh, then replay.
    const renewed = await refreshed(server.api, session.refreshToken);
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
    const { sid } = decodeJwt((await signIn(server.api)).accessToken);
    const forge = (secret: string, scope: 'access' | '2fa') =>
      signScopedToken(new TextEncoder().encode(secret), scope, demo.id, clock.now(), 900, sid as string);
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

  it("refuses a well-signed token without a session, or naming another member's session", async () => {
    const [demo] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    const key = new TextEncoder().encode(TEST_JWT_ACCESS_SECRET);
    const { sid: otherSession } = decodeJwt((await signIn(server.api, 'lan')).accessToken);
    const tokens = [
      await signScopedToken(key, 'access', demo.id, clock.now(), 900),
      await signScopedToken(key, 'access', demo.id, clock.now(), 900, otherSession as string),
      await signScopedToken(key, 'access', demo.id, clock.now(), 900, randomUUID()),
    ];
    for (const token of tokens) {
      const response = await profile(server.api, token);
      expect(response.status).toBe(401);
      expect((await response.json()).statusCode).toBe(5000);
    }
  });
});

describe('POST /api/auth/client/logout', () => {
  it('ends the session at once: its access token is refused and its refresh cookie is cleared and revoked', async () => {
    const session = await signIn(server.api);
    const rotated = await refreshed(server.api, session.refreshToken);
    const response = await logout(rotated.accessToken);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ statusCode: 200, message: 'Signed out', data: { message: 'Signed out' } });
    expect(response.headers.getSetCookie().join()).toMatch(/refreshToken=;.*Max-Age=0/);
    // Within the access token's 15 minutes: refused now, with 5000 so that the portal tries its cookie and then signs in.
    const after = await profile(server.api, rotated.accessToken);
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ statusCode: 5000, code: 'SESSION_ENDED', message: 'Your session has ended, sign in again' });
    expect((await refresh(server.api, rotated.refreshToken)).status).toBe(401);
  });

  it("ends only the caller's session: the member's other sessions and other members are untouched", async () => {
    const first = await signIn(server.api);
    const second = await signIn(server.api);
    const { body } = await login(server.api, 'demo2fa');
    const other = await validate2fa(server.api, body.data.gg2FAToken, demo2faCode(clock.now()));
    const otherRefresh = refreshCookieOf(other) as string;
    expect((await logout(first.accessToken)).status).toBe(200);
    expect((await profile(server.api, second.accessToken)).status).toBe(200);
    expect((await refresh(server.api, second.refreshToken)).status).toBe(200);
    expect((await refresh(server.api, otherRefresh)).status).toBe(200);
  });

  it('needs a member', async () => {
    expect((await server.api('/api/auth/client/logout', { method: 'POST' })).status).toBe(401);
  });
});

describe('the member\'s sessions (auth/client/sessions)', () => {
  const listSessions = (accessToken: string) => server.api('/api/auth/client/sessions', { headers: bearer(accessToken) });
  const signOutSession = (accessToken: string, id: string) =>
    server.api(`/api/auth/client/sessions/${id}`, { method: 'DELETE', headers: bearer(accessToken) });
  const signOutOthers = (accessToken: string) =>
    server.api('/api/auth/client/sessions/sign-out-others', { method: 'POST', headers: bearer(accessToken) });
  const userAgent = (value: string) => ({ 'user-agent': value });

  it('lists the live sessions with device, address and times, this one marked; not the ended ones', async () => {
    const phone = await login(server.api, 'minh', undefined, userAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Version/17.0 Mobile Safari/604.1'));
    const desktop = await signIn(server.api, 'minh');
    const ended = await signIn(server.api, 'minh');
    await logout(ended.accessToken);

    const response = await listSessions(desktop.accessToken);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toHaveLength(2);
    const phoneEntry = data.find((entry: { device: string }) => entry.device === 'Safari on iOS');
    expect(phoneEntry).toEqual({
      id: decodeJwt(phone.body.data.accessToken).sid,
      device: 'Safari on iOS',
      ip: null,
      signedInAt: expect.any(String),
      lastActiveAt: expect.any(String),
      current: false,
    });
    expect(data.filter((entry: { current: boolean }) => entry.current)).toEqual([
      expect.objectContaining({ id: decodeJwt(desktop.accessToken).sid }),
    ]);
  });

  it('signs out one session: its access token is refused at once and its refresh token revoked', async () => {
    const mine = await signIn(server.api, 'tuan');
    const stolen = await signIn(server.api, 'tuan');
    const response = await signOutSession(mine.accessToken, decodeJwt(stolen.accessToken).sid as string);
    expect(response.status).toBe(200);
    expect((await profile(server.api, stolen.accessToken)).status).toBe(401);
    expect((await refresh(server.api, stolen.refreshToken)).status).toBe(401);
    expect((await profile(server.api, mine.accessToken)).status).toBe(200);
  });

  it("answers 404 for another member's session, an unknown id or a malformed one, and ends nothing", async () => {
    const mine = await signIn(server.api, 'hoa');
    const theirs = await signIn(server.api, 'tuan');
    for (const id of [decodeJwt(theirs.accessToken).sid as string, randomUUID(), 'not-a-uuid', "1' OR '1'='1"]) {
      const response = await signOutSession(mine.accessToken, encodeURIComponent(id));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ statusCode: 404, code: 'SESSION_NOT_FOUND', message: 'Session not found' });
    }
    expect((await profile(server.api, theirs.accessToken)).status).toBe(200);
  });

  it('signs out all others and keeps this one', async () => {
    const mine = await signIn(server.api, 'lan');
    const others = [await signIn(server.api, 'lan'), await signIn(server.api, 'lan')];
    const response = await signOutOthers(mine.accessToken);
    expect(response.status).toBe(200);
    expect((await response.json()).data.signedOut).toBeGreaterThanOrEqual(2);
    for (const other of others) {
      expect((await profile(server.api, other.accessToken)).status).toBe(401);
      expect((await refresh(server.api, other.refreshToken)).status).toBe(401);
    }
    expect((await profile(server.api, mine.accessToken)).status).toBe(200);
    expect((await refresh(server.api, mine.refreshToken)).status).toBe(200);
  });

  it('ends a session on every instance within 5 seconds (another app on the same database)', async () => {
    const other = server.variant({}, { now: clock.now });
    const mine = await signIn(server.api, 'demo');
    const elsewhere = await signIn(server.api, 'demo');
    // The other instance has seen the session live (and may keep that answer for up to 5 s).
    expect((await profile(other.api, elsewhere.accessToken)).status).toBe(200);
    await signOutSession(mine.accessToken, decodeJwt(elsewhere.accessToken).sid as string);
    clock.advance(5);
    expect((await profile(other.api, elsewhere.accessToken)).status).toBe(401);
  });
});
