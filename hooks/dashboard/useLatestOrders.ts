import { useQuery } from '@tanstack/react-query';
import { ORDERS_QUERY_KEY } from '@/hooks/order/useOrders';
import { getOrders } from '@/services/order';

export const LATEST_ORDERS = 5;

/** The member's latest orders (any status), under the orders key so order changes refresh it. */
export function useLatestOrders() {
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, 'latest', LATEST_ORDERS],
    queryFn: () => getOrders({ limit: LATEST_ORDERS }),
  });
}
