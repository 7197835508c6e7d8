import type { LocalizedText } from './product';
import { http } from './http';

export type WarehouseUnitStatus = 'IN_STOCK' | 'MINING';

export interface WarehouseUnit {
  _id: string;
  status: WarehouseUnitStatus;
  product: { _id: string; code: string; name: LocalizedText; power: string; dailyReward: string; contractDays: number };
  orderCode: string;
  createdAt: string;
  activatedAt: string | null;
  contract: { _id: string; startDate: string; endDate: string } | null;
}

export async function getWarehouseUnits(): Promise<WarehouseUnit[]> {
  const { data } = await http.get<WarehouseUnit[]>('auth/warehouse/list');
  return data;
}

/** Starts a mining contract from an IN_STOCK unit. */
export async function activateUnit(id: string): Promise<WarehouseUnit> {
  const { data } = await http.post<WarehouseUnit>(`auth/warehouse/${encodeURIComponent(id)}/activate`);
  return data;
}
