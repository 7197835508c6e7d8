import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { AdjustmentDirection, AdjustmentStatus, TokenSymbol } from '../../contract/enums';
import { ledgerAdjustments, operators, users } from './schema';
import type { Database } from './types';

export type AdjustmentRow = typeof ledgerAdjustments.$inferSelect;

export interface NewAdjustment {
  userId: string;
  symbol: TokenSymbol;
  direction: AdjustmentDirection;
  amount: string;
  usdtValue: string;
  reason: string;
  status: Extract<AdjustmentStatus, 'PENDING' | 'APPLIED'>;
  reference: string;
  requestedBy: string;
  createdAt: Date;
}

export async function insertAdjustment(tx: Database, adjustment: NewAdjustment): Promise<AdjustmentRow> {
  const applied = adjustment.status === 'APPLIED';
  const [row] = await tx
    .insert(ledgerAdjustments)
    .values({ ...adjustment, decidedBy: applied ? adjustment.requestedBy : null, decidedAt: applied ? adjustment.createdAt : null })
    .returning();
  return row;
}

/**
 * Locks the operator's row (`SELECT … FOR NO KEY UPDATE`): one operator's adjustment requests run one after another,
 * so each reads the sums with the others' rows committed (requests sent at once cannot all stay under the threshold).
 * NO KEY: the foreign-key checks of other rows naming the operator (an approval's decided_by) do not wait for it.
 */
export async function lockRequester(tx: Database, operatorId: string): Promise<void> {
  await tx.select({ id: operators.id }).from(operators).where(eq(operators.id, operatorId)).for('no key update');
}

/** The USDT value of the operator's APPLIED and PENDING adjustments since `since`: of the one member and of all. */
export async function requestedSince(tx: Database, operatorId: string, userId: string, since: Date): Promise<{ member: string; all: string }> {
  const [row] = await tx
    .select({
      member: sql<string>`coalesce(sum(${ledgerAdjustments.usdtValue}) filter (where ${ledgerAdjustments.userId} = ${userId}), 0)::text`,
      all: sql<string>`coalesce(sum(${ledgerAdjustments.usdtValue}), 0)::text`,
    })
    .from(ledgerAdjustments)
    .where(
      and(
        eq(ledgerAdjustments.requestedBy, operatorId),
        inArray(ledgerAdjustments.status, ['APPLIED', 'PENDING']),
        gt(ledgerAdjustments.createdAt, since),
      ),
    );
  return { member: row?.member ?? '0', all: row?.all ?? '0' };
}

export async function findAdjustment(db: Database, id: string): Promise<AdjustmentRow | null> {
  const [row] = await db.select().from(ledgerAdjustments).where(eq(ledgerAdjustments.id, id));
  return row ?? null;
}

/**
 * Decides a PENDING adjustment in one conditional UPDATE (with `notBy`: only when that operator did not ask for it):
 * of two decisions at the same moment one wins, the other finds it decided (null).
 */
export async function claimPendingAdjustment(
  tx: Database,
  id: string,
  decision: { status: Extract<AdjustmentStatus, 'APPLIED' | 'REJECTED'>; operatorId: string; at: Date; rejectReason: string | null; notBy: string | null },
): Promise<AdjustmentRow | null> {
  const [row] = await tx
    .update(ledgerAdjustments)
    .set({ status: decision.status, decidedBy: decision.operatorId, decidedAt: decision.at, rejectReason: decision.rejectReason })
    .where(
      and(
        eq(ledgerAdjustments.id, id),
        eq(ledgerAdjustments.status, 'PENDING'),
        decision.notBy ? ne(ledgerAdjustments.requestedBy, decision.notBy) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

const requesters = alias(operators, 'requesters');
const deciders = alias(operators, 'deciders');

/** Adjustments with their member's and operators' names: the pending ones (oldest first) or one by id. */
function adjustmentViews(db: Database) {
  return db
    .select({
      adjustment: ledgerAdjustments,
      username: users.username,
      requestedBy: requesters.username,
      decidedBy: deciders.username,
    })
    .from(ledgerAdjustments)
    .innerJoin(users, eq(users.id, ledgerAdjustments.userId))
    .innerJoin(requesters, eq(requesters.id, ledgerAdjustments.requestedBy))
    .leftJoin(deciders, eq(deciders.id, ledgerAdjustments.decidedBy));
}

export type AdjustmentViewRow = Awaited<ReturnType<typeof listPendingAdjustments>>[number];

/** The adjustments waiting for approval, oldest first (at most `limit`). */
export function listPendingAdjustments(db: Database, limit: number) {
  return adjustmentViews(db).where(eq(ledgerAdjustments.status, 'PENDING')).orderBy(asc(ledgerAdjustments.createdAt)).limit(limit);
}

export async function findAdjustmentView(db: Database, id: string): Promise<AdjustmentViewRow | null> {
  const [row] = await adjustmentViews(db).where(eq(ledgerAdjustments.id, id));
  return row ?? null;
}
