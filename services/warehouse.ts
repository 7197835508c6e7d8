import type { WarehouseUnit } from '@/contract/warehouse';
import { http } from './http';

export async function getWarehouseUnits(): Promise<WarehouseUnit[]> {
  const { data } = await http.get<WarehouseUnit[]>('auth/warehouse/list');
  return data;
}

/** Starts a mining contract from an IN_STOCK unit. */
export async function activateUnit(id: string): Promise<WarehouseUnit> {
  const { data } = await http.post<WarehouseUnit>(`auth/warehouse/${encodeURIComponent(id)}/activate`);
  return data;
}
