import type { MemberPageParams } from '@/contract/requests/orders';
import type { WarehousePage, WarehouseUnit } from '@/contract/warehouse';
import { http } from './http';

/** One page of the member's units, newest first. */
export async function getWarehouseUnits(params: MemberPageParams = {}): Promise<WarehousePage> {
  const { data } = await http.get<WarehousePage>('auth/warehouse/list', { params });
  return data;
}

/** Starts a mining contract from an IN_STOCK unit. */
export async function activateUnit(id: string): Promise<WarehouseUnit> {
  const { data } = await http.post<WarehouseUnit>(`auth/warehouse/${encodeURIComponent(id)}/activate`);
  return data;
}
