import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { and, asc, eq, sql } from 'drizzle-orm';

import { miningContracts, miningRewards, transactions, wallets } from '@/server/db/schema';
import { accrueMining } from '@/server/operations/mining';
import type { AccrualResult } from '@/server/operations/mining';
import type { KeyPage } from '@/contract/envelope';
import type { MiningContract, MiningSummary } from '@/contract/mining';
import type { WarehouseUnit } from '@/contract/warehouse';
import { sumAmounts, toDecimalString } from '@/server/domain/money';
import { startMiningTimer } from '@/server/mining-timer';

import { fieldCodesOf } from './helpers/errors';
import { bearer, postJson, signIn } from './helpers/auth';
import { newMember } from './helpers/forms';
import { runOpsCli } from './helpers/opsCli';
import { createTestApp, TEST_OPS_TOKEN } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { giveMiningUnits, userIdOf } from './helpers/warehouse';

/**
 * The app's clock. Each test sets its own epoch years apart, so the 540-day contracts of one test are over before
 * the days another test accrues (and the seeded demo contract, in the present, is over long before).
 */
let current = new Date('2040-03-10T12:00:00Z');
const setClock = (iso: string) => {
  current = new Date(iso);
};

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({}, { now: () => current });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

interface Answer<T> {
  status: number;
  body: { statusCode: number; message: string; data: T; errors?: Record<string, string> };
}

async function answer<T>(response: Response): Promise<Answer<T>> {
  return { status: response.status, body: await response.json() };
}

const get = <T>(path: string, auth: Record<string, string>) => server.api(`/api/${path}`, { headers: auth }).then((r) => answer<T>(r));
const activate = (unitId: string, auth: Record<string, string>) =>
  server.api(`/api/auth/warehouse/${unitId}/activate`, { method: 'POST', headers: auth }).then((r) => answer<WarehouseUnit>(r));

const opsHeaders = (token = TEST_OPS_TOKEN) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
const accrueByOps = (body: unknown, token?: string) =>
  Promise.resolve(
    server.app.request('/api/ops/mining/accrue', { method: 'POST', headers: opsHeaders(token), body: body === undefined ? undefined : JSON.stringify(body) }),
  ).then((r) => answer<AccrualResult>(r));

/** Signs the member in again at the current clock (tokens issued at an earlier clock may have expired). */
async function newSession(username: string) {
  return { auth: bearer((await signIn(server.api, username)).accessToken) };
}

/** A fresh member (signed in at the current clock) with mining units bought now. */
async function memberWithUnits(prefix: string, items: readonly { code: string; quantity: number }[]) {
  const member = await newMember(server.api, prefix);
  const id = await userIdOf(server.db, member.username);
  const units = await giveMiningUnits(server.db, id, items, current);
  return { ...member, id, ...units };
}

async function ecLedger(userId: string) {
  const [wallet] = await server.db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.symbol, 'EC')));
  const rows = await server.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.symbol, 'EC')))
    .orderBy(asc(transactions.id));
  const rewards = await server.db.select().from(miningRewards).where(eq(miningRewards.userId, userId));
  return { balance: toDecimalString(wallet?.balance ?? '0'), rows, rewards };
}

/** Balance = sum of the EC rows, and every MINING_REWARD row belongs to exactly one reward (none left over). */
async function expectConsistentRewards(userId: string) {
  const { balance, rows, rewards } = await ecLedger(userId);
  expect(sumAmounts(rows.map((row) => row.amount))).toBe(balance);
  const rewardRows = rows.filter((row) => row.type === 'MINING_REWARD');
  expect(rewards.map((reward) => reward.transactionId).sort()).toEqual(rewardRows.map((row) => row.id).sort());
  for (const reward of rewards) {
    const row = rewardRows.find((candidate) => candidate.id === reward.transactionId);
    expect(row?.reference).toBe(`MN-${reward.day}`);
    expect(toDecimalString(row?.amount ?? '0')).toBe(toDecimalString(reward.amount));
  }
}

