import { randomBytes } from 'node:crypto';

import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import { lockWallets } from '@/server/db/ledger';
import { miningAccrualDays, miningContracts, miningRewards, products, transactions, users, wallets } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { daysToAccrue } from '@/server/domain/mining';
import { sumAmounts, toDecimalString } from '@/server/domain/money';
import { moneyTransaction, post } from '@/server/operations/ledger';
import { accrueMining, catchUpMining } from '@/server/operations/mining';
import { auditWallets } from '@/scripts/lib/ledger-audit';

import { createTestDatabase } from './helpers/testDatabase';
import type { TestDatabase } from './helpers/testDatabase';
import { giveMiningUnits } from './helpers/warehouse';

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.handle.db;
}, 60_000);

afterAll(async () => {
  await database?.dispose();
});

async function newUser(prefix: string): Promise<string> {
  const name = `${prefix}${randomBytes(4).toString('hex')}`;
  const [user] = await db
    .insert(users)
    .values({ username: name, email: `${name}@example.test`, fullName: name, phone: '0900000000', passwordHash: 'x', referralCode: name.toUpperCase() })
    .returning({ id: users.id });
  return user.id;
}

/** A contract of `userId` earning `dailyReward` EC on startDate..endDate (exclusive), on a unit of its own. */
async function contract(userId: string, dailyReward: string, startDate: string, endDate: string): Promise<string> {
  const { unitIds } = await giveMiningUnits(db, userId, [{ code: 'MIN-1TIB', quantity: 1 }], new Date(`${startDate}T08:00:00Z`));
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.code, 'MIN-1TIB'));
  const [row] = await db
    .insert(miningContracts)
    .values({ userId, unitId: unitIds[0], productId: product.id, power: '1', dailyReward, startDate, endDate })
    .returning({ id: miningContracts.id });
  return row.id;
}

/** Every wallet against the sum of its ledger rows, every balance_after against the running sum (scripts/lib/ledger-audit). */
async function expectLedgerConsistent() {
  const audit = await auditWallets({
    query: async <T>(text: string) => ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows,
    close: async () => undefined,
  });
  expect(audit).toMatchObject({ mismatches: [], brokenChain: 0, rowsWithoutWallet: 0 });
  expect(audit.ledgerRows).toBeGreaterThan(0);
}

async function ecOf(userId: string) {
  const [wallet] = await db
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.symbol, 'EC')));
  const rows = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.symbol, 'EC')))
    .orderBy(asc(transactions.id));
  return { balance: wallet ? toDecimalString(wallet.balance) : null, rows };
}

const rewardsOf = (contractIds: readonly string[]) =>
  db
    .select({ contractId: miningRewards.contractId, day: miningRewards.day, amount: miningRewards.amount, transactionId: miningRewards.transactionId })
    .from(miningRewards)
    .where(inArray(miningRewards.contractId, [...contractIds]))
    .orderBy(asc(miningRewards.day), asc(miningRewards.contractId));

const recordOf = async (day: string) => (await db.select().from(miningAccrualDays).where(eq(miningAccrualDays.day, day)))[0];

