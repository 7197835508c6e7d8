import { DEMO_OPERATOR_PASSWORD, seedOperators } from '@/server/db/seed-data/operators';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { totpCode } from '@/server/domain/totp';

import { bearer, postJson } from './helpers/auth';
import { newMember } from './helpers/forms';
import { createTestApp, GENEROUS_RATE_LIMITS } from './helpers/testApp';
import type { TestApp, TestVariant } from './helpers/testApp';

let server: TestApp;
const nowMs = Date.parse('2026-11-20T08:00:00Z');

beforeAll(async () => {
  server = await createTestApp();
});

afterAll(async () => {
  await server.close();
});

/** Every Set-Cookie line of one sign-in, refresh and sign-out of a member and of an operator, on `instance`. */
async function cookiesOfTheFlows(instance: TestVariant, operator: 'support' | 'finance', ip: string): Promise<string[]> {
  const api = instance.apiFrom(ip);
  const lines: string[] = [];
  const keep = (response: Response) => {
    lines.push(...response.headers.getSetCookie());
    return response;
  };

  const member = await newMember(server.api, 'cookies');
  const signedIn = keep(await api('/api/auth/client/login/credential', postJson({ username: member.username, password: DEMO_PASSWORD })));
  expect(signedIn.status).toBe(200);
  const { accessToken } = (await signedIn.json()).data;
  const refreshCookie = signedIn.headers.getSetCookie().find((line) => line.startsWith('refreshToken='))!.split(';')[0];
  const refreshed = keep(await api('/api/auth/client/refresh', { method: 'POST', headers: { cookie: refreshCookie } }));
  expect(refreshed.status).toBe(200);
  const { accessToken: nextToken } = (await refreshed.json()).data;
  expect(keep(await api('/api/auth/client/logout', { method: 'POST', headers: bearer(nextToken ?? accessToken) })).status).toBe(200);

  const secret = seedOperators.find((row) => row.username === operator)!.totpSecret;
  const console_ = keep(
    await api('/api/ops/session/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-console': '1' },
      body: JSON.stringify({ username: operator, password: DEMO_OPERATOR_PASSWORD, code: totpCode(secret, nowMs) }),
    }),
  );
  expect(console_.status).toBe(200);
  const session = console_.headers.getSetCookie().find((line) => line.startsWith('opsSession='))!.split(';')[0];
  const signOut = keep(await api('/api/ops/session/sign-out', { method: 'POST', headers: { cookie: session, 'x-ops-console': '1' } }));
  expect(signOut.status).toBe(200);
  return lines;
}

const NAMES = ['refreshToken', 'filhub_device', 'opsSession', 'filhub_ops_device'];

describe('the cookies the API sets', () => {
  it.each([
    ['production', true, 'support', '203.0.113.71'],
    ['development', false, 'finance', '203.0.113.72'],
  ] as const)('are HttpOnly, SameSite=Strict, for an /api path only, Secure exactly in %s', async (_, production, operator, ip) => {
    const instance = server.variant({ production, rateLimits: GENEROUS_RATE_LIMITS }, { now: () => new Date(nowMs) });
    const lines = await cookiesOfTheFlows(instance, operator, ip);

    for (const name of NAMES) expect(lines.some((line) => line.startsWith(`${name}=`))).toBe(true);
    for (const line of lines) {
      const attributes = line.split(';').slice(1).map((part) => part.trim());
      expect([line, attributes.includes('HttpOnly')]).toEqual([line, true]);
      expect([line, attributes.filter((part) => /^SameSite=/i.test(part))]).toEqual([line, ['SameSite=Strict']]);
      expect([line, attributes.find((part) => part.startsWith('Path='))]).toEqual([line, expect.stringMatching(/^Path=\/api\/[a-z]/)]);
      expect([line, attributes.includes('Secure')]).toEqual([line, production]);
    }
  });
});
