import { and, desc, eq, getTableColumns } from 'drizzle-orm';

import { afterPosition, keysetPage, positionTime } from './keyset';
import type { KeysetPosition } from './keyset';
import { withdrawals } from './schema';
import type { Database } from './types';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** The member's withdrawals, newest first (created_at, id), one page by key (index withdrawals_user_created_id_idx). */
export async function listWithdrawals(
  db: Database,
  userId: string,
  query: { after: KeysetPosition | null; limit: number },
): Promise<{ rows: WithdrawalRow[]; next: KeysetPosition | null }> {
  const rows = await db
    .select({ ...getTableColumns(withdrawals), positionAt: positionTime(withdrawals.createdAt) })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), afterPosition({ at: withdrawals.createdAt, id: withdrawals.id, idType: 'uuid' }, query.after)))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit, (row) => row.id);
}

export type NewWithdrawal = typeof withdrawals.$inferInsert;

export async function insertWithdrawal(tx: Database, values: NewWithdrawal): Promise<WithdrawalRow> {
  const [row] = await tx.insert(withdrawals).values(values).returning();
  return row;
}

/** The withdrawal locked FOR UPDATE for a decision (only the member's own with `userId`), or null. */
export async function lockWithdrawal(tx: Database, id: string, userId?: string): Promise<WithdrawalRow | null> {
  const where = userId === undefined ? eq(withdrawals.id, id) : and(eq(withdrawals.id, id), eq(withdrawals.userId, userId));
  const [row] = await tx.select().from(withdrawals).where(where).for('update');
  return row ?? null;
}

export type WithdrawalChanges = Partial<Pick<NewWithdrawal, 'status' | 'txHash' | 'reason' | 'decidedAt'>>;

export async function updateWithdrawal(tx: Database, id: string, changes: WithdrawalChanges): Promise<WithdrawalRow> {
  const [row] = await tx.update(withdrawals).set(changes).where(eq(withdrawals.id, id)).returning();
  return row;
}
