import { and, eq } from 'drizzle-orm';

import { miningContracts, products, warehouseUnits } from '../db/schema';
import type { Database } from '../db/types';
import { selectWarehouseUnits } from '../db/warehouse';
import type { WarehouseUnitRecord } from '../db/warehouse';
import { utcDate } from '../domain/history';
import { contractEndDate } from '../domain/mining';

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
    const [activated] = await selectWarehouseUnits(tx as unknown as Database).where(eq(warehouseUnits.id, unit.id));
    return { outcome: 'activated' as const, unit: activated };
  });
}
