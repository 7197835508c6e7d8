import { DEMO_2FA_TOTP_SECRET } from '@/server/db/seed-data/members';

import { bearer, demo2faCode, login, profile, signIn, UNAUTHORIZED, validate2fa } from './helpers/auth';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;
let demoToken: string;
let demo2faToken: string;

beforeAll(async () => {
  server = await createTestApp();
  demoToken = (await signIn(server.api)).accessToken;
  const { body } = await login(server.api, 'demo2fa');
  const session = await validate2fa(server.api, body.data.gg2FAToken, demo2faCode(new Date()));
  demo2faToken = (await session.json()).data.accessToken;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const displayIncome = (token: string, query: string) =>
  server.api(`/api/auth/client/display-income${query}`, { headers: bearer(token) });

describe('GET /api/auth/client/profile', () => {
  it("answers the member's profile, with exactly the contract's fields", async () => {
    const response = await profile(server.api, demoToken);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: 'demo',
      fullName: 'Nguyễn Văn Demo',
      email: 'demo@example.com',
      phone: '0901234567',
      avatar: { completedUrl: null },
      dateOfBirth: null,
      address: null,
      hasSecurePassword: true,
      emailVerified: true,
      referralCode: 'DEMO0001',
      sponsor: null,
      package: { _id: expect.stringMatching(/^[0-9a-f-]{36}$/), code: 'PKG-GOLD', name: { vi: 'Gói Vàng', en: 'Gold' }, bonusLevels: 3 },
      rank: { code: 'BRONZE', teamVolume: '1200', minTeamVolume: '1000', next: { code: 'SILVER', minTeamVolume: '5000', remaining: '3800' } },
      isLeader: true,
      kycStatus: 'APPROVED',
      is2FAEnabled: false,
      language: 'vi-VN',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('names the sponsor, and never shows a hash or the TOTP secret', async () => {
    const text = await (await profile(server.api, demo2faToken)).text();
    const { data } = JSON.parse(text);
    expect(data).toMatchObject({
      username: 'demo2fa',
      is2FAEnabled: true,
      sponsor: { username: 'demo', fullName: 'Nguyễn Văn Demo' },
    });
    expect(text).not.toMatch(/hash|scrypt|totp|secret/i);
    expect(text).not.toContain(DEMO_2FA_TOTP_SECRET);
  });

  it('needs a member', async () => {
    const response = await server.api('/api/auth/client/profile');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(UNAUTHORIZED);
  });
});

describe('GET /api/auth/client/display-income', () => {
  it('allows a member whose KYC is approved, asking about themselves', async () => {
    const response = await displayIncome(demoToken, '?username=demo');
    expect(await response.json()).toEqual({ statusCode: 200, message: 'OK', data: { allowed: true } });
    expect((await (await displayIncome(demoToken, '?username=DEMO')).json()).data.allowed).toBe(true);
  });

  it('refuses a member without approved KYC', async () => {
    expect((await (await displayIncome(demo2faToken, '?username=demo2fa')).json()).data).toEqual({ allowed: false });
  });

  it("answers false for another member's username or none", async () => {
    expect((await (await displayIncome(demoToken, '?username=demo2fa')).json()).data.allowed).toBe(false);
    expect((await (await displayIncome(demoToken, '')).json()).data.allowed).toBe(false);
  });
});

describe('GET /api/auth/client/wallets', () => {
  it("answers the member's USDT, EV and EC balances as decimal strings, USDT as the currency", async () => {
    const response = await server.api('/api/auth/client/wallets', { headers: bearer(demoToken) });
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual([
      { symbol: 'USDT', balance: '1123.5', isCurrency: true },
      { symbol: 'EV', balance: '6250.75', isCurrency: false },
      { symbol: 'EC', balance: '42.123456', isCurrency: false },
    ]);
    const other = await server.api('/api/auth/client/wallets', { headers: bearer(demo2faToken) });
    expect((await other.json()).data.map((w: { balance: string }) => w.balance)).toEqual(['300', '800', '5.5']);
  });

  it('needs a member', async () => {
    expect((await server.api('/api/auth/client/wallets')).status).toBe(401);
  });
});
