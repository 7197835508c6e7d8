import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '@/contract/enums';
import { pageFrom, useUrlQuery } from '@/hooks/history/useUrlQuery';
import type { OrderListParams } from '@/contract/requests/orders';
import { getOrders } from '@/services/order';

/** Every order query (the list and Order Temp) sits under this key: invalidating it refreshes both. */
export const ORDERS_QUERY_KEY = ['orders'] as const;
export const ORDER_PAGE_SIZE = 10;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The status filter and page of /order, kept in the URL query (?status=&page=). */
export function useOrderFilters() {
  const { values, update, isReady } = useUrlQuery();
  const status = isOrderStatus(values.status) ? values.status : undefined;
  const page = pageFrom(values.page);

  /** A new status starts again at page 1. */
  const setStatus = useCallback((next: OrderStatus | undefined) => update({ status: next, page: undefined }), [update]);
  const setPage = useCallback((next: number) => update({ page: next > 1 ? next : undefined }), [update]);

  return { status, page, setStatus, setPage, isReady };
}

export function orderListQuery(status: OrderStatus | undefined, page: number): OrderListParams {
  return status ? { status, page, limit: ORDER_PAGE_SIZE } : { page, limit: ORDER_PAGE_SIZE };
}

/** One page of the member's orders, newest first; the previous page stays while the next loads. */
export function useOrders(status: OrderStatus | undefined, page: number, enabled = true) {
  const params = orderListQuery(status, page);
  return useQuery({
    queryKey: [...ORDERS_QUERY_KEY, 'list', params],
    queryFn: () => getOrders(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
