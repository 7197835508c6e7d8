import { and, asc, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { AdjustmentStatus, OperatorChangeKind, OperatorRole } from '../../contract/enums';
import { operatorChanges, operators } from './schema';
import type { Database } from './types';

export type OperatorChangeRow = typeof operatorChanges.$inferSelect;

/** A PENDING request; null when one about the same name already waits (one pending request per name). */
export async function insertOperatorChange(
  tx: Database,
  change: { kind: OperatorChangeKind; username: string; role: OperatorRole; previousRole: OperatorRole | null; requestedBy: string; createdAt: Date },
): Promise<OperatorChangeRow | null> {
  const [row] = await tx
    .insert(operatorChanges)
    .values({ ...change, status: 'PENDING' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findOperatorChange(db: Database, id: string): Promise<OperatorChangeRow | null> {
  const [row] = await db.select().from(operatorChanges).where(eq(operatorChanges.id, id));
  return row ?? null;
}

/**
 * Decides a PENDING request in one conditional UPDATE (with `notBy`: only when that admin did not ask for it): of two
 * decisions at the same moment one wins, the other finds it decided (null).
 */
export async function claimPendingOperatorChange(
  tx: Database,
  id: string,
  decision: { status: Extract<AdjustmentStatus, 'APPLIED' | 'REJECTED'>; operatorId: string; at: Date; rejectReason: string | null; notBy: string | null },
): Promise<OperatorChangeRow | null> {
  const [row] = await tx
    .update(operatorChanges)
    .set({ status: decision.status, decidedBy: decision.operatorId, decidedAt: decision.at, rejectReason: decision.rejectReason })
    .where(
      and(
        eq(operatorChanges.id, id),
        eq(operatorChanges.status, 'PENDING'),
        decision.notBy ? ne(operatorChanges.requestedBy, decision.notBy) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/** Sets an operator's role. */
export async function updateOperatorRole(tx: Database, operatorId: string, role: OperatorRole): Promise<void> {
  await tx.update(operators).set({ role }).where(eq(operators.id, operatorId));
}

const requesters = alias(operators, 'change_requesters');
const deciders = alias(operators, 'change_deciders');

function operatorChangeViews(db: Database) {
  return db
    .select({ change: operatorChanges, requestedBy: requesters.username, decidedBy: deciders.username })
    .from(operatorChanges)
    .innerJoin(requesters, eq(requesters.id, operatorChanges.requestedBy))
    .leftJoin(deciders, eq(deciders.id, operatorChanges.decidedBy));
}

export type OperatorChangeViewRow = Awaited<ReturnType<typeof listPendingOperatorChanges>>[number];

/** The requests waiting for a second admin, oldest first (at most `limit`). */
export function listPendingOperatorChanges(db: Database, limit: number) {
  return operatorChangeViews(db).where(eq(operatorChanges.status, 'PENDING')).orderBy(asc(operatorChanges.createdAt)).limit(limit);
}

export async function findOperatorChangeView(db: Database, id: string): Promise<OperatorChangeViewRow | null> {
  const [row] = await operatorChangeViews(db).where(eq(operatorChanges.id, id));
  return row ?? null;
}
