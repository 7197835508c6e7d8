// The set-based accrual of mining rewards: a day's due contracts are credited in batches (a contract id range each),
// a handful of statements per batch, and the record of each accrued day (mining_accrual_days).
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { TokenSymbol } from '../../contract/enums';
import { miningAccrualDays } from './schema';
import type { Database } from './types';

/** The rows of a raw query (both drivers answer `{ rows }`). */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Below every real contract id (gen_random_uuid): where the first batch starts after. */
export const BEFORE_FIRST_CONTRACT = '00000000-0000-0000-0000-000000000000';
/**
 * The contracts of the batch (after, upTo] that earn on `day` and have no reward for it yet. The batch is taken by
 * primary key first (a MATERIALIZED CTE), so the planner never scans the dates index of every contract per batch
 * (PGlite has no autovacuum, so no statistics tell it the id range is the narrow side).
 */
const dueInRange = (day: string, after: string, upTo: string) => sql`
  WITH batch AS MATERIALIZED (
    SELECT id, user_id, daily_reward, start_date, end_date FROM mining_contracts WHERE id > ${after}::uuid AND id <= ${upTo}::uuid
  )
  SELECT c.id, c.user_id, c.daily_reward
    FROM batch c
   WHERE c.start_date <= ${day}::date AND c.end_date > ${day}::date AND c.daily_reward > 0
     AND NOT EXISTS (SELECT 1 FROM mining_rewards r WHERE r.contract_id = c.id AND r.day = ${day}::date)`;

/**
 * The contract id space in 16 slices by the first hex digit (ids are random UUIDs, so the slices are about even):
 * [from, to) each, the last one open. The batch bounds are found slice by slice, so no statement scans every contract.
 */
export const CONTRACT_ID_SLICES: readonly { from: string; to: string | null }[] = Array.from({ length: 16 }, (_, index) => ({
  from: `${index.toString(16)}0000000-0000-0000-0000-000000000000`,
  to: index === 15 ? null : `${(index + 1).toString(16)}0000000-0000-0000-0000-000000000000`,
}));

/**
 * The batches of `day` in one slice of ids: the last id of every `size` contracts earning on it (by id), the last
 * one ending at the slice's last earning contract; [] when none earns. Whether a contract was already credited is
 * left to the batches (an index probe each), so this never reads the (large) rewards table. The slice is taken by
 * primary key first (a MATERIALIZED CTE): the planner would otherwise read the whole dates index (PGlite has no
 * autovacuum, so no statistics tell it the id range is the narrow side).
 */
export async function accrualBatchEnds(db: Database, day: string, slice: { from: string; to: string | null }, size: number): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(db, sql`
    WITH slice AS MATERIALIZED (
      SELECT id, start_date, end_date, daily_reward FROM mining_contracts
       WHERE id >= ${slice.from}::uuid ${slice.to === null ? sql`` : sql`AND id < ${slice.to}::uuid`}
    )
    SELECT id::text AS id FROM (
      SELECT id, row_number() OVER (ORDER BY id) AS n, count(*) OVER () AS total
        FROM slice WHERE start_date <= ${day}::date AND end_date > ${day}::date AND daily_reward > 0
    ) earning
    WHERE n % ${size} = 0 OR n = total
    ORDER BY id`);
  return rows.map((row) => row.id);
}

export interface AccrualBatch {
  day: string;
  /** The batch is the contracts with after < id <= upTo. */
  after: string;
  upTo: string;
  symbol: TokenSymbol;
  /** The ledger reference of the day's rows. */
  reference: string;
  at: Date;
}

/**
 * Credits one batch, inside the caller's transaction, in two statements: one locks the members' wallets (ordered by
 * id, so concurrent batches never deadlock) and creates the missing ones (new rows are the inserter's alone until
 * it commits; a concurrent insert of the same wallet waits for it), then one inserts the rewards
 * ON CONFLICT (contract, day) DO NOTHING (what another accrual credited meanwhile is skipped), the ledger row of each
 * inserted reward (its id taken beforehand from the ledger's sequence, so the reward links to it; balance_after is the
 * wallet's balance plus the running sum of the member's rewards in the batch, by ledger id), adds each member's sum
 * to the wallet and the batch's totals to the day's record. Answers what it credited.
 */
