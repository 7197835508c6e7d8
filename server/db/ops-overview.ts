import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { TokenSymbol } from '../../contract/enums';
import type { Database } from './types';

async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export interface OverviewCounts {
  newMembers: number;
  ordersPlaced: number;
  ordersCompleted: number;
  volumeUsdt: string;
  pendingKyc: number;
  openTickets: number;
  pendingWithdrawals: number;
  awaitingBankOrders: number;
}

/** Today's counts ([start, end)) and the queues as of `at`, in one statement (one snapshot). */
export async function overviewCounts(db: Database, start: Date, end: Date, at: Date): Promise<OverviewCounts> {
  const from = start.toISOString();
  const to = end.toISOString();
  const [row] = await rowsOf<Record<keyof OverviewCounts, string | number>>(db, sql`
    SELECT
      (SELECT count(*) FROM users WHERE created_at >= ${from}::timestamptz AND created_at < ${to}::timestamptz)::int AS "newMembers",
      (SELECT count(*) FROM orders WHERE created_at >= ${from}::timestamptz AND created_at < ${to}::timestamptz)::int AS "ordersPlaced",
      (SELECT count(*) FROM orders WHERE status = 'COMPLETED' AND completed_at >= ${from}::timestamptz AND completed_at < ${to}::timestamptz)::int AS "ordersCompleted",
      (SELECT coalesce(sum(total), 0) FROM orders WHERE status = 'COMPLETED' AND completed_at >= ${from}::timestamptz AND completed_at < ${to}::timestamptz)::text AS "volumeUsdt",
      (SELECT count(*) FROM users WHERE kyc_status = 'PENDING')::int AS "pendingKyc",
      (SELECT count(*) FROM support_tickets WHERE status = 'OPEN')::int AS "openTickets",
      (SELECT count(*) FROM withdrawals WHERE status = 'PENDING')::int AS "pendingWithdrawals",
      (SELECT count(*) FROM orders WHERE method = 'BANK' AND status = 'PENDING_PAYMENT' AND (expires_at IS NULL OR expires_at > ${at.toISOString()}::timestamptz))::int AS "awaitingBankOrders"`);
  return {
    newMembers: Number(row.newMembers),
    ordersPlaced: Number(row.ordersPlaced),
    ordersCompleted: Number(row.ordersCompleted),
    volumeUsdt: String(row.volumeUsdt),
    pendingKyc: Number(row.pendingKyc),
    openTickets: Number(row.openTickets),
    pendingWithdrawals: Number(row.pendingWithdrawals),
    awaitingBankOrders: Number(row.awaitingBankOrders),
  };
}

export interface WithdrawalFigure {
  symbol: TokenSymbol;
  count: number;
  amount: string;
}

/** Withdrawals requested in [start, end) and those approved (paid out) in it, by token. */
export async function withdrawalFigures(db: Database, start: Date, end: Date) {
  const from = start.toISOString();
  const to = end.toISOString();
  const [requested, paid] = await Promise.all([
    rowsOf<WithdrawalFigure>(db, sql`
      SELECT symbol, count(*)::int AS count, sum(amount)::text AS amount FROM withdrawals
       WHERE created_at >= ${from}::timestamptz AND created_at < ${to}::timestamptz GROUP BY symbol ORDER BY symbol`),
    rowsOf<WithdrawalFigure>(db, sql`
      SELECT symbol, count(*)::int AS count, sum(amount)::text AS amount FROM withdrawals
       WHERE status = 'APPROVED' AND decided_at >= ${from}::timestamptz AND decided_at < ${to}::timestamptz GROUP BY symbol ORDER BY symbol`),
  ]);
  return { requested, paid };
}
