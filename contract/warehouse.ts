import type { KeyPage } from './envelope';
import type { LocalizedText } from './common';
import type { WarehouseUnitStatus } from './enums';

export interface WarehouseUnit {
  _id: string;
  status: WarehouseUnitStatus;
  product: { _id: string; code: string; name: LocalizedText; power: string; dailyReward: string; contractDays: number };
  orderCode: string;
  createdAt: string;
  activatedAt: string | null;
  contract: { _id: string; startDate: string; endDate: string } | null;
}

/** auth/warehouse/list: the member's units, newest first, a page by key. */
export type WarehousePage = KeyPage<WarehouseUnit>;
