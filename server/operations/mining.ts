import {
  accrualBatchEnds,
  accrualDays,
  BEFORE_FIRST_CONTRACT,
  claimMissedAccrualDay,
  CONTRACT_ID_SLICES,
  creditAccrualBatch,
  finishAccrualDay,
  firstStartOfContractsAfter,
  startAccrualDay,
} from '../db/mining-accrual';
import { appendAudit } from '../db/audit-log';
import type { Database } from '../db/types';
import { addDays } from '../domain/history';
import {
  checkAccrualDay,
  daysToAccrue,
  MAX_CATCH_UP_DAYS,
  MINING_REWARD_SYMBOL,
  miningReference,
  previousUtcDay,
  STALE_ACCRUAL_MS,
} from '../domain/mining';
import { Decimal, toDecimalString } from '../domain/money';
import { validationFailed } from '../http/errors';
import { moneyTransaction } from './ledger';
import type { Actor } from './operators';

/**
 * Contracts credited per transaction: each batch holds its members' EC wallet locks (and, on the embedded database,
 * its only connection) for a few tens of milliseconds, then requests waiting meanwhile run before the next batch.
 */
export const ACCRUAL_BATCH_SIZE = 500;

export interface AccrualResult {
  date: string;
  /** Contracts credited by this run. */
  credited: number;
  /** EC credited by this run. */
  amount: string;
}

export interface AccrualOptions {
  /** Contracts per transaction (ACCRUAL_BATCH_SIZE). */
  batchSize?: number;
  /** The clock of the day's record (finished_at); `at` by default. */
  now?: () => Date;
}

/**
 * Lets whatever waits on the database (requests) go first, for long enough that a request's next query gets in too:
 * the embedded database answers from its own thread, so a request's next query is sent a message's round trip after
 * its previous one; with no pause (setImmediate) each query of a request waited for a whole batch (reads beside the
 * accrual: p50 1.2 s against 30-40 ms).
 */
const BETWEEN_BATCHES_MS = 5;
const yieldToOthers = () => new Promise<void>((resolve) => setTimeout(resolve, BETWEEN_BATCHES_MS));

/**
 * Credits `day` (YYYY-MM-DD, not after the UTC day of `at`) to every contract with startDate <= day < endDate that
 * has no reward for it yet, at time `at`: set-based, in batches of contracts by id, one transaction each (a reward
 * row, its MINING_REWARD ledger row and the wallet's balance move together). Exactly once per contract and day, also
 * when several accruals run at the same time (the unique contract+day decides). Records the day in
 * mining_accrual_days (RUNNING, then PAID, or FAILED when a batch failed: what was credited before stays).
 */
export async function accrueMining(db: Database, day: string, at: Date, options: AccrualOptions = {}): Promise<AccrualResult> {
  const refused = checkAccrualDay(day, at);
  if (refused) throw validationFailed(refused.errors, refused.errors.date);
  await startAccrualDay(db, day, at);
  return creditDay(db, day, at, options);
}

/** Credits a day already marked RUNNING, batch by batch, then marks it PAID (FAILED when a batch failed). */
async function creditDay(db: Database, day: string, at: Date, options: AccrualOptions): Promise<AccrualResult> {
  const batchSize = options.batchSize ?? ACCRUAL_BATCH_SIZE;
  const now = options.now ?? (() => at);
  let credited = 0;
  let amount = new Decimal(0);
  try {
    let after = BEFORE_FIRST_CONTRACT;
    for (const slice of CONTRACT_ID_SLICES) {
      for (const upTo of await accrualBatchEnds(db, day, slice, batchSize)) {
        const batch = { day, after, upTo, symbol: MINING_REWARD_SYMBOL, reference: miningReference(day), at };
        const paid = await moneyTransaction(db, (tx) => creditAccrualBatch(tx, batch));
        credited += paid.credited;
        amount = amount.plus(paid.amount);
        after = upTo;
        await yieldToOthers();
      }
    }
  } catch (error) {
    await finishAccrualDay(db, day, 'FAILED', now()).catch(() => undefined);
    throw error;
  }
  await finishAccrualDay(db, day, 'PAID', now());
  return { date: day, credited, amount: toDecimalString(amount) };
}

