import { and, desc, eq } from 'drizzle-orm';

import { afterPosition, keysetPage, positionTime } from './keyset';
import type { KeysetPosition } from './keyset';

import { miningContracts, orders, products, warehouseUnits } from './schema';
import type { Database } from './types';

export type WarehouseUnitRecord = Omit<Awaited<ReturnType<typeof selectWarehouseUnits>>[number], 'positionAt'>;

export function selectWarehouseUnits(db: Database) {
  return db
    .select({
      id: warehouseUnits.id,
      status: warehouseUnits.status,
      orderCode: orders.code,
      createdAt: warehouseUnits.createdAt,
      activatedAt: warehouseUnits.activatedAt,
      positionAt: positionTime(warehouseUnits.createdAt),
      product: {
        id: products.id,
        code: products.code,
        nameVi: products.nameVi,
        nameEn: products.nameEn,
        power: products.power,
        dailyReward: products.dailyReward,
        contractDays: products.contractDays,
      },
      contract: { id: miningContracts.id, startDate: miningContracts.startDate, endDate: miningContracts.endDate },
    })
    .from(warehouseUnits)
    .innerJoin(products, eq(products.id, warehouseUnits.productId))
    .innerJoin(orders, eq(orders.id, warehouseUnits.orderId))
    .leftJoin(miningContracts, eq(miningContracts.unitId, warehouseUnits.id));
}

/** The member's units with their product and contract, newest first (created_at, id), one page by key after `after`. */
export async function listWarehouseUnits(db: Database, userId: string, query: { after: KeysetPosition | null; limit: number }) {
  const rows = await selectWarehouseUnits(db)
    .where(and(eq(warehouseUnits.userId, userId), afterPosition({ at: warehouseUnits.createdAt, id: warehouseUnits.id, idType: 'uuid' }, query.after)))
    .orderBy(desc(warehouseUnits.createdAt), desc(warehouseUnits.id))
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit, (row) => row.id);
}

/** The member's unit locked FOR UPDATE (its activation), or null. */
export async function lockWarehouseUnit(tx: Database, userId: string, unitId: string) {
  const [unit] = await tx
    .select({ id: warehouseUnits.id, status: warehouseUnits.status, productId: warehouseUnits.productId })
    .from(warehouseUnits)
    .where(and(eq(warehouseUnits.id, unitId), eq(warehouseUnits.userId, userId)))
    .for('update');
  return unit ?? null;
}

/** The product's mining terms a contract copies. */
export async function findMiningTerms(tx: Database, productId: string) {
  const [product] = await tx
    .select({ power: products.power, dailyReward: products.dailyReward, contractDays: products.contractDays })
    .from(products)
    .where(eq(products.id, productId));
  return product;
}

/** The unit MINING from `at`, with its contract. */
export async function startMining(tx: Database, unitId: string, contract: Omit<typeof miningContracts.$inferInsert, 'unitId'>, at: Date): Promise<void> {
  await tx.update(warehouseUnits).set({ status: 'MINING', activatedAt: at }).where(eq(warehouseUnits.id, unitId));
  await tx.insert(miningContracts).values({ ...contract, unitId });
}

export async function findWarehouseUnit(db: Database, unitId: string): Promise<WarehouseUnitRecord | null> {
  const [unit] = await selectWarehouseUnits(db).where(eq(warehouseUnits.id, unitId));
  return unit ?? null;
}

/** IN_STOCK units of a completed order. */
export async function insertWarehouseUnits(tx: Database, units: readonly (typeof warehouseUnits.$inferInsert)[]): Promise<void> {
  if (units.length > 0) await tx.insert(warehouseUnits).values([...units]);
}
