import { eq } from 'drizzle-orm';

import { createMember } from '@/server/db/members';
import { sessions, signIns, users, wallets } from '@/server/db/schema';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { ERROR_TEXTS } from '@/contract/errors';
import { TERMS_VERSION } from '@/config/legal';

import { postJson, profile, refreshCookieOf, refreshed, signIn } from './helpers/auth';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;
let log: jest.SpyInstance;

beforeAll(async () => {
  server = await createTestApp();
  log = jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  log.mockRestore();
  await server?.close();
});

const valid = {
  username: 'newbie_01',
  email: 'newbie@example.com',
  fullName: 'Lê Văn Mới',
  phone: '0912 345 678',
  password: 'Newbie@2024',
  referrerCode: 'DEMO0001',
  acceptTerms: true,
};

const signUp = (body: Record<string, unknown>) => server.api('/api/public/client/sign-up', postJson(body));

async function fieldErrors(body: Record<string, unknown>) {
  const response = await signUp(body);
  expect(response.status).toBe(400);
  const answer = await response.json();
  expect(answer.message).toBe('Validation failed');
  return answer.errors;
}

describe('POST /api/public/client/sign-up: field errors', () => {
  it('names every missing field', async () => {
    expect(await fieldErrors({})).toEqual({
      username: 'Username is required',
      email: 'Email is required',
      fullName: 'Full name is required',
      phone: 'Phone is required',
      password: 'Password is required',
      referrerCode: 'Referrer code is required',
      acceptTerms: ERROR_TEXTS.TERMS_CONSENT_REQUIRED,
    });
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'a'.repeat(21)],
    ['starting with a digit', '1abc'],
    ['with other characters', 'ab-cd'],
  ])('refuses a username %s', async (_case, username) => {
    expect(await fieldErrors({ ...valid, username })).toEqual({ username: ERROR_TEXTS.USERNAME_RULE });
  });

  it.each([['not an e-mail', 'newbie.example.com'], ['without a domain', 'newbie@']])(
    'refuses an e-mail %s',
    async (_case, email) => {
      expect(await fieldErrors({ ...valid, email })).toEqual({ email: 'Email is not valid' });
    },
  );

  it.each([['too short', '09123'], ['foreign', '+1 202 555 0100'], ['with letters', '09123abcde']])(
    'refuses a phone number %s',
    async (_case, phone) => {
      expect(await fieldErrors({ ...valid, phone })).toEqual({ phone: ERROR_TEXTS.PHONE_RULE });
    },
  );

  it.each([
    ['shorter than 8', 'Ab1@xyz'],
    ['without an upper-case letter', 'newbie@2024'],
    ['without a lower-case letter', 'NEWBIE@2024'],
    ['without a digit', 'Newbie@abcd'],
    ['without a special character', 'Newbie2024'],
  ])('refuses a password %s', async (_case, password) => {
    expect(await fieldErrors({ ...valid, password })).toEqual({ password: ERROR_TEXTS.PASSWORD_RULE });
  });

  it('refuses a taken username and e-mail in any case, and an unknown referrer code', async () => {
    expect(await fieldErrors({ ...valid, username: 'DEMO', email: 'Demo2FA@Example.com', referrerCode: 'NOPE1234' })).toEqual({
      username: 'Username is already taken',
      email: 'Email is already registered',
      referrerCode: 'Referrer code does not exist',
    });
  });
});