describe('warehouse', () => {
  beforeAll(() => setClock('2040-03-10T12:00:00Z'));

  it('lists only the member’s own units, newest first, with product and order', async () => {
    const member = await newMember(server.api, 'wh');
    expect((await get<KeyPage<WarehouseUnit>>('auth/warehouse/list', member.auth)).body.data.items).toEqual([]);
    const id = await userIdOf(server.db, member.username);
    const older = await giveMiningUnits(server.db, id, [{ code: 'MIN-1TIB', quantity: 2 }], new Date('2040-03-09T08:00:00Z'));
    const newer = await giveMiningUnits(server.db, id, [{ code: 'MIN-10TIB', quantity: 1 }], new Date('2040-03-10T09:00:00Z'));
    await memberWithUnits('whother', [{ code: 'MIN-5TIB', quantity: 1 }]);

    const { status, body: page } = await get<KeyPage<WarehouseUnit>>('auth/warehouse/list', member.auth);
    expect(status).toBe(200);
    expect(page.data.nextCursor).toBeNull();
    const body = { data: page.data.items };
    expect(body.data.map((unit) => unit._id)).toEqual([newer.unitIds[0], ...[...older.unitIds].sort().reverse()]);
    expect(body.data[0]).toEqual({
      _id: newer.unitIds[0],
      status: 'IN_STOCK',
      product: {
        _id: expect.any(String),
        code: 'MIN-10TIB',
        name: { vi: 'Máy đào 10 TiB', en: '10 TiB mining unit' },
        power: '10',
        dailyReward: '0.2',
        contractDays: 540,
      },
      orderCode: newer.orderCode,
      createdAt: '2040-03-10T09:00:00.000Z',
      activatedAt: null,
      contract: null,
    });
    expect(body.data[1]).toMatchObject({ orderCode: older.orderCode, product: { code: 'MIN-1TIB', power: '1', dailyReward: '0.02' } });
  });

  it('activates an IN_STOCK unit into a contract from today for 540 days, once', async () => {
    const member = await memberWithUnits('whact', [{ code: 'MIN-1TIB', quantity: 1 }]);
    const [unitId] = member.unitIds;
    const { status, body } = await activate(unitId, member.auth);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      _id: unitId,
      status: 'MINING',
      activatedAt: '2040-03-10T12:00:00.000Z',
      contract: { _id: expect.any(String), startDate: '2040-03-10', endDate: '2041-09-01' },
    });
    const [contract] = await server.db.select().from(miningContracts).where(eq(miningContracts.unitId, unitId));
    expect(contract).toMatchObject({ id: body.data.contract?._id, userId: member.id, startDate: '2040-03-10', endDate: '2041-09-01' });
    expect([toDecimalString(contract.power), toDecimalString(contract.dailyReward)]).toEqual(['1', '0.02']);

    const again = await activate(unitId, member.auth);
    expect(again).toEqual({ status: 409, body: { statusCode: 409, code: 'UNIT_ALREADY_MINING', message: 'This unit is already mining' } });
    const listed = await get<KeyPage<WarehouseUnit>>('auth/warehouse/list', member.auth);
    expect(listed.body.data.items[0].contract).toEqual(body.data.contract);
  });

  it('answers 404 Unit not found for another member’s unit, an unknown id or a malformed one', async () => {
    const owner = await memberWithUnits('whown', [{ code: 'MIN-1TIB', quantity: 1 }]);
    const stranger = await newMember(server.api, 'whstr');
    for (const id of [owner.unitIds[0], '00000000-0000-4000-8000-000000000000', 'not-a-unit']) {
      expect(await activate(id, stranger.auth)).toEqual({ status: 404, body: { statusCode: 404, code: 'UNIT_NOT_FOUND', message: 'Unit not found' } });
    }
    expect((await get<KeyPage<WarehouseUnit>>('auth/warehouse/list', owner.auth)).body.data.items[0].status).toBe('IN_STOCK');
  });

  it('requires a signed-in member', async () => {
    expect((await server.api('/api/auth/warehouse/list')).status).toBe(401);
    expect((await server.api('/api/auth/mining/summary')).status).toBe(401);
    expect((await server.api('/api/auth/mining/contracts')).status).toBe(401);
  });
});

