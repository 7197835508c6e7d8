import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, getTableColumns, gte, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { BonusType, TokenSymbol, TransactionType } from '../../contract/enums';
import { afterPosition, endStillBounds, keysetPage, positionTime } from './keyset';
import type { KeysetPosition, KeysetSort } from './keyset';
import { bonuses, products, transactions, users, withdrawals } from './schema';
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
 * The other member of a transfer, for its rows and the sender's fee: the username of the TRANSFER_IN or TRANSFER_OUT
 * row of another member under the same reference (one per transfer), read by the reference's index. Nothing else of
 * that member is read.
 */
const transferCounterpart = sql<string | null>`case when ${transactions.type} in ('TRANSFER_IN', 'TRANSFER_OUT', 'FEE') then (
  select u.username from transactions o join users u on u.id = o.user_id
  where o.reference = ${transactions.reference} and o.user_id <> ${transactions.userId} and o.type in ('TRANSFER_IN', 'TRANSFER_OUT')
  order by o.id limit 1
) end`;

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
    .select({
      ...getTableColumns(transactions),
      positionAt: positionTime(transactions.createdAt),
      counterpartUsername: transferCounterpart,
      withdrawalAddress: withdrawals.address,
      withdrawalAddressLabel: withdrawals.addressLabel,
    })
    .from(transactions)
    .leftJoin(withdrawals, and(eq(withdrawals.reference, transactions.reference), eq(withdrawals.userId, transactions.userId)))
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

/** A bonus, the buyer's username and the facts of why it was paid (joined: from_users, products). */
const BONUS_EXPLANATION_COLUMNS = {
  id: bonuses.id,
  type: bonuses.type,
  amount: bonuses.amount,
  fromUsername: fromUsers.username,
  orderCode: bonuses.orderCode,
  createdAt: bonuses.createdAt,
  transactionId: bonuses.transactionId,
  level: bonuses.level,
  rate: bonuses.rate,
  base: bonuses.base,
  sponsorBonusLevels: bonuses.sponsorBonusLevels,
  packageCode: products.code,
  packageNameVi: products.nameVi,
  packageNameEn: products.nameEn,
};

/** Which of the member's bonuses: its id, its ledger row, or the order that paid it (one bonus per order and earner). */
export type BonusKey = { id: string } | { transactionId: number } | { orderCode: string };

/** One of the member's bonuses with its facts; null when none of theirs matches (another member's is none). */
export async function findBonusExplanation(db: Database, userId: string, key: BonusKey) {
  const match = 'id' in key ? eq(bonuses.id, key.id) : 'transactionId' in key ? eq(bonuses.transactionId, key.transactionId) : eq(bonuses.orderCode, key.orderCode);
  const [row] = await db
    .select(BONUS_EXPLANATION_COLUMNS)
    .from(bonuses)
    .leftJoin(fromUsers, eq(fromUsers.id, bonuses.fromUserId))
    .leftJoin(products, eq(products.id, bonuses.sponsorPackageId))
    .where(and(eq(bonuses.userId, userId), match))
    .orderBy(desc(bonuses.createdAt))
    .limit(1);
  return row ?? null;
}

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
      .select({ ...BONUS_EXPLANATION_COLUMNS, positionAt: positionTime(bonuses.createdAt) })
      .from(bonuses)
      .leftJoin(fromUsers, eq(fromUsers.id, bonuses.fromUserId))
      .leftJoin(products, eq(products.id, bonuses.sponsorPackageId))
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
