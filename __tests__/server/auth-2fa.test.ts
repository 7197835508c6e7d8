import { desc, eq } from 'drizzle-orm';

import { signIns, users } from '@/server/db/schema';
import { DEMO_2FA_TOTP_SECRET } from '@/server/db/seed-data/members';
import { totpCode } from '@/server/domain/totp';

import { bearer, login, postJson, profile, refresh, refreshCookieOf, signIn, UNAUTHORIZED, validate2fa } from './helpers/auth';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

const STEP_MS = 30_000;
/** The middle of a 30-second step a little in the past, so that every test can move to later steps. */
const BASE = Math.floor(Date.now() / STEP_MS) * STEP_MS - 1000 * STEP_MS + STEP_MS / 2;
let current = new Date(BASE);
const atStep = (step: number) => {
  current = new Date(BASE + step * STEP_MS);
  return current;
};
const codeAt = (step: number) => totpCode(DEMO_2FA_TOTP_SECRET, BASE + step * STEP_MS);

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({}, { now: () => current });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function gg2FAToken(): Promise<string> {
  const { body } = await login(server.api, 'demo2fa');
  return body.data.gg2FAToken;
}

describe('the gg2FAToken', () => {
  it('opens nothing but gg-2fa/valid', async () => {
    atStep(0);
    const token = await gg2FAToken();
    const attempts = [
      profile(server.api, token),
      server.api('/api/auth/client/display-income?username=demo2fa', { headers: bearer(token) }),
      server.api('/api/auth/client/logout', { method: 'POST', headers: bearer(token) }),
      refresh(server.api, token),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('is the only bearer gg-2fa/valid takes: an access token or none answers 401', async () => {
    atStep(1);
    const { accessToken } = await signIn(server.api, 'demo');
    for (const headers of [bearer(accessToken), {}]) {
      const response = await server.api('/api/auth/client/gg-2fa/valid', postJson({ code: codeAt(1) }, headers));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('expires after 5 minutes with a plain 401 (5000 is for access tokens only)', async () => {
    atStep(2);
    const token = await gg2FAToken();
    atStep(13);
    const response = await validate2fa(server.api, token, codeAt(13));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ statusCode: 401, code: 'SIGN_IN_STEP_EXPIRED', message: 'The sign-in step expired, sign in again' });
  });
});

describe('POST /api/auth/client/gg-2fa/valid', () => {
  it('answers a session for the current code, which then opens the member routes', async () => {
    atStep(20);
    const response = await validate2fa(server.api, await gg2FAToken(), codeAt(20));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ statusCode: 200, message: 'Signed in', data: { accessToken: expect.any(String), refreshToken: null } });
    expect(refreshCookieOf(response)).toMatch(/^[\w-]{43}$/);
    const me = await profile(server.api, body.data.accessToken);
    expect((await me.json()).data.username).toBe('demo2fa');

    const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo2fa'));
    const [row] = await server.db.select().from(signIns).where(eq(signIns.userId, user.id)).orderBy(desc(signIns.id));
    expect(row.withSecondFactor).toBe(true);
  });

  it('refuses the same code twice', async () => {
    atStep(30);
    const token = await gg2FAToken();
    expect((await validate2fa(server.api, token, codeAt(30))).status).toBe(200);
    const again = await validate2fa(server.api, token, codeAt(30));
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      statusCode: 400,
      code: 'CODE_ALREADY_USED',
      message: 'This code was already used, wait for the next one',
      errors: { code: 'This code was already used, wait for the next one' },
      fieldCodes: { code: 'CODE_ALREADY_USED' },
    });
  });

  it('accepts a code one step behind or ahead of the clock', async () => {
    atStep(40);
    expect((await validate2fa(server.api, await gg2FAToken(), codeAt(39))).status).toBe(200);
    atStep(50);
    expect((await validate2fa(server.api, await gg2FAToken(), codeAt(51))).status).toBe(200);
  });

  it('refuses a code two steps behind or ahead, and a code of a step before the last one used', async () => {
    atStep(60);
    const token = await gg2FAToken();
    for (const step of [58, 62]) {
      const response = await validate2fa(server.api, token, codeAt(step));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        statusCode: 400,
        code: 'INVALID_VERIFICATION_CODE',
        message: 'Invalid verification code',
        errors: { code: 'Invalid verification code' },
        fieldCodes: { code: 'INVALID_VERIFICATION_CODE' },
      });
    }
    expect((await validate2fa(server.api, token, codeAt(61))).status).toBe(200);
    expect((await validate2fa(server.api, token, codeAt(60))).status).toBe(400);
  });

  it('answers a malformed code with a field error', async () => {
    atStep(70);
    const response = await validate2fa(server.api, await gg2FAToken(), '12ab');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      errors: { code: 'Code must be 6 digits' },
      fieldCodes: { code: 'CODE_FORMAT' },
    });
  });
});
