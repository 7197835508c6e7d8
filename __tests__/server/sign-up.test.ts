import { eq } from 'drizzle-orm';

import { createMember } from '@/server/db/members';
import { users, wallets } from '@/server/db/schema';
import { ERROR_TEXTS } from '@/contract/errors';

import { postJson, profile, signIn } from './helpers/auth';
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
    expect(await response.json()).toEqual({
      statusCode: 200,
      message: 'Account created',
      data: { username: 'newbie_01' },
    });

    const [member] = await server.db.select().from(users).where(eq(users.username, 'newbie_01'));
    const [demo] = await server.db.select().from(users).where(eq(users.username, 'demo'));
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
    const { data } = await (await profile(server.api, session.accessToken)).json();
    expect(data).toMatchObject({ username: 'newbie_01', sponsor: { username: 'demo', fullName: demo.fullName } });
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
