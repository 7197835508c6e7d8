import { desc, eq } from 'drizzle-orm';

import { miningContracts, orders, products, warehouseUnits } from './schema';
import type { Database } from './types';

export type WarehouseUnitRecord = Awaited<ReturnType<typeof listWarehouseUnits>>[number];

export function selectWarehouseUnits(db: Database) {
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
export function listWarehouseUnits(db: Database, userId: string) {
  return selectWarehouseUnits(db)
    .where(eq(warehouseUnits.userId, userId))
    .orderBy(desc(warehouseUnits.createdAt), desc(warehouseUnits.id));
}
