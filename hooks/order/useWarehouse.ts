import { useQuery } from '@tanstack/react-query';
import { getWarehouseUnits } from '@/services/warehouse';

export const WAREHOUSE_QUERY_KEY = ['warehouse'] as const;

/** The member's units, newest first. */
export function useWarehouseUnits() {
  return useQuery({ queryKey: WAREHOUSE_QUERY_KEY, queryFn: getWarehouseUnits });
}