describe('accrual', () => {
  beforeAll(() => setClock('2045-06-15T12:00:00Z'));

  it('credits each active contract once per day: a mining_rewards row and a MINING_REWARD EC row', async () => {
    const member = await memberWithUnits('acc', [
      { code: 'MIN-1TIB', quantity: 1 },
      { code: 'MIN-10TIB', quantity: 1 },
    ]);
    for (const unitId of member.unitIds) expect((await activate(unitId, member.auth)).status).toBe(200);

    expect((await accrueByOps({ date: '2045-06-14' })).body.data).toEqual({ date: '2045-06-14', credited: 0, amount: '0' });
    const first = await accrueByOps({ date: '2045-06-15' });
    expect(first).toMatchObject({ status: 200, body: { message: 'Mining accrued', data: { date: '2045-06-15', credited: 2, amount: '0.22' } } });
    const after = await ecLedger(member.id);
    expect(after.balance).toBe('0.22');
    expect(after.rows.map((row) => [row.type, toDecimalString(row.amount), row.reference]).sort()).toEqual([
      ['MINING_REWARD', '0.02', 'MN-2045-06-15'],
      ['MINING_REWARD', '0.2', 'MN-2045-06-15'],
    ]);
    expect(after.rows.every((row) => row.createdAt.toISOString() === '2045-06-15T12:00:00.000Z')).toBe(true);
    await expectConsistentRewards(member.id);

    expect((await accrueByOps({ date: '2045-06-15' })).body.data).toEqual({ date: '2045-06-15', credited: 0, amount: '0' });
    const again = await ecLedger(member.id);
    expect(again.balance).toBe('0.22');
    expect(again.rows).toHaveLength(2);
    expect(again.rewards).toHaveLength(2);
  });

  it('credits once when two accruals of the same day run at the same time', async () => {
    setClock('2045-06-20T12:00:00Z');
    const member = await memberWithUnits('accpar', [{ code: 'MIN-5TIB', quantity: 2 }]);
    for (const unitId of member.unitIds) expect((await activate(unitId, member.auth)).status).toBe(200);
    setClock('2045-06-21T00:30:00Z');
    const [viaOps, direct] = await Promise.all([accrueByOps({ date: '2045-06-20' }), accrueMining(server.db, '2045-06-20', current)]);
    const credited = [viaOps.body.data.credited, direct.credited];
    // the contracts of the previous test (from 2045-06-15) are credited as well, once
    expect(credited[0] + credited[1]).toBe(4);
    const { balance, rows, rewards } = await ecLedger(member.id);
    expect(balance).toBe('0.2');
    expect(rows).toHaveLength(2);
    expect(rewards.map((reward) => reward.day)).toEqual(['2045-06-20', '2045-06-20']);
    await expectConsistentRewards(member.id);
    const [{ count }] = await server.db
      .select({ count: sql<number>`count(*)::int` })
      .from(miningRewards)
      .where(eq(miningRewards.day, '2045-06-20'));
    expect(count).toBe(4);
  });

  it('does not credit a contract before its start day or from its end day on', async () => {
    setClock('2050-01-01T06:00:00Z');
    const member = await memberWithUnits('accend', [{ code: 'MIN-1TIB', quantity: 1 }]);
    const { body } = await activate(member.unitIds[0], member.auth);
    const endDate = body.data.contract?.endDate ?? '';
    expect(endDate).toBe('2051-06-25');
    expect((await accrueByOps({ date: '2049-12-31' })).body.data.credited).toBe(0);
    setClock('2051-07-01T00:00:00Z');
    expect((await accrueByOps({ date: endDate })).body.data.credited).toBe(0);
    expect((await accrueByOps({ date: '2051-06-24' })).body.data).toEqual({ date: '2051-06-24', credited: 1, amount: '0.02' });
    const contracts = await get<KeyPage<MiningContract>>('auth/mining/contracts', (await newSession(member.username)).auth);
    expect(contracts.body.data.items[0]).toMatchObject({ active: false, rewardsTotal: '0.02', lastRewardDay: '2051-06-24' });
  });

  it('refuses a future day and a malformed one (400), and defaults to today', async () => {
    setClock('2055-01-10T23:59:00Z');
    expect(await accrueByOps({ date: '2055-01-11' })).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'FUTURE_DAY', message: 'The date must not be in the future', errors: { date: 'The date must not be in the future' }, fieldCodes: { date: 'FUTURE_DAY' } },
    });
    await expect(accrueMining(server.db, '2055-01-11', current)).rejects.toMatchObject({ status: 400 });
    expect(await accrueByOps({ date: '2055-02-30' })).toMatchObject({
      status: 400,
      body: { message: 'Validation failed', errors: { date: 'Date must be a date (YYYY-MM-DD)' } },
    });
    expect((await accrueByOps(undefined)).body.data).toEqual({ date: '2055-01-10', credited: 0, amount: '0' });
    expect((await accrueByOps({})).body.data.date).toBe('2055-01-10');
  });

  it('is an operator call: no token or a wrong one answers 401', async () => {
    expect((await server.app.request('/api/ops/mining/accrue', { method: 'POST' })).status).toBe(401);
    expect((await accrueByOps({}, 'wrong-token')).status).toBe(401);
    expect((await server.api('/api/ops/mining/accrue', postJson({}))).status).toBe(401);
  });
});

