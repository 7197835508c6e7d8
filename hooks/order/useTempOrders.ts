import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getTempOrders } from '@/services/order';
import { ORDER_PAGE_SIZE, ORDERS_QUERY_KEY } from './useOrders';

export const TEMP_ORDERS_QUERY_KEY = [...ORDERS_QUERY_KEY, 'temp'] as const;

/** One page of the orders awaiting payment, newest first; the previous page stays while the next loads. */
export function useTempOrders(cursor: string | undefined) {
  const params = { ...(cursor ? { cursor } : {}), limit: ORDER_PAGE_SIZE };
  return useQuery({
    queryKey: [...TEMP_ORDERS_QUERY_KEY, params],
    queryFn: () => getTempOrders(params),
    placeholderData: keepPreviousData,
  });
}
