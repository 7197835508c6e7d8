import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getWarehouseUnits } from '@/services/warehouse';

export const WAREHOUSE_QUERY_KEY = ['warehouse'] as const;
export const WAREHOUSE_PAGE_SIZE = 10;

/** One page of the member's units, newest first; the previous page stays while the next loads. */
export function useWarehouseUnits(cursor: string | undefined) {
  const params = { ...(cursor ? { cursor } : {}), limit: WAREHOUSE_PAGE_SIZE };
  return useQuery({
    queryKey: [...WAREHOUSE_QUERY_KEY, params],
    queryFn: () => getWarehouseUnits(params),
    placeholderData: keepPreviousData,
  });
}
