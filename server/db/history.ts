import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { BonusType, TokenSymbol, TransactionType } from '../../contract/enums';
import { afterPosition, endStillBounds, keysetPage, positionTime } from './keyset';
import type { KeysetPosition, KeysetSort } from './keyset';
import { bonuses, transactions, users } from './schema';
import type { Database } from './types';

interface Range {
  start: Date | null;
  end: Date | null;
}

function rangeOf(column: typeof transactions.createdAt | typeof bonuses.createdAt, range: Range): SQL[] {
  return [...(range.start ? [gte(column, range.start)] : []), ...(range.end ? [lt(column, range.end)] : [])];
}

/** The range of one page after `after`: its end left out once the position is before it (endStillBounds). */
function pageRangeOf(column: typeof transactions.createdAt | typeof bonuses.createdAt, range: Range, after: KeysetPosition | null): SQL[] {
  return rangeOf(column, { start: range.start, end: endStillBounds(range.end, after) ? range.end : null });
}

/** A page after `after` (null: the first page), `limit` rows. */
interface KeysetQuery {
  after: KeysetPosition | null;
  limit: number;
}

const LEDGER_SORT: KeysetSort = { at: transactions.createdAt, id: transactions.id, idType: 'bigint' };
/** A bonus is sorted by its ledger row (one each), as the ledger is. */
const BONUS_SORT: KeysetSort = { at: bonuses.createdAt, id: bonuses.transactionId, idType: 'bigint' };

/**
 * The member's ledger rows, newest first (created_at, id), filtered, one page by key; `next` is the position
 * of the page's last row when older rows remain.
 */
export async function listLedger(
  db: Database,
  userId: string,
  filter: { symbol?: TokenSymbol; type?: TransactionType } & KeysetQuery & Range,
) {
  const rows = await db
    .select({ ...getTableColumns(transactions), positionAt: positionTime(transactions.createdAt) })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        ...(filter.symbol ? [eq(transactions.symbol, filter.symbol)] : []),
        ...(filter.type ? [eq(transactions.type, filter.type)] : []),
        ...pageRangeOf(transactions.createdAt, filter, filter.after),
        afterPosition(LEDGER_SORT, filter.after),
      ),
    )
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(filter.limit + 1);
  return keysetPage(rows, filter.limit, (row) => row.id);
}

const fromUsers = alias(users, 'from_users');

/**
 * The member's bonus entries (newest first by (created_at, transaction_id), one page by key), totals by type
 * over the range, and sums per UTC day.
 */
export async function listBonuses(db: Database, userId: string, filter: { type?: BonusType } & KeysetQuery & Range) {
  const inRange = and(eq(bonuses.userId, userId), ...rangeOf(bonuses.createdAt, filter));
  const ofType = filter.type ? [eq(bonuses.type, filter.type)] : [];
  const where = and(inRange, ...ofType);
  const day = sql<string>`to_char(${bonuses.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const [rows, byType, perDay] = await Promise.all([
    db
      .select({
        id: bonuses.id,
        type: bonuses.type,
        amount: bonuses.amount,
        fromUsername: fromUsers.username,
        orderCode: bonuses.orderCode,
        createdAt: bonuses.createdAt,
        transactionId: bonuses.transactionId,
        positionAt: positionTime(bonuses.createdAt),
      })
      .from(bonuses)
      .leftJoin(fromUsers, eq(fromUsers.id, bonuses.fromUserId))
      .where(
        and(
          eq(bonuses.userId, userId),
          ...pageRangeOf(bonuses.createdAt, filter, filter.after),
          ...ofType,
          afterPosition(BONUS_SORT, filter.after),
        ),
      )
      .orderBy(desc(bonuses.createdAt), desc(bonuses.transactionId))
      .limit(filter.limit + 1),
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
  return { ...keysetPage(rows, filter.limit, (row) => row.transactionId), byType, perDay };
}
