import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';

import type { BonusType, OrderStatus, TokenSymbol, TransactionType } from '../../contract/enums';
import type { StatementFigures } from '../domain/statements';
import { afterPositionAscending, keysetPage, positionTime } from './keyset';
import type { KeysetPosition, KeysetSort } from './keyset';
import { listOrderLines } from './orders';
import { bonuses, orders, transactions, users } from './schema';
import type { Database } from './types';

/** An instant range [start, end) of a statement or an export. */
export interface InstantRange {
  start: Date;
  end: Date;
}

/** One page of an export read oldest first, after `after` (null: the first). */
export interface ExportPage {
  after: KeysetPosition | null;
  limit: number;
}

/**
 * The range of a page read oldest first: once past the first page the position bounds it from below (the range's
 * start would only make PostgreSQL walk from there; see endStillBounds for the same trap read newest first).
 */
function pageBounds(column: AnyColumn, sort: KeysetSort, range: InstantRange, after: KeysetPosition | null): SQL[] {
  const lower = after ? afterPositionAscending(sort, after) : gte(column, range.start);
  return [...(lower ? [lower] : []), lt(column, range.end)];
}

const LEDGER_SORT: KeysetSort = { at: transactions.createdAt, id: transactions.id, idType: 'bigint' };
const BONUS_SORT: KeysetSort = { at: bonuses.createdAt, id: bonuses.transactionId, idType: 'bigint' };
const ORDER_SORT: KeysetSort = { at: orders.createdAt, id: orders.id, idType: 'uuid' };

/** The member's ledger rows of the range, oldest first, one page. */
export async function ledgerExportPage(
  db: Database,
  userId: string,
  filter: InstantRange & { symbol?: TokenSymbol; type?: TransactionType },
  page: ExportPage,
) {
  const rows = await db
    .select({
      id: transactions.id,
      createdAt: transactions.createdAt,
      type: transactions.type,
      symbol: transactions.symbol,
      amount: transactions.amount,
      balanceAfter: transactions.balanceAfter,
      status: transactions.status,
      reference: transactions.reference,
      positionAt: positionTime(transactions.createdAt),
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        ...(filter.symbol ? [eq(transactions.symbol, filter.symbol)] : []),
        ...(filter.type ? [eq(transactions.type, filter.type)] : []),
        ...pageBounds(transactions.createdAt, LEDGER_SORT, filter, page.after),
      ),
    )
    .orderBy(asc(transactions.createdAt), asc(transactions.id))
    .limit(page.limit + 1);
  return keysetPage(rows, page.limit, (row) => row.id);
}

const fromUsers = alias(users, 'from_users');

/** The member's bonus entries of the range, oldest first, one page. */
export async function bonusExportPage(db: Database, userId: string, filter: InstantRange & { type?: BonusType }, page: ExportPage) {
  const rows = await db
    .select({
      transactionId: bonuses.transactionId,
      createdAt: bonuses.createdAt,
      type: bonuses.type,
      amount: bonuses.amount,
      fromUsername: fromUsers.username,
      orderCode: bonuses.orderCode,
      positionAt: positionTime(bonuses.createdAt),
    })
    .from(bonuses)
    .leftJoin(fromUsers, eq(fromUsers.id, bonuses.fromUserId))
    .where(
      and(
        eq(bonuses.userId, userId),
        ...(filter.type ? [eq(bonuses.type, filter.type)] : []),
        ...pageBounds(bonuses.createdAt, BONUS_SORT, filter, page.after),
      ),
    )
    .orderBy(asc(bonuses.createdAt), asc(bonuses.transactionId))
    .limit(page.limit + 1);
  return keysetPage(rows, page.limit, (row) => row.transactionId);
}

/** The member's orders placed in the range, oldest first, one page, each with its lines. */
export async function orderExportPage(db: Database, userId: string, filter: InstantRange & { status?: OrderStatus }, page: ExportPage) {
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      code: orders.code,
      method: orders.method,
      status: orders.status,
      total: orders.total,
      pointTotal: orders.pointTotal,
      paidAmount: orders.paidAmount,
      symbol: orders.symbol,
      completedAt: orders.completedAt,
      positionAt: positionTime(orders.createdAt),
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        ...(filter.status ? [eq(orders.status, filter.status)] : []),
        ...pageBounds(orders.createdAt, ORDER_SORT, filter, page.after),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(page.limit + 1);
  const result = keysetPage(rows, page.limit, (row) => row.id);
  const lines = result.rows.length > 0 ? await listOrderLines(db, result.rows.map((row) => row.id)) : [];
  return { ...result, rows: result.rows.map((row) => ({ ...row, lines: lines.filter((line) => line.orderId === row.id) })) };
}

const sumText = (column: AnyColumn) => sql<string>`coalesce(sum(${column}), 0)::text`;
const countOf = sql<number>`count(*)::int`;

/**
 * Every figure of a month's statement, in sums computed by the database (exact numeric): the opening balance of
 * each wallet is the sum of its ledger before the month (a balance always equals its ledger sum).
 */
export async function statementFigures(db: Database, userId: string, range: InstantRange, orderRows: number): Promise<StatementFigures> {
  const ofMember = eq(transactions.userId, userId);
  const [opening, movements, bonusByType, ordersByStatus, monthOrders] = await Promise.all([
    db
      .select({ symbol: transactions.symbol, amount: sumText(transactions.amount) })
      .from(transactions)
      .where(and(ofMember, lt(transactions.createdAt, range.start)))
      .groupBy(transactions.symbol),
    db
      .select({ symbol: transactions.symbol, type: transactions.type, amount: sumText(transactions.amount) })
      .from(transactions)
      .where(and(ofMember, gte(transactions.createdAt, range.start), lt(transactions.createdAt, range.end)))
      .groupBy(transactions.symbol, transactions.type),
    db
      .select({ type: bonuses.type, amount: sumText(bonuses.amount), count: countOf })
      .from(bonuses)
      .where(and(eq(bonuses.userId, userId), gte(bonuses.createdAt, range.start), lt(bonuses.createdAt, range.end)))
      .groupBy(bonuses.type),
    db
      .select({ status: orders.status, total: sumText(orders.total), count: countOf })
      .from(orders)
      .where(and(eq(orders.userId, userId), gte(orders.createdAt, range.start), lt(orders.createdAt, range.end)))
      .groupBy(orders.status),
    db
      .select({
        code: orders.code,
        createdAt: orders.createdAt,
        method: orders.method,
        status: orders.status,
        total: orders.total,
        pointTotal: orders.pointTotal,
      })
      .from(orders)
      .where(and(eq(orders.userId, userId), gte(orders.createdAt, range.start), lt(orders.createdAt, range.end)))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(orderRows),
  ]);
  return {
    opening,
    movements,
    bonusByType,
    ordersByStatus,
    orders: monthOrders.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
  };
}