describe('set-based accrual of one day', () => {
  it('credits each contract active on the day once, in batches, with its ledger row and balance_after on top of the wallet', async () => {
    const day = '2081-03-10';
    const at = new Date('2081-03-11T01:00:00Z');
    const several = await newUser('accsev');
    // an EC balance before the accrual: the rewards' balance_after continue from it
    await moneyTransaction(db, async (tx) => {
      const wallet = { userId: several, symbol: 'EC' as const };
      await post(tx, await lockWallets(tx, [wallet]), [{ ...wallet, type: 'DEPOSIT', amount: '5', reference: 'TEST-DEPOSIT' }], new Date('2081-03-01T00:00:00Z'));
    });
    const single = await newUser('accone');
    const idle = await newUser('accidle');
    const earning = [
      await contract(several, '0.02', '2081-03-01', '2082-08-23'),
      await contract(several, '0.2', '2081-03-10', '2082-09-01'),
      await contract(several, '0.1', '2080-01-01', '2081-03-11'),
      await contract(single, '0.3', '2081-03-09', '2082-09-01'),
    ];
    const notEarning = [
      await contract(idle, '0.02', '2081-03-11', '2082-09-02'), // starts the day after
      await contract(idle, '0.02', '2079-10-01', '2081-03-10'), // ended: the end date earns nothing
      await contract(idle, '0', '2081-03-01', '2082-09-01'), // earns nothing a day
    ];

    // batches of 2 contracts: the member's three contracts fall into different batches (ids are random), or not
    const result = await accrueMining(db, day, at, { batchSize: 2 });
    expect(result).toEqual({ date: day, credited: 4, amount: '0.62' });

    const rewards = await rewardsOf([...earning, ...notEarning]);
    expect(rewards.map((reward) => reward.contractId).sort()).toEqual([...earning].sort());
    expect(rewards.every((reward) => reward.day === day)).toBe(true);

    const mine = await ecOf(several);
    expect(mine.balance).toBe('5.32');
    const rewardRows = mine.rows.filter((row) => row.type === 'MINING_REWARD');
    expect(rewardRows.map((row) => toDecimalString(row.amount)).sort()).toEqual(['0.02', '0.1', '0.2']);
    // in ledger order each balance_after is the previous one plus the amount, starting from the deposit's 5
    let running = '5';
    for (const row of rewardRows) {
      running = sumAmounts([running, row.amount]);
      expect(toDecimalString(row.balanceAfter)).toBe(running);
      expect(row).toMatchObject({ reference: `MN-${day}`, status: 'COMPLETED', createdAt: at });
    }
    expect(running).toBe('5.32');
    // each reward links to its own ledger row, of its member and amount
    const byId = new Map([...mine.rows, ...(await ecOf(single)).rows].map((row) => [row.id, row]));
    for (const reward of rewards) {
      expect(toDecimalString(byId.get(reward.transactionId)?.amount ?? '-1')).toBe(toDecimalString(reward.amount));
    }
    expect(new Set(rewards.map((reward) => reward.transactionId)).size).toBe(4);

    const other = await ecOf(single);
    expect(other.balance).toBe('0.3');
    expect(other.rows.map((row) => [row.type, toDecimalString(row.amount), toDecimalString(row.balanceAfter)])).toEqual([['MINING_REWARD', '0.3', '0.3']]);
    expect((await ecOf(idle)).rows).toEqual([]);

    expect(await recordOf(day)).toMatchObject({ status: 'PAID', contracts: 4, startedAt: at, finishedAt: at });
    expect(toDecimalString((await recordOf(day)).amount)).toBe('0.62');
    await expectLedgerConsistent();
  });

  it('credits nothing more when run again, or when two runs of a day go at once', async () => {
    const day = '2083-05-20';
    const at = new Date('2083-05-21T00:30:00Z');
    const members = [await newUser('accpar'), await newUser('accpar'), await newUser('accpar')];
    const ids: string[] = [];
    for (const [index, userId] of members.entries()) {
      for (let n = 0; n <= index; n += 1) ids.push(await contract(userId, '0.05', '2083-05-01', '2083-06-01'));
    }

    const [first, second] = await Promise.all([accrueMining(db, day, at, { batchSize: 1 }), accrueMining(db, day, at, { batchSize: 4 })]);
    expect(first.credited + second.credited).toBe(6);
    expect(sumAmounts([first.amount, second.amount])).toBe('0.3');
    expect(await accrueMining(db, day, at)).toEqual({ date: day, credited: 0, amount: '0' });

    const rewards = await rewardsOf(ids);
    expect(rewards).toHaveLength(6);
    expect(new Set(rewards.map((reward) => reward.contractId)).size).toBe(6);
    expect((await Promise.all(members.map(ecOf))).map((ledger) => [ledger.balance, ledger.rows.length])).toEqual([
      ['0.05', 1],
      ['0.1', 2],
      ['0.15', 3],
    ]);
    expect(await recordOf(day)).toMatchObject({ status: 'PAID', contracts: 6 });
    await expectLedgerConsistent();
  });
});

