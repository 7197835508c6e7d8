import { and, asc, desc, eq, getTableColumns, inArray, lte } from 'drizzle-orm';

import type { OrderStatus } from '../../contract/enums';
import { afterPosition, keysetPage, positionTime } from './keyset';
import type { KeysetPosition } from './keyset';
import { banks, orderItems, orders, products } from './schema';
import type { Database } from './types';

export type OrderRow = typeof orders.$inferSelect;

export async function findOrderByKey(db: Database, userId: string, idempotencyKey: string): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return order ?? null;
}

/** Lazy expiry: the member's PENDING_PAYMENT orders past their time become EXPIRED. */
export async function expireOverdueOrders(db: Database, userId: string, at: Date): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'EXPIRED' })
    .where(and(eq(orders.userId, userId), eq(orders.status, 'PENDING_PAYMENT'), lte(orders.expiresAt, at)));
}

/** The member's orders, newest first (created_at, id), one page by key after `after` (after lazy expiry). */
export async function listOrders(
  db: Database,
  userId: string,
  query: { status?: OrderStatus; after: KeysetPosition | null; limit: number },
  at: Date,
): Promise<{ rows: OrderRow[]; next: KeysetPosition | null }> {
  await expireOverdueOrders(db, userId, at);
  const rows = await db
    .select({ ...getTableColumns(orders), positionAt: positionTime(orders.createdAt) })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        query.status ? eq(orders.status, query.status) : undefined,
        afterPosition({ at: orders.createdAt, id: orders.id, idType: 'uuid' }, query.after),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit, (row) => row.id);
}

/** One of the member's orders (null for an unknown id or another member's order). */
export async function findMemberOrder(db: Database, userId: string, id: string, at: Date): Promise<OrderRow | null> {
  await expireOverdueOrders(db, userId, at);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return order ?? null;
}

/** The lines of the orders with their products' codes, names and power, in order. */
export function listOrderLines(db: Database, orderIds: readonly string[]) {
  return db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      code: products.code,
      kind: products.kind,
      nameVi: products.nameVi,
      nameEn: products.nameEn,
      quantity: orderItems.quantity,
      unitPrice: orderItems.unitPrice,
      unitPointPrice: orderItems.unitPointPrice,
      power: products.power,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.id));
}

export async function findBankShortName(db: Database, code: string): Promise<string | null> {
  const [bank] = await db.select({ shortName: banks.shortName }).from(banks).where(eq(banks.code, code));
  return bank?.shortName ?? null;
}

export type NewOrderRow = typeof orders.$inferInsert;

/** A new order, unless the member used its idempotency key before (null then: ON CONFLICT DO NOTHING). */
export async function insertOrder(tx: Database, values: NewOrderRow): Promise<OrderRow | null> {
  const [inserted] = await tx.insert(orders).values(values).onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] }).returning();
  return inserted ?? null;
}

export async function insertOrderItems(tx: Database, items: readonly (typeof orderItems.$inferInsert)[]): Promise<void> {
  await tx.insert(orderItems).values([...items]);
}

/** The order's lines with their product's kind and price, in order. */
export function listOrderLinesWithKind(tx: Database, orderId: string) {
  return tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity, kind: products.kind, price: products.price })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** The order of this code locked FOR UPDATE, or null. */
export async function lockOrderByCode(tx: Database, code: string): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.code, code)).for('update');
  return order ?? null;
}

/** The member's order locked FOR UPDATE, or null. */
export async function lockMemberOrder(tx: Database, userId: string, id: string): Promise<OrderRow | null> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .for('update');
  return order ?? null;
}

export type OrderChanges = Partial<Pick<NewOrderRow, 'status' | 'completedAt' | 'cancelledAt' | 'refundedAt' | 'paymentReference'>>;

export async function updateOrder(tx: Database, id: string, changes: OrderChanges): Promise<OrderRow> {
  const [order] = await tx.update(orders).set(changes).where(eq(orders.id, id)).returning();
  return order;
}
