import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '@/contract/enums';
import { useUrlQuery } from '@/hooks/history/useUrlQuery';
import type { OrderListParams } from '@/contract/requests/orders';
import { getOrders } from '@/services/order';

/** Every order query (the list and Order Temp) sits under this key: invalidating it refreshes both. */
export const ORDERS_QUERY_KEY = ['orders'] as const;
export const ORDER_PAGE_SIZE = 10;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The status filter of /order, kept in the URL query (?status=); the page is walked by key (useCursorPager). */
export function useOrderFilters() {
  const { values, update, isReady } = useUrlQuery();
  const status = isOrderStatus(values.status) ? values.status : undefined;

  const setStatus = useCallback((next: OrderStatus | undefined) => update({ status: next }), [update]);

  return { status, setStatus, isReady };
}

export function orderListQuery(status: OrderStatus | undefined, cursor: string | undefined): OrderListParams {
  return { ...(status ? { status } : {}), ...(cursor ? { cursor } : {}), limit: ORDER_PAGE_SIZE };
}

/** One page of the member's orders, newest first; the previous page stays while the next loads. */
export function useOrders(status: OrderStatus | undefined, cursor: string | undefined, enabled = true) {
  const params = orderListQuery(status, cursor);
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, 'list', params],
    queryFn: () => getOrders(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
