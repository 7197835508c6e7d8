import { and, desc, eq, inArray, like, lte, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { ProcessedOrderStatus, ProcessedWithdrawalStatus } from '../../contract/ops-history';
import type { BankOrderRow, ProcessedWithdrawalRow } from '../domain/ops-history';
import { afterPosition, endStillBounds, keysetPage, positionTime } from './keyset';
import type { KeysetPosition } from './keyset';
import { WITHDRAWAL_QUEUE_COLUMNS } from './ops-queues';
import { orders, users, withdrawals } from './schema';
import type { Database } from './types';

/**
 * The finance histories, newest first and paged by key: withdrawals by the time of their decision (approved,
 * rejected or cancelled), bank orders by the time they were paid, refunded, cancelled or expired. Each reads a
 * partial index of its processed rows on that time.
 */

export interface HistoryFilter<Status> {
  status?: Status;
  start: Date | null;
  end: Date | null;
}

export interface HistoryPageQuery {
  after: KeysetPosition | null;
  limit: number;
}

/** The range's bounds on `at`, the end left out once the page's position lies before it (keyset.ts). */
function inRange(at: SQL | typeof withdrawals.decidedAt, filter: HistoryFilter<unknown>, after: KeysetPosition | null) {
  const { start, end } = filter;
  return [
    start ? sql`${at} >= ${start.toISOString()}::timestamptz` : undefined,
    endStillBounds(end, after) ? sql`${at} < ${end.toISOString()}::timestamptz` : undefined,
  ];
}

export async function listProcessedWithdrawals(
  db: Database,
  filter: HistoryFilter<ProcessedWithdrawalStatus>,
  page: HistoryPageQuery,
): Promise<{ rows: ProcessedWithdrawalRow[]; next: KeysetPosition | null }> {
  const rows = await db
    .select({
      ...WITHDRAWAL_QUEUE_COLUMNS,
      status: withdrawals.status,
      txHash: withdrawals.txHash,
      reason: withdrawals.reason,
      decidedAt: withdrawals.decidedAt,
      positionAt: positionTime(withdrawals.decidedAt),
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(
      and(
        ne(withdrawals.status, 'PENDING'),
        filter.status ? eq(withdrawals.status, filter.status) : undefined,
        ...inRange(withdrawals.decidedAt, filter, page.after),
        afterPosition({ at: withdrawals.decidedAt, id: withdrawals.id, idType: 'uuid' }, page.after),
      ),
    )
    .orderBy(desc(withdrawals.decidedAt), desc(withdrawals.id))
    .limit(page.limit + 1);
  return keysetPage(rows, page.limit, (row) => row.id);
}

/** When a processed bank order was processed: one of these is set with each final status. */
export const ORDER_PROCESSED_AT = sql<Date>`coalesce(${orders.refundedAt}, ${orders.completedAt}, ${orders.cancelledAt}, ${orders.expiresAt})`;

const bankOrderColumns = {
  id: orders.id,
  code: orders.code,
  username: users.username,
  fullName: users.fullName,
  status: orders.status,
  total: orders.total,
  amountVnd: orders.amountVnd,
  paymentReference: orders.paymentReference,
  createdAt: orders.createdAt,
  expiresAt: orders.expiresAt,
};

/** Lazy expiry of every bank order past its time (the members' lists do it per member when read). */
export async function expireOverdueBankOrders(db: Database, at: Date): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'EXPIRED' })
    .where(and(eq(orders.status, 'PENDING_PAYMENT'), eq(orders.method, 'BANK'), lte(orders.expiresAt, at)));
}

/** A raw expression's timestamp arrives as the driver gives it (a Date or text). */
const processedAtOf = (row: { processedAt: unknown }): Date | null => {
  const value = row.processedAt;
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value : new Date(String(value));
};

export async function listProcessedBankOrders(
  db: Database,
  filter: HistoryFilter<ProcessedOrderStatus>,
  page: HistoryPageQuery,
): Promise<{ rows: BankOrderRow[]; next: KeysetPosition | null }> {
  const rows = await db
    .select({ ...bankOrderColumns, processedAt: ORDER_PROCESSED_AT, positionAt: positionTime(ORDER_PROCESSED_AT) })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.method, 'BANK'),
        ne(orders.status, 'PENDING_PAYMENT'),
        filter.status ? eq(orders.status, filter.status) : undefined,
        ...inRange(ORDER_PROCESSED_AT, filter, page.after),
        afterPosition({ at: ORDER_PROCESSED_AT, id: orders.id, idType: 'uuid' }, page.after),
      ),
    )
    .orderBy(desc(ORDER_PROCESSED_AT), desc(orders.id))
    .limit(page.limit + 1);
  const paged = keysetPage(rows, page.limit, (row) => row.id);
  return { rows: paged.rows.map((row) => ({ ...row, processedAt: processedAtOf(row) })), next: paged.next };
}

/** Bank orders of any status whose code is one of `codes` or starts with `prefix`, newest first (at most `limit`). */
export async function searchBankOrders(db: Database, terms: { codes: string[] } | { prefix: string }, limit: number): Promise<BankOrderRow[]> {
  const processedAt = sql<Date | null>`CASE WHEN ${orders.status} = 'PENDING_PAYMENT' THEN NULL ELSE ${ORDER_PROCESSED_AT} END`;
  const matches = 'codes' in terms ? inArray(orders.code, terms.codes) : like(orders.code, `${terms.prefix}%`);
  const rows = await db
    .select({ ...bankOrderColumns, processedAt })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.method, 'BANK'), matches))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, processedAt: processedAtOf(row) }));
}
