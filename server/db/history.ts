import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { BonusType, TokenSymbol, TransactionType } from '../../contract/enums';
import { bonuses, transactions, users } from './schema';
import type { Database } from './types';

interface Range {
  start: Date | null;
  end: Date | null;
}

function rangeOf(column: typeof transactions.createdAt | typeof bonuses.createdAt, range: Range): SQL[] {
  return [...(range.start ? [gte(column, range.start)] : []), ...(range.end ? [lt(column, range.end)] : [])];
}

/** The member's ledger rows, newest first, filtered and paged. */
export async function listLedger(
  db: Database,
  userId: string,
  filter: { symbol?: TokenSymbol; type?: TransactionType; page: number; limit: number } & Range,
) {
  const where = and(
    eq(transactions.userId, userId),
    ...(filter.symbol ? [eq(transactions.symbol, filter.symbol)] : []),
    ...(filter.type ? [eq(transactions.type, filter.type)] : []),
    ...rangeOf(transactions.createdAt, filter),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(transactions)
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(transactions).where(where),
  ]);
  return { rows, total };
}

const fromUsers = alias(users, 'from_users');

/** The member's bonus entries (newest first, paged), totals by type over the range, and sums per UTC day. */
export async function listBonuses(db: Database, userId: string, filter: { type?: BonusType; page: number; limit: number } & Range) {
  const inRange = and(eq(bonuses.userId, userId), ...rangeOf(bonuses.createdAt, filter));
  const where = and(inRange, ...(filter.type ? [eq(bonuses.type, filter.type)] : []));
  const day = sql<string>`to_char(${bonuses.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const [rows, [{ total }], byType, perDay] = await Promise.all([
    db
      .select({
        id: bonuses.id,
        type: bonuses.type,
        amount: bonuses.amount,
        fromUsername: fromUsers.username,
        orderCode: bonuses.orderCode,
        createdAt: bonuses.createdAt,
      })
      .from(bonuses)
      .leftJoin(fromUsers, eq(fromUsers.id, bonuses.fromUserId))
      .where(where)
      .orderBy(desc(bonuses.createdAt), desc(bonuses.transactionId))
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit),
    db.select({ total: sql<number>`count(*)::int` }).from(bonuses).where(where),
    db
      .select({ type: bonuses.type, amount: sql<string>`sum(${bonuses.amount})::text` })
      .from(bonuses)
      .where(inRange)
      .groupBy(bonuses.type),
    db
      .select({ date: day, amount: sql<string>`sum(${bonuses.amount})::text` })
      .from(bonuses)
      .where(where)
      .groupBy(day),
  ]);
  return { rows, total, byType, perDay };
}
