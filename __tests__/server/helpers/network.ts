import { eq } from 'drizzle-orm';

import { confirmOrderByCode, createOrder } from '@/server/operations/orders';
import { users } from '@/server/db/schema';
import { rebuildTeamFigures } from '@/server/db/team-figures';
import type { Database } from '@/server/db/types';

import { newKey, productIdOf } from './orders';

/** A BANK order of `quantity` × the product, placed at `at` and confirmed an hour later (bonus paid, volume counted). */
export async function completedOrder(db: Database, userId: string, productCode: string, quantity = 1, at = new Date()) {
  const lines = [{ productId: await productIdOf(db, productCode), quantity }];
  const placed = await createOrder(db, { userId, idempotencyKey: newKey(), lines, method: 'BANK', symbol: null }, at);
  if (placed.outcome === 'key-reused') throw new Error('The test order was refused');
  const confirmed = await confirmOrderByCode(db, placed.order.code, new Date(at.getTime() + 3_600_000));
  if (confirmed.outcome !== 'confirmed') throw new Error(`The test order ${placed.order.code} was not confirmed`);
  return confirmed.order;
}

/** Back-dates the member's joining (a fixture's past), its team figures recomputed. */
export async function setJoinedAt(db: Database, userId: string, createdAt: Date): Promise<void> {
  await db.update(users).set({ createdAt }).where(eq(users.id, userId));
  await rebuildTeamFigures(db);
}

export async function setLeader(db: Database, userId: string, isLeader = true): Promise<void> {
  await db.update(users).set({ isLeader }).where(eq(users.id, userId));
}
