import { and, eq, inArray } from 'drizzle-orm';

import { kycDocuments, orders, products, transactions, users, wallets, warehouseUnits } from './schema';
import type { Database } from './types';

// The demo world's own writes (operations/seed.ts, seed-orders.ts): rows the API never writes this way.

export async function hasNoMember(db: Database): Promise<boolean> {
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  return existing.length === 0;
}

/** A seeded member's row; answers its id. */
export async function insertSeedMember(tx: Database, values: typeof users.$inferInsert): Promise<string> {
  const [user] = await tx.insert(users).values(values).returning({ id: users.id });
  return user.id;
}

export async function insertKycDocument(tx: Database, values: typeof kycDocuments.$inferInsert): Promise<void> {
  await tx.insert(kycDocuments).values(values);
}

/** A seeded wallet at its balance and the DEPOSIT rows that make it. */
export async function insertOpeningWallet(
  tx: Database,
  wallet: typeof wallets.$inferInsert,
  ledger: readonly (typeof transactions.$inferInsert)[],
): Promise<void> {
  await tx.insert(wallets).values(wallet);
  if (ledger.length > 0) await tx.insert(transactions).values([...ledger]);
}

/** The ids of the products with these codes, by code. */
export async function productIdsByCode(tx: Database, codes: readonly string[]): Promise<Map<string, string>> {
  const rows = await tx.select({ id: products.id, code: products.code }).from(products).where(inArray(products.code, [...codes]));
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** The first warehouse unit of the member's order with this idempotency key, or null. */
export async function firstUnitOfOrder(tx: Database, userId: string, idempotencyKey: string): Promise<string | null> {
  const [unit] = await tx
    .select({ id: warehouseUnits.id })
    .from(warehouseUnits)
    .innerJoin(orders, eq(orders.id, warehouseUnits.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
    .orderBy(warehouseUnits.id)
    .limit(1);
  return unit?.id ?? null;
}