describe('mining summary and contracts', () => {
  it('sums power and contracts active today, rewards today and in all, and every day of the range', async () => {
    setClock('2060-05-20T10:00:00Z');
    const member = await memberWithUnits('sum', [
      { code: 'MIN-1TIB', quantity: 1 },
      { code: 'MIN-5TIB', quantity: 1 },
    ]);
    const [oneTib, fiveTib] = member.unitIds;
    await activate(oneTib, member.auth);
    setClock('2060-05-20T11:00:00Z');
    await activate(fiveTib, (await newSession(member.username)).auth);
    await accrueMining(server.db, '2060-05-20', current);
    setClock('2060-05-22T08:00:00Z');
    await accrueMining(server.db, '2060-05-21', current);
    const { auth } = await newSession(member.username);

    const summary = await get<MiningSummary>('auth/mining/summary', auth);
    expect(summary.status).toBe(200);
    const { perDay, ...rest } = summary.body.data;
    expect(rest).toEqual({ power: '6', activeContracts: 2, rewardsToday: '0.12', rewardsTotal: '0.24', from: '2060-04-23', to: '2060-05-22' });
    expect(perDay).toHaveLength(30);
    expect(perDay.filter((day) => day.amount !== '0')).toEqual([
      { date: '2060-05-20', amount: '0.12' },
      { date: '2060-05-21', amount: '0.12' },
    ]);

    const ranged = await get<MiningSummary>('auth/mining/summary?from=2060-05-21&to=2060-05-23', auth);
    expect(ranged.body.data.perDay).toEqual([
      { date: '2060-05-21', amount: '0.12' },
      { date: '2060-05-22', amount: '0' },
      { date: '2060-05-23', amount: '0' },
    ]);

    const contracts = await get<KeyPage<MiningContract>>('auth/mining/contracts', auth);
    expect(contracts.body.data.items).toEqual([
      {
        _id: expect.any(String),
        unitId: fiveTib,
        product: { code: 'MIN-5TIB', name: { vi: 'Máy đào 5 TiB', en: '5 TiB mining unit' } },
        power: '5',
        dailyReward: '0.1',
        startDate: '2060-05-20',
        endDate: '2061-11-11',
        active: true,
        rewardsTotal: '0.2',
        lastRewardDay: '2060-05-21',
      },
      expect.objectContaining({ unitId: oneTib, power: '1', dailyReward: '0.02', rewardsTotal: '0.04', lastRewardDay: '2060-05-21' }),
    ]);
  });

  it('answers zeros and empty lists to a member without mining', async () => {
    const member = await newMember(server.api, 'sumnone');
    const summary = await get<MiningSummary>('auth/mining/summary?from=2060-05-01&to=2060-05-02', member.auth);
    expect(summary.body.data).toEqual({
      power: '0',
      activeContracts: 0,
      rewardsToday: '0',
      rewardsTotal: '0',
      from: '2060-05-01',
      to: '2060-05-02',
      perDay: [
        { date: '2060-05-01', amount: '0' },
        { date: '2060-05-02', amount: '0' },
      ],
    });
    expect((await get<KeyPage<MiningContract>>('auth/mining/contracts', member.auth)).body.data.items).toEqual([]);
  });

  it.each([
    ['to before from', 'from=2060-05-10&to=2060-05-01', { to: 'The end date must not be before the start date' }],
    ['a range over 366 days', 'from=2059-01-01&to=2060-05-01', { from: 'The range can be at most 366 days' }],
    ['a malformed date', 'from=2060-13-01', { from: 'From must be a date (YYYY-MM-DD)' }],
  ])('refuses %s (400 with field errors)', async (_case, query, errors) => {
    const member = await newMember(server.api, 'sumbad');
    expect(await get('auth/mining/summary?' + query, member.auth)).toEqual({
      status: 400,
      body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Validation failed', errors, fieldCodes: fieldCodesOf(errors) },
    });
  });
});