describe('the mining job (catchUpMining)', () => {
  it('pays the three missed days up to yesterday, oldest first, each contract-day once', async () => {
    const member = await newUser('job');
    // short contracts, over long before the next test's days
    const ids = [await contract(member, '0.1', '2085-07-01', '2085-07-20'), await contract(member, '0.02', '2085-07-02', '2085-07-20')];
    // the first day was paid after it was over; the next three were missed
    await accrueMining(db, '2085-07-01', new Date('2085-07-02T00:10:00Z'));

    const at = new Date('2085-07-05T09:00:00Z');
    const paid = await catchUpMining(db, at);
    expect(paid).toEqual([
      { date: '2085-07-02', credited: 2, amount: '0.12' },
      { date: '2085-07-03', credited: 2, amount: '0.12' },
      { date: '2085-07-04', credited: 2, amount: '0.12' },
    ]);
    expect(await catchUpMining(db, new Date('2085-07-05T10:00:00Z'))).toEqual([]);

    const rewards = await rewardsOf(ids);
    expect(rewards.map((reward) => [reward.day, reward.contractId])).toEqual(
      [
        ['2085-07-01', ids[0]],
        ...['2085-07-02', '2085-07-03', '2085-07-04'].flatMap((day) => [...ids].sort().map((id) => [day, id])),
      ].sort(([dayA, idA], [dayB, idB]) => (dayA === dayB ? (idA < idB ? -1 : 1) : dayA < dayB ? -1 : 1)),
    );
    expect((await ecOf(member)).balance).toBe('0.46');
    for (const day of ['2085-07-02', '2085-07-03', '2085-07-04']) {
      expect(await recordOf(day)).toMatchObject({ status: 'PAID', contracts: 2, startedAt: at });
    }
    await expectLedgerConsistent();
  });

  it('pays again a day accrued before it was over (a contract started later that day earns it)', async () => {
    const member = await newUser('jobtoday');
    const early = await contract(member, '0.1', '2087-02-10', '2088-08-03');
    expect(await accrueMining(db, '2087-02-10', new Date('2087-02-10T06:00:00Z'))).toMatchObject({ credited: 1 });
    const late = await contract(member, '0.2', '2087-02-10', '2088-08-03');

    expect(await catchUpMining(db, new Date('2087-02-11T00:20:00Z'))).toEqual([{ date: '2087-02-10', credited: 1, amount: '0.2' }]);
    expect((await rewardsOf([early, late])).map((reward) => reward.contractId).sort()).toEqual([early, late].sort());
    expect(await recordOf('2087-02-10')).toMatchObject({ status: 'PAID', contracts: 2 });
    expect(await catchUpMining(db, new Date('2087-02-11T01:20:00Z'))).toEqual([]);
  });

  it('looks back at most maxDays days, and pays nothing when no contract runs', async () => {
    const member = await newUser('jobwindow');
    const id = await contract(member, '0.1', '2090-01-01', '2091-06-25');
    const paid = await catchUpMining(db, new Date('2090-01-11T03:00:00Z'), { maxDays: 3 });
    expect(paid.map((result) => result.date)).toEqual(['2090-01-08', '2090-01-09', '2090-01-10']);
    expect((await rewardsOf([id])).map((reward) => reward.day)).toEqual(['2090-01-08', '2090-01-09', '2090-01-10']);
    expect(await catchUpMining(db, new Date('2095-01-11T03:00:00Z'))).toEqual([]);
  });
});

describe('daysToAccrue', () => {
  const paid = (day: string, startedAt: string) => ({ day, status: 'PAID' as const, startedAt: new Date(startedAt) });

  it('lists the days from the first start (or the window) to yesterday that are not paid for good', () => {
    expect(daysToAccrue('2030-01-05', null, [])).toEqual([]);
    expect(daysToAccrue('2030-01-05', '2030-01-06', [])).toEqual([]);
    expect(daysToAccrue('2030-01-05', '2030-01-02', [])).toEqual(['2030-01-02', '2030-01-03', '2030-01-04', '2030-01-05']);
    expect(daysToAccrue('2030-01-05', '2029-01-01', [], 2)).toEqual(['2030-01-04', '2030-01-05']);
    expect(
      daysToAccrue('2030-01-05', '2030-01-02', [
        paid('2030-01-02', '2030-01-03T00:00:00Z'),
        paid('2030-01-03', '2030-01-03T23:59:59Z'), // paid before the day was over: again
        { day: '2030-01-04', status: 'FAILED', startedAt: new Date('2030-01-05T01:00:00Z') },
        { day: '2030-01-05', status: 'RUNNING', startedAt: new Date('2030-01-06T01:00:00Z') },
      ]),
    ).toEqual(['2030-01-03', '2030-01-04', '2030-01-05']);
  });
});
