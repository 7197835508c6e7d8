import { and, asc, desc, eq, gt, gte, lte, notExists, sql } from 'drizzle-orm';

import { addDays, dayStart } from '../domain/history';
import { checkAccrualDay, MINING_REWARD_SYMBOL, miningReference } from '../domain/mining';
import type { MiningContractRecord, MiningSummaryRecord } from '../domain/mining';
import { Decimal, toDecimalString } from '../domain/money';
import { validationFailed } from '../http/errors';
import { lockWallets, moneyTransaction, post } from './ledger';
import { miningContracts, miningRewards, products } from './schema';
import type { Database } from './types';

const activeOn = (day: string) => and(lte(miningContracts.startDate, day), gt(miningContracts.endDate, day));

/**
 * The member's mining at a glance: power and number of contracts active today, rewards credited today (UTC, by
 * ledger time), rewards of all time, and the sums per reward day of from..to.
 */
export async function miningSummary(db: Database, userId: string, today: string, from: string, to: string): Promise<MiningSummaryRecord> {
  const mine = eq(miningRewards.userId, userId);
  const todayStart = dayStart(today).toISOString();
  const tomorrowStart = dayStart(addDays(today, 1)).toISOString();
  const [[active], [totals], perDay] = await Promise.all([
    db
      .select({ power: sql<string>`coalesce(sum(${miningContracts.power}), 0)::text`, count: sql<number>`count(*)::int` })
      .from(miningContracts)
      .where(and(eq(miningContracts.userId, userId), activeOn(today))),
    db
      .select({
        all: sql<string>`coalesce(sum(${miningRewards.amount}), 0)::text`,
        today: sql<string>`coalesce(sum(${miningRewards.amount}) filter (where ${miningRewards.createdAt} >= ${todayStart}::timestamptz and ${miningRewards.createdAt} < ${tomorrowStart}::timestamptz), 0)::text`,
      })
      .from(miningRewards)
      .where(mine),
    db
      .select({ date: sql<string>`${miningRewards.day}::text`, amount: sql<string>`sum(${miningRewards.amount})::text` })
      .from(miningRewards)
      .where(and(mine, gte(miningRewards.day, from), lte(miningRewards.day, to)))
      .groupBy(miningRewards.day),
  ]);
  return { power: active.power, activeContracts: active.count, rewardsToday: totals.today, rewardsTotal: totals.all, perDay };
}

/** The member's contracts, newest first, with their product, rewards total and last rewarded day. */
export function listMiningContracts(db: Database, userId: string): Promise<MiningContractRecord[]> {
  return db
    .select({
      id: miningContracts.id,
      unitId: miningContracts.unitId,
      productCode: products.code,
      nameVi: products.nameVi,
      nameEn: products.nameEn,
      power: miningContracts.power,
      dailyReward: miningContracts.dailyReward,
      startDate: miningContracts.startDate,
      endDate: miningContracts.endDate,
      rewardsTotal: sql<string>`coalesce(sum(${miningRewards.amount}), 0)::text`,
      lastRewardDay: sql<string | null>`max(${miningRewards.day})::text`,
    })
    .from(miningContracts)
    .innerJoin(products, eq(products.id, miningContracts.productId))
    .leftJoin(miningRewards, eq(miningRewards.contractId, miningContracts.id))
    .where(eq(miningContracts.userId, userId))
    .groupBy(miningContracts.id, products.id)
    .orderBy(desc(miningContracts.createdAt), desc(miningContracts.id));
}

/** Thrown inside a contract's transaction when its day was credited meanwhile: rolls the ledger row back. */
class RewardAlreadyCredited extends Error {}

interface DueContract {
  id: string;
  userId: string;
  dailyReward: string;
}

/**
 * One contract's reward of `day`, ONE transaction: the MINING_REWARD ledger row (EC wallet locked), then the
 * reward row, inserted ON CONFLICT (contract, day) DO NOTHING. When another accrual got there first, nothing is
 * inserted and the whole transaction (ledger row included) rolls back: answers null.
 */
async function creditReward(db: Database, contract: DueContract, day: string, at: Date): Promise<string | null> {
  try {
    return await moneyTransaction(db, async (tx) => {
      const wallet = { userId: contract.userId, symbol: MINING_REWARD_SYMBOL };
      const locked = await lockWallets(tx, [wallet]);
      const [row] = await post(tx, locked, [{ ...wallet, type: 'MINING_REWARD', amount: contract.dailyReward, reference: miningReference(day) }], at);
      const inserted = await tx
        .insert(miningRewards)
        .values({ contractId: contract.id, userId: contract.userId, day, amount: row.amount, transactionId: row.id, createdAt: at })
        .onConflictDoNothing({ target: [miningRewards.contractId, miningRewards.day] })
        .returning({ id: miningRewards.id });
      if (inserted.length === 0) throw new RewardAlreadyCredited();
      return row.amount;
    });
  } catch (error) {
    if (error instanceof RewardAlreadyCredited) return null;
    throw error;
  }
}

export interface AccrualResult {
  date: string;
  /** Contracts credited by this run. */
  credited: number;
  /** EC credited by this run. */
  amount: string;
}

/**
 * Credits `day` (YYYY-MM-DD, not after the UTC day of `at`) to every contract with startDate <= day < endDate that
 * has no reward for it yet, each contract in its own transaction, at time `at`. Exactly once per contract and day,
 * also when several accruals run at the same time (the unique contract+day decides).
 */
export async function accrueMining(db: Database, day: string, at: Date): Promise<AccrualResult> {
  const refused = checkAccrualDay(day, at);
  if (refused) throw validationFailed(refused.errors, refused.errors.date);
  const alreadyCredited = db
    .select({ id: miningRewards.id })
    .from(miningRewards)
    .where(and(eq(miningRewards.contractId, miningContracts.id), eq(miningRewards.day, day)));
  const due = await db
    .select({ id: miningContracts.id, userId: miningContracts.userId, dailyReward: miningContracts.dailyReward })
    .from(miningContracts)
    .where(and(activeOn(day), gt(miningContracts.dailyReward, '0'), notExists(alreadyCredited)))
    .orderBy(asc(miningContracts.createdAt), asc(miningContracts.id));
  let credited = 0;
  let amount = new Decimal(0);
  for (const contract of due) {
    const paid = await creditReward(db, contract, day, at);
    if (paid === null) continue;
    credited += 1;
    amount = amount.plus(paid);
  }
  return { date: day, credited, amount: toDecimalString(amount) };
}