describe('the server timer and the operator CLI', () => {
  it('the timer accrues the previous UTC day and logs one line when it credited something', async () => {
    setClock('2065-08-01T12:00:00Z');
    const member = await memberWithUnits('timer', [{ code: 'MIN-1TIB', quantity: 1 }]);
    await activate(member.unitIds[0], member.auth);
    const log = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const timer = startMiningTimer(server.db, { now: () => new Date('2065-08-02T00:10:00Z'), firstRunDelayMs: 0, intervalMs: 60_000 });
    try {
      await timer.firstRun;
      expect(log.mock.calls).toEqual([['[mining] Accrued 2065-08-01: 0.02 EC to 1 contract']]);
    } finally {
      timer.stop();
      log.mockRestore();
    }
    expect((await ecLedger(member.id)).rewards.map((reward) => reward.day)).toEqual(['2065-08-01']);
  });

  it('npm run ops -- accrue-mining credits the day and prints what it credited', async () => {
    setClock('2070-02-01T12:00:00Z');
    const member = await memberWithUnits('cli', [{ code: 'MIN-10TIB', quantity: 1 }]);
    await activate(member.unitIds[0], member.auth);
    const http = await new Promise<ServerType>((resolve) => {
      const started = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    });
    const env = { ...process.env, OPS_URL: `http://127.0.0.1:${(http.address() as AddressInfo).port}/api`, OPS_API_TOKEN: TEST_OPS_TOKEN };
    const quiet = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      expect(await runOpsCli(['accrue-mining', '2070-02-01'], env)).toMatchObject({
        code: 0,
        stdout: 'Mining of 2070-02-01: credited 0.2 EC to 1 contract\n',
      });
      expect(await runOpsCli(['accrue-mining'], env)).toMatchObject({
        code: 0,
        stdout: 'Mining: no missed day to pay (every day up to yesterday is paid)\n',
      });
      const future = await runOpsCli(['accrue-mining', '2070-02-02'], env);
      expect(future.code).toBe(1);
      expect(future.stderr).toMatch(/answered 400: The date must not be in the future/);
    } finally {
      quiet.mockRestore();
      await new Promise((resolve) => http.close(resolve));
    }
  }, 60_000);
});
