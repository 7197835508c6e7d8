import { and, asc, eq, gt, notExists } from 'drizzle-orm';

import { lockWallets } from '../db/ledger';
import { activeOn } from '../db/mining';
import { miningContracts, miningRewards } from '../db/schema';
import type { Database } from '../db/types';
import { checkAccrualDay, MINING_REWARD_SYMBOL, miningReference } from '../domain/mining';
import { Decimal, toDecimalString } from '../domain/money';
import { validationFailed } from '../http/errors';
import { moneyTransaction, post } from './ledger';

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
