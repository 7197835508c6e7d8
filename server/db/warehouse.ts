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
