import { useQuery } from '@tanstack/react-query';
import { getTempOrders } from '@/services/order';
import { ORDERS_QUERY_KEY } from './useOrders';

export const TEMP_ORDERS_QUERY_KEY = [...ORDERS_QUERY_KEY, 'temp'] as const;

/** BANK orders awaiting payment, newest first. */
export function useTempOrders() {
  return useQuery({ queryKey: TEMP_ORDERS_QUERY_KEY, queryFn: getTempOrders });
}
