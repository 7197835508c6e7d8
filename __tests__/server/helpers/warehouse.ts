import { randomBytes } from 'node:crypto';

import { eq, inArray } from 'drizzle-orm';

import { orderItems, orders, products, users, warehouseUnits } from '@/server/db/schema';
import type { Database } from '@/server/db/types';
import { Decimal, toDecimalString } from '@/server/domain/money';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const orderCode = () => `FH${Array.from(randomBytes(8), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')}`;

export async function userIdOf(db: Database, username: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) throw new Error(`No member ${username}`);
  return user.id;
}

/**
 * Mining units as a completed POINT order would leave them (an orders row, its lines and IN_STOCK warehouse units),
 * written directly, at `at`. Answers the unit ids in the order of `items`.
 */
export async function giveMiningUnits(
  db: Database,
  userId: string,
  items: readonly { code: string; quantity: number }[],
  at: Date,
): Promise<{ orderCode: string; unitIds: string[] }> {
  const catalogue = await db
    .select()
    .from(products)
    .where(inArray(products.code, items.map((item) => item.code)));
  const productOf = (code: string) => {
    const product = catalogue.find((candidate) => candidate.code === code);
    if (!product) throw new Error(`No product ${code}`);
    return product;
  };
  const total = items.reduce((sum, item) => sum.plus(new Decimal(productOf(item.code).price).times(item.quantity)), new Decimal(0));
  const pointTotal = items.reduce((sum, item) => sum.plus(new Decimal(productOf(item.code).pointPrice).times(item.quantity)), new Decimal(0));
  const code = orderCode();
  const [order] = await db
    .insert(orders)
    .values({
      code,
      userId,
      method: 'POINT',
      symbol: 'EV',
      status: 'COMPLETED',
      total: toDecimalString(total),
      pointTotal: toDecimalString(pointTotal),
      paidAmount: toDecimalString(pointTotal),
      idempotencyKey: `test-${randomBytes(8).toString('hex')}`,
      requestHash: 'test',
      completedAt: at,
      createdAt: at,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    items.map((item) => ({
      orderId: order.id,
      productId: productOf(item.code).id,
      quantity: item.quantity,
      unitPrice: productOf(item.code).price,
      unitPointPrice: productOf(item.code).pointPrice,
    })),
  );
  const unitIds: string[] = [];
  for (const item of items) {
    const rows = await db
      .insert(warehouseUnits)
      .values(Array.from({ length: item.quantity }, () => ({ userId, productId: productOf(item.code).id, orderId: order.id, createdAt: at })))
      .returning({ id: warehouseUnits.id });
    unitIds.push(...rows.map((row) => row.id));
  }
  return { orderCode: code, unitIds };
}