export interface CatchUpOptions extends AccrualOptions {
  /** How far back the job looks (MAX_CATCH_UP_DAYS). */
  maxDays?: number;
  /** Told each day once accrued. */
  onDay?: (result: AccrualResult) => void;
}

/**
 * The mining job: pays, oldest first, every day up to the previous UTC day of `at` that no accrual started after the
 * day's end has paid, from the first start date of the contracts running in the window (at most `maxDays` back).
 * Stops at the first failure (thrown; the next run starts again from that day). Answers the days accrued.
 */
export async function catchUpMining(db: Database, at: Date, options: CatchUpOptions = {}): Promise<AccrualResult[]> {
  const results: AccrualResult[] = [];
  for (const day of await missedDays(db, at, options.maxDays ?? MAX_CATCH_UP_DAYS)) {
    const result = await accrueMining(db, day, at, options);
    options.onDay?.(result);
    results.push(result);
  }
  return results;
}

/** The days the mining job would pay now (up to the previous UTC day of `at`), oldest first. */
async function missedDays(db: Database, at: Date, maxDays: number): Promise<string[]> {
  const yesterday = previousUtcDay(at);
  const windowStart = addDays(yesterday, -(maxDays - 1));
  const firstStart = await firstStartOfContractsAfter(db, windowStart);
  const records = firstStart === null ? [] : await accrualDays(db, windowStart, yesterday);
  return daysToAccrue(yesterday, firstStart, records, maxDays);
}

export interface MissedDaysPayment {
  paid: AccrualResult[];
  /** Missed days another accrual was paying (claimed less than STALE_ACCRUAL_MS ago): left to it. */
  alreadyRunning: string[];
}

/**
 * The console's "pay missed days": every day the mining job would pay, oldest first, each claimed first
 * (claimMissedAccrualDay), so that of concurrent requests only one runs a day; a contract-day is credited once in
 * any case. Stops at the first failure (thrown; what was paid before stays).
 */
export async function payMissedDays(db: Database, at: Date, options: CatchUpOptions = {}): Promise<MissedDaysPayment> {
  const staleBefore = new Date(at.getTime() - STALE_ACCRUAL_MS);
  const result: MissedDaysPayment = { paid: [], alreadyRunning: [] };
  for (const day of await missedDays(db, at, options.maxDays ?? MAX_CATCH_UP_DAYS)) {
    if (!(await claimMissedAccrualDay(db, day, at, staleBefore))) {
      result.alreadyRunning.push(day);
      continue;
    }
    const paid = await creditDay(db, day, at, options);
    options.onDay?.(paid);
    result.paid.push(paid);
  }
  return result;
}

/** The days paid, as the audit row's target: one day, or the first and the last. */
const daysText = (days: string[]) => (days.length === 1 ? days[0] : `${days[0]}..${days.at(-1)}`);

/**
 * An operator's accrual of one day. The day is credited in batches of their own transactions (short wallet locks)
 * and once only, so its audit row follows them.
 */
export async function accrueMiningByOperator(db: Database, actor: Actor, day: string, at: Date): Promise<AccrualResult> {
  const result = await accrueMining(db, day, at);
  await appendAudit(db, { ...actor, action: 'mining.accrue', targetType: 'mining_day', targetId: result.date, before: null, after: result });
  return result;
}

/** The console's "pay missed days" by an operator, audited (after the days' own transactions) when it paid any. */
export async function payMissedDaysByOperator(db: Database, actor: Actor, at: Date): Promise<MissedDaysPayment> {
  const result = await payMissedDays(db, at);
  if (result.paid.length > 0) {
    const targetId = daysText(result.paid.map((day) => day.date));
    await appendAudit(db, { ...actor, action: 'mining.pay-missed', targetType: 'mining_day', targetId, before: null, after: result });
  }
  return result;
}