describe('POST /api/public/client/sign-up', () => {
  it('creates the member under the code owner, with empty wallets and no secure password yet', async () => {
    const response = await signUp({ ...valid, username: 'NewBie_01', email: 'NewBie@Example.com', referrerCode: 'demo0001' });
    expect(response.status).toBe(200);
    const [demo] = await server.db.select().from(users).where(eq(users.username, 'demo'));
    const { data } = await response.json();
    expect(data).toEqual({
      username: 'newbie_01',
      fullName: valid.fullName,
      accessToken: expect.any(String),
      refreshToken: null,
      sponsor: { username: 'demo', fullName: demo.fullName },
    });

    const [member] = await server.db.select().from(users).where(eq(users.username, 'newbie_01'));
    expect(member).toMatchObject({
      email: 'newbie@example.com',
      phone: '0912345678',
      sponsorId: demo.id,
      securePasswordHash: null,
      is2FAEnabled: false,
      kycStatus: 'NONE',
      isLeader: false,
      language: 'vi-VN',
      antiPhishingPhrase: null,
    });
    expect(member.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(member.passwordHash).not.toContain(valid.password);
    const memberWallets = await server.db.select().from(wallets).where(eq(wallets.userId, member.id));
    expect(memberWallets.map((w) => [w.symbol, Number(w.balance)]).sort()).toEqual([
      ['EC', 0],
      ['EV', 0],
      ['USDT', 0],
    ]);

    const session = await signIn(server.api, 'newbie_01', valid.password);
    const { data: read } = await (await profile(server.api, session.accessToken)).json();
    expect(read).toMatchObject({ username: 'newbie_01', sponsor: { username: 'demo', fullName: demo.fullName }, emailVerified: false });
  });

  it('accepts +84 numbers', async () => {
    const response = await signUp({ ...valid, username: 'second_one', email: 'second@example.com', phone: '+84 912 345 678' });
    expect(response.status).toBe(200);
  });

  it('reports a username or e-mail taken between the check and the insert (unique constraints) as taken', async () => {
    const [demo] = await server.db.select().from(users).where(eq(users.username, 'demo'));
    const base = { fullName: 'Race', phone: '0900000000', passwordHash: 'x', sponsorId: demo.id };
    await expect(
      createMember(server.db, { ...base, username: 'demo', email: 'race1@example.com', referralCode: 'RACE0001' }),
    ).resolves.toEqual({ created: false, taken: 'username' });
    await expect(
      createMember(server.db, { ...base, username: 'race_two', email: 'demo@example.com', referralCode: 'RACE0002' }),
    ).resolves.toEqual({ created: false, taken: 'email' });
    await expect(
      createMember(server.db, { ...base, username: 'race_three', email: 'race3@example.com', referralCode: 'DEMO0001' }),
    ).resolves.toEqual({ created: false, taken: 'referralCode' });
    expect(await server.db.select().from(users).where(eq(users.fullName, 'Race'))).toHaveLength(0);
  });
});

describe('POST /api/public/client/sign-up: the new member is signed in', () => {
  const cookieNames = (response: Response) => response.headers.getSetCookie().map((line) => line.split('=')[0]).sort();

  it('answers a session as a password sign-in does: the same cookies, a session and a sign-in record, and the access token opens the profile', async () => {
    const response = await signUp({ ...valid, username: 'session_one', email: 'session1@example.com' });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    const login = await server.api('/api/auth/client/login/credential', postJson({ username: 'demo', password: DEMO_PASSWORD }));
    expect(cookieNames(response)).toEqual(cookieNames(login));
    // The refresh cookie carries the same attributes as sign-in's.
    const attributes = (answer: Response) => answer.headers.getSetCookie().map((line) => line.replace(/=[^;]*/, '=…').split('; ').sort().join('; ')).sort();
    expect(attributes(response)).toEqual(attributes(login));

    const [member] = await server.db.select().from(users).where(eq(users.username, 'session_one'));
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(1);
    expect(await server.db.select().from(signIns).where(eq(signIns.userId, member.id))).toHaveLength(1);
    const { data: read } = await (await profile(server.api, data.accessToken)).json();
    expect(read).toMatchObject({ username: 'session_one', fullName: valid.fullName });
    // The refresh cookie works as a sign-in's does.
    expect((await refreshed(server.api, refreshCookieOf(response)!)).accessToken).toEqual(expect.any(String));
  });
});

describe('POST /api/public/client/sign-up: consent to the terms', () => {
  it.each([
    ['left out', undefined],
    ['false', false],
    ['the text "true"', 'true'],
    ['1', 1],
  ])('refuses a sign-up whose consent is %s: 400, a field error, no member and no session', async (_case, acceptTerms) => {
    const body = { ...valid, username: 'noconsent', email: 'noconsent@example.com', acceptTerms };
    const response = await signUp(body);
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
    const answer = await response.json();
    expect(answer.errors).toEqual({ acceptTerms: ERROR_TEXTS.TERMS_CONSENT_REQUIRED });
    expect(answer.fieldCodes).toEqual({ acceptTerms: 'TERMS_CONSENT_REQUIRED' });
    expect(await server.db.select().from(users).where(eq(users.username, 'noconsent'))).toHaveLength(0);
  });

  it('stores when the member accepted the terms and which version', async () => {
    const before = Date.now();
    expect((await signUp({ ...valid, username: 'consent_1', email: 'consent1@example.com' })).status).toBe(200);
    const [member] = await server.db.select().from(users).where(eq(users.username, 'consent_1'));
    expect(member.termsVersion).toBe(TERMS_VERSION);
    expect(member.termsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(member.termsAcceptedAt!.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
