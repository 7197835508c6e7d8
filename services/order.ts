import type { KeyPage } from '@/contract/envelope';
import type { Order } from '@/contract/orders';
import type { CreateOrderRequest, MemberPageParams, OrderListParams } from '@/contract/requests/orders';
import { http } from './http';

/** The same idempotency key always answers the same order: a repeated click or a retry never orders twice. */
export async function createOrder(request: CreateOrderRequest, idempotencyKey: string): Promise<Order> {
  const { data } = await http.post<Order>('auth/order/create', request, { headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}

export async function getOrders(params: OrderListParams = {}): Promise<KeyPage<Order>> {
  const { data } = await http.get<KeyPage<Order>>('auth/order/list', { params });
  return data;
}

/** One page of the orders awaiting payment (Order Temp), newest first. */
export async function getTempOrders(params: MemberPageParams = {}): Promise<KeyPage<Order>> {
  const { data } = await http.get<KeyPage<Order>>('auth/order/temp', { params });
  return data;
}

export async function getOrder(id: string): Promise<Order> {
  const { data } = await http.get<Order>(`auth/order/${encodeURIComponent(id)}`);
  return data;
}

export async function cancelOrder(id: string): Promise<Order> {
  const { data } = await http.post<Order>(`auth/order/${encodeURIComponent(id)}/cancel`);
  return data;
}