export async function creditAccrualBatch(tx: Database, batch: AccrualBatch): Promise<{ credited: number; amount: string }> {
  const { day, after, upTo, symbol, reference } = batch;
  const at = batch.at.toISOString();
  const due = dueInRange(day, after, upTo);
  await tx.execute(sql`
    WITH members AS (SELECT DISTINCT due.user_id FROM (${due}) due),
    created AS (
      INSERT INTO wallets (user_id, symbol) SELECT user_id, ${symbol}::token_symbol FROM members
      ON CONFLICT (user_id, symbol) DO NOTHING
      RETURNING id
    ),
    locked AS (
      SELECT w.id FROM wallets w
       WHERE w.symbol = ${symbol}::token_symbol AND w.user_id IN (SELECT user_id FROM members)
       ORDER BY w.id FOR UPDATE
    )
    SELECT (SELECT count(*) FROM created) AS created, (SELECT count(*) FROM locked) AS locked`);
  const [row] = await rowsOf<{ credited: number; amount: string }>(tx, sql`
    WITH due AS (${due}),
    rewards AS (
      INSERT INTO mining_rewards (contract_id, user_id, day, amount, transaction_id, created_at)
      SELECT due.id, due.user_id, ${day}::date, due.daily_reward, nextval(pg_get_serial_sequence('transactions', 'id')), ${at}::timestamptz
        FROM due ORDER BY due.id
      ON CONFLICT (contract_id, day) DO NOTHING
      RETURNING user_id, amount, transaction_id
    ),
    ledger AS (
      INSERT INTO transactions (id, user_id, symbol, type, amount, balance_after, reference, status, created_at)
      OVERRIDING SYSTEM VALUE
      SELECT r.transaction_id, r.user_id, w.symbol, 'MINING_REWARD'::transaction_type, r.amount,
             w.balance + sum(r.amount) OVER (PARTITION BY r.user_id ORDER BY r.transaction_id),
             ${reference}, 'COMPLETED'::transaction_status, ${at}::timestamptz
        FROM rewards r JOIN wallets w ON w.user_id = r.user_id AND w.symbol = ${symbol}::token_symbol
      RETURNING amount
    ),
    per_member AS (SELECT user_id, sum(amount) AS total FROM rewards GROUP BY user_id),
    credit AS (
      UPDATE wallets w SET balance = w.balance + m.total
        FROM per_member m
       WHERE w.user_id = m.user_id AND w.symbol = ${symbol}::token_symbol
      RETURNING w.id
    ),
    recorded AS (
      UPDATE mining_accrual_days
         SET contracts = contracts + (SELECT count(*) FROM rewards), amount = amount + (SELECT coalesce(sum(amount), 0) FROM rewards)
       WHERE day = ${day}::date
      RETURNING day
    )
    SELECT (SELECT count(*)::int FROM ledger) AS credited, (SELECT coalesce(sum(amount), 0)::text FROM ledger) AS amount,
           (SELECT count(*) FROM credit) AS wallets, (SELECT count(*) FROM recorded) AS recorded`);
  return { credited: Number(row.credited), amount: row.amount };
}

/** Marks `day` RUNNING (started at `at`), creating its record; the counts of earlier accruals stay. */
export async function startAccrualDay(db: Database, day: string, at: Date): Promise<void> {
  await db
    .insert(miningAccrualDays)
    .values({ day, status: 'RUNNING', startedAt: at })
    .onConflictDoUpdate({ target: miningAccrualDays.day, set: { status: 'RUNNING', startedAt: at, finishedAt: null } });
}

export async function finishAccrualDay(db: Database, day: string, status: 'PAID' | 'FAILED', at: Date): Promise<void> {
  await db.update(miningAccrualDays).set({ status, finishedAt: at }).where(eq(miningAccrualDays.day, day));
}

/** The records of the days from..to, oldest first. */
export function accrualDays(db: Database, from: string, to: string) {
  return db
    .select()
    .from(miningAccrualDays)
    .where(and(gte(miningAccrualDays.day, from), lte(miningAccrualDays.day, to)))
    .orderBy(asc(miningAccrualDays.day));
}

/** The first start date of the earning contracts still running after `from` (null when there is none). */
export async function firstStartOfContractsAfter(db: Database, from: string): Promise<string | null> {
  const rows = await rowsOf<{ first: string | null }>(db, sql`
    SELECT min(start_date)::text AS first FROM mining_contracts WHERE end_date > ${from}::date AND daily_reward > 0`);
  return rows[0]?.first ?? null;
}

/**
 * Claims a missed `day` for one accrual (RUNNING, started at `at`): only when it has no record, or its last accrual
 * failed, or it was paid before the day ended, or it is RUNNING since before `staleBefore` (a crashed run). One
 * statement: of concurrent claims, one wins (the others see its RUNNING row). Answers whether this one won.
 */
export async function claimMissedAccrualDay(db: Database, day: string, at: Date, staleBefore: Date): Promise<boolean> {
  const rows = await rowsOf<{ day: string }>(db, sql`
    INSERT INTO mining_accrual_days (day, status, started_at) VALUES (${day}::date, 'RUNNING', ${at.toISOString()}::timestamptz)
    ON CONFLICT (day) DO UPDATE SET status = 'RUNNING', started_at = EXCLUDED.started_at, finished_at = NULL
     WHERE mining_accrual_days.status = 'FAILED'
        OR (mining_accrual_days.status = 'PAID' AND mining_accrual_days.started_at < ((mining_accrual_days.day + 1)::timestamp AT TIME ZONE 'UTC'))
        OR (mining_accrual_days.status = 'RUNNING' AND mining_accrual_days.started_at < ${staleBefore.toISOString()}::timestamptz)
    RETURNING day::text AS day`);
  return rows.length === 1;
}
