import { and, desc, eq } from 'drizzle-orm';

import { contractEndDate } from '../domain/mining';
import type { WarehouseUnitRecord } from '../domain/mining';
import { utcDate } from '../domain/history';
import { miningContracts, orders, products, warehouseUnits } from './schema';
import type { Database } from './types';

function selectUnits(db: Database) {
  return db
    .select({
      id: warehouseUnits.id,
      status: warehouseUnits.status,
      orderCode: orders.code,
      createdAt: warehouseUnits.createdAt,
      activatedAt: warehouseUnits.activatedAt,
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

/** The member's units with their product and contract, newest first. */
export function listWarehouseUnits(db: Database, userId: string): Promise<WarehouseUnitRecord[]> {
  return selectUnits(db)
    .where(eq(warehouseUnits.userId, userId))
    .orderBy(desc(warehouseUnits.createdAt), desc(warehouseUnits.id));
}

export type UnitActivation =
  | { outcome: 'not-found' }
  | { outcome: 'already-mining' }
  | { outcome: 'activated'; unit: WarehouseUnitRecord };

/**
 * Puts the member's IN_STOCK unit to mining, one transaction with the unit row locked: MINING and activatedAt, and
 * a contract from the UTC day of `at` for the product's contractDays, with its power and daily reward.
 */
export function activateWarehouseUnit(db: Database, userId: string, unitId: string, at: Date): Promise<UnitActivation> {
  return db.transaction(async (tx) => {
    const [unit] = await tx
      .select({ id: warehouseUnits.id, status: warehouseUnits.status, productId: warehouseUnits.productId })
      .from(warehouseUnits)
      .where(and(eq(warehouseUnits.id, unitId), eq(warehouseUnits.userId, userId)))
      .for('update');
    if (!unit) return { outcome: 'not-found' as const };
    if (unit.status !== 'IN_STOCK') return { outcome: 'already-mining' as const };
    const [product] = await tx
      .select({ power: products.power, dailyReward: products.dailyReward, contractDays: products.contractDays })
      .from(products)
      .where(eq(products.id, unit.productId));
    const startDate = utcDate(at);
    await tx.update(warehouseUnits).set({ status: 'MINING', activatedAt: at }).where(eq(warehouseUnits.id, unit.id));
    await tx.insert(miningContracts).values({
      userId,
      unitId: unit.id,
      productId: unit.productId,
      power: product.power,
      dailyReward: product.dailyReward,
      startDate,
      endDate: contractEndDate(startDate, product.contractDays),
      createdAt: at,
    });
    const [activated] = await selectUnits(tx as unknown as Database).where(eq(warehouseUnits.id, unit.id));
    return { outcome: 'activated' as const, unit: activated };
  });
}
