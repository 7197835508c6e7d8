import { eq } from 'drizzle-orm';

import { ledgerAdjustments, transactions } from '@/server/db/schema';
import { demoOperatorToken } from '@/server/db/seed-data/operators';

import { bearer } from './helpers/auth';
import { newMember } from './helpers/forms';
import { userIdOf } from './helpers/orders';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { createTestClock } from './helpers/testClock';

/**
 * The approval threshold counts what one operator asked for in 24 hours: per member (the request plus that
 * operator's earlier applied or pending adjustments of the member) and over all members (five times the threshold),
 * so splitting a large adjustment into small ones, one after another or all at once, still waits for a second operator.
 */

let server: TestApp;
const clock = createTestClock();

beforeAll(async () => {
  server = await createTestApp({}, { now: clock.now });
});

afterAll(async () => {
  await server.close();
});

const ADMIN = demoOperatorToken('admin');
const FINANCE = demoOperatorToken('finance');
const SUPPORT = demoOperatorToken('support');
const DAY_SECONDS = 24 * 60 * 60;

async function ops(token: string, method: string, path: string, body?: unknown) {
  const init: RequestInit = { method, headers: { ...bearer(token), 'content-type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await server.apiFrom('203.0.113.9')(`/api/ops/${path}`, init);
  return { status: response.status, body: await response.json() };
}

const credit = (token: string, username: string, amount = '1000', symbol = 'USDT') =>
  ops(token, 'POST', `members/${username}/adjustments`, { symbol, direction: 'CREDIT', amount, reason: 'Booked by hand' });

const balanceOf = async (username: string, symbol = 'USDT') => {
  const { body } = await ops(SUPPORT, 'GET', `members/${username}`);
  return body.data.balances.find((wallet: { symbol: string }) => wallet.symbol === symbol)?.balance ?? '0';
};

const statusesOf = (answers: { status: number; body: { data: { status: string } } }[]) => answers.map((answer) => [answer.status, answer.body.data.status]);

describe('split adjustments of one operator', () => {
  beforeEach(() => {
    // A fresh day for each test: earlier tests' adjustments are out of the 24-hour window.
    clock.advance(2 * DAY_SECONDS);
  });

  it('five sequential credits of 1,000 USDT to demo: the first applies, the rest wait once the 24-hour sum passes the threshold', async () => {
    const start = Number(await balanceOf('demo'));
    const answers = [];
    for (let index = 0; index < 5; index += 1) answers.push(await credit(FINANCE, 'demo'));
    expect(statusesOf(answers)).toEqual([
      [200, 'APPLIED'],
      [200, 'PENDING'],
      [200, 'PENDING'],
      [200, 'PENDING'],
      [200, 'PENDING'],
    ]);
    // Of the 5,000 asked for, no more than the threshold reached the wallet.
    expect(Number(await balanceOf('demo'))).toBe(start + 1000);
  });

  it('five parallel credits of 1,000 USDT: at most the threshold applies at once', async () => {
    const member = await newMember(server.api, 'split');
    const answers = await Promise.all(Array.from({ length: 5 }, () => credit(ADMIN, member.username)));
    const statuses = statusesOf(answers);
    expect(statuses.filter(([, status]) => status === 'APPLIED')).toHaveLength(1);
    expect(statuses.filter(([, status]) => status === 'PENDING')).toHaveLength(4);
    expect(await balanceOf(member.username)).toBe('1000');
    const rows = await server.db.select().from(transactions).where(eq(transactions.userId, await userIdOf(server.db, member.username)));
    expect(rows.filter((row) => row.type === 'ADJUSTMENT')).toHaveLength(1);
  });

  it('counts credits and debits by their value, other tokens at their price, and rejected requests not at all', async () => {
    const member = await newMember(server.api, 'mixed');
    // 600 USDT, then a debit of 300 (900 asked in all), then 2,000 EV at 0.1 USDT (200): above 1,000 together.
    expect((await credit(FINANCE, member.username, '600')).body.data.status).toBe('APPLIED');
    const debit = await ops(FINANCE, 'POST', `members/${member.username}/adjustments`, { symbol: 'USDT', direction: 'DEBIT', amount: '300', reason: 'Reversal' });
    expect(debit.body.data.status).toBe('APPLIED');
    const ev = await credit(FINANCE, member.username, '2000', 'EV');
    expect(ev.body.data).toEqual(expect.objectContaining({ status: 'PENDING', usdtValue: '200' }));
    // Rejected (withdrawn), it no longer counts: 900 + 100 = 1,000 is at the threshold.
    expect((await ops(FINANCE, 'POST', `adjustments/${ev.body.data.id}/reject`, { reason: 'Withdrawn' })).body.data.status).toBe('REJECTED');
    expect((await credit(FINANCE, member.username, '1000', 'EV')).body.data.status).toBe('APPLIED');
    // Another operator's adjustments of the member are theirs to count.
    expect((await credit(ADMIN, member.username, '1000')).body.data.status).toBe('APPLIED');
    expect(await balanceOf(member.username)).toBe('1300');
  });

  it("past 24 hours the earlier adjustments no longer count", async () => {
    const member = await newMember(server.api, 'nextday');
    expect((await credit(FINANCE, member.username)).body.data.status).toBe('APPLIED');
    expect((await credit(FINANCE, member.username)).body.data.status).toBe('PENDING');
    clock.advance(DAY_SECONDS + 60);
    expect((await credit(FINANCE, member.username)).body.data.status).toBe('APPLIED');
    expect(await balanceOf(member.username)).toBe('2000');
  });

  it("one operator's credits over several members wait once their 24-hour total passes five times the threshold", async () => {
    const members = [];
    for (let index = 0; index < 6; index += 1) members.push(await newMember(server.api, 'spread'));
    const answers = [];
    for (const member of members) answers.push(await credit(FINANCE, member.username));
    expect(answers.map((answer) => answer.body.data.status)).toEqual(['APPLIED', 'APPLIED', 'APPLIED', 'APPLIED', 'APPLIED', 'PENDING']);
    expect(await balanceOf(members[5].username)).toBe('0');
    // In parallel as well: a second operator's five at once over five members apply at most the total.
    const others = [];
    for (let index = 0; index < 6; index += 1) others.push(await newMember(server.api, 'spreadpar'));
    const parallel = await Promise.all(others.map((member) => credit(ADMIN, member.username)));
    expect(parallel.map((answer) => answer.body.data.status).filter((status) => status === 'APPLIED')).toHaveLength(5);
    const pending = await server.db.select().from(ledgerAdjustments).where(eq(ledgerAdjustments.status, 'PENDING'));
    expect(pending.filter((row) => row.reason === 'Booked by hand').length).toBeGreaterThan(0);
  });
});

describe('GET ops/adjustments/limits/:username (what the request form tells before sending)', () => {
  beforeEach(() => {
    clock.advance(2 * DAY_SECONDS);
  });

  it("answers the thresholds and the asking operator's own 24-hour sums, of the member and of all members", async () => {
    const { username } = await newMember(server.api, 'limits');
    const { username: other } = await newMember(server.api, 'limits');
    expect((await credit(FINANCE, username, '300')).body.data.status).toBe('APPLIED');
    expect((await credit(FINANCE, other, '200')).body.data.status).toBe('APPLIED');
    expect((await credit(ADMIN, username, '50')).body.data.status).toBe('APPLIED');

    const mine = await ops(FINANCE, 'GET', `adjustments/limits/${username}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ approvalAboveUsdt: '1000', totalAboveUsdt: '5000', windowHours: 24, requestedForMember: '300', requestedForAll: '500' });
    expect(mine.body.data.usdtPrices.USDT).toBe('1');
    expect(Number(mine.body.data.usdtPrices.EV)).toBeGreaterThan(0);
    expect((await ops(ADMIN, 'GET', `adjustments/limits/${username}`)).body.data).toMatchObject({ requestedForMember: '50', requestedForAll: '50' });

    clock.advance(DAY_SECONDS + 60);
    expect((await ops(FINANCE, 'GET', `adjustments/limits/${username}`)).body.data).toMatchObject({ requestedForMember: '0', requestedForAll: '0' });
  });

  it('is finance and admin only, and 404 for an unknown member', async () => {
    expect((await ops(SUPPORT, 'GET', 'adjustments/limits/demo')).status).toBe(403);
    const unknown = await ops(FINANCE, 'GET', 'adjustments/limits/nobody-here');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'MEMBER_NOT_FOUND']);
  });
});
