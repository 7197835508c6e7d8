import type { Database } from '../db/types';
import { findMiningTerms, findWarehouseUnit, lockWarehouseUnit, startMining } from '../db/warehouse';
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
  return db.transaction(async (tx): Promise<UnitActivation> => {
    const unit = await lockWarehouseUnit(tx, userId, unitId);
    if (!unit) return { outcome: 'not-found' };
    if (unit.status !== 'IN_STOCK') return { outcome: 'already-mining' };
    const product = await findMiningTerms(tx, unit.productId);
    const startDate = utcDate(at);
    await startMining(
      tx,
      unit.id,
      {
        userId,
        productId: unit.productId,
        power: product.power,
        dailyReward: product.dailyReward,
        startDate,
        endDate: contractEndDate(startDate, product.contractDays),
        createdAt: at,
      },
      at,
    );
    const activated = await findWarehouseUnit(tx, unit.id);
    return activated ? { outcome: 'activated', unit: activated } : { outcome: 'not-found' };
  });
}
