import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';

/**
 * Keyset paging: a list sorted newest first (created_at desc, then an id desc) reads `limit` + 1 rows after a
 * position, with an index on (user_id, created_at, id) that serves the sort and the position. No count and no
 * OFFSET: every page costs the same however deep it is. The cursor text is made by server/http/cursor.ts.
 */

/** The sort key of a row: created_at to the microsecond (as PostgreSQL stores it) and the tie-breaking id. */
export interface KeysetPosition {
  /** 'YYYY-MM-DDTHH:MM:SS.ffffffZ' (UTC). */
  at: string;
  id: string;
}

export interface KeysetSort {
  /** A timestamp column, or an expression of some (a processed time of several columns). */
  at: AnyColumn | SQL;
  id: AnyColumn;
  /** The id column's type, for the position's parameter. */
  idType: 'uuid' | 'bigint';
}

/** created_at as text to the microsecond: a JavaScript Date would cut it to the millisecond and skip rows. */
export const positionTime = (column: AnyColumn | SQL) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The rows after the position in the order (at desc, id desc); nothing for the first page. */
export function afterPosition(sort: KeysetSort, position: KeysetPosition | null): SQL | undefined {
  if (!position) return undefined;
  const id = sort.idType === 'uuid' ? sql`${position.id}::uuid` : sql`${position.id}::bigint`;
  return sql`(${sort.at}, ${sort.id}) < (${position.at}::timestamptz, ${id})`;
}

/** For a queue read oldest first (at asc, id asc): the rows after the position; nothing for the first page. */
export function afterPositionAscending(sort: KeysetSort, position: KeysetPosition | null): SQL | undefined {
  if (!position) return undefined;
  const id = sort.idType === 'uuid' ? sql`${position.id}::uuid` : sql`${position.id}::bigint`;
  return sql`(${sort.at}, ${sort.id}) > (${position.at}::timestamptz, ${id})`;
}

/**
 * Whether a range's end (created_at < end) still narrows a page after `position`. It does not once the position
 * lies before the end, and must then be left out: PostgreSQL cannot tell which of the two upper bounds is the
 * tighter one, starts its backward index scan at the range's end and walks every row down to the position
 * (EXPLAIN: a deep page of a 30-day bonus range read 1,617 buffers with both bounds, 5 without the end).
 */
export function endStillBounds(end: Date | null, position: KeysetPosition | null): end is Date {
  if (!end) return false;
  if (!position) return true;
  // The position to the millisecond, cut down: below the end (a whole millisecond) means it is before it.
  return new Date(`${position.at.slice(0, 23)}Z`).getTime() >= end.getTime();
}

/**
 * One page from `limit` + 1 rows read in order: the first `limit`, without their position column, and the
 * position of the last one when a further row exists.
 */
export function keysetPage<R extends { positionAt: string }>(
  rows: R[],
  limit: number,
  idOf: (row: R) => string | number,
): { rows: Omit<R, 'positionAt'>[]; next: KeysetPosition | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next = rows.length > limit && last ? { at: last.positionAt, id: String(idOf(last)) } : null;
  return { rows: page.map(withoutPosition), next };
}

function withoutPosition<R extends { positionAt: string }>(row: R): Omit<R, 'positionAt'> {
  const copy: Partial<R> = { ...row };
  delete copy.positionAt;
  return copy as Omit<R, 'positionAt'>;
}
