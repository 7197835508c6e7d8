import type { OrderMethod, OrderStatus, PointPaymentSymbol } from '@/contract/enums';
import type { Page } from '@/contract/envelope';
import type { Order, OrderLine } from '@/contract/orders';
import { http } from './http';

export interface CreateOrderRequest {
  items: OrderLine[];
  method: OrderMethod;
  /** POINT only. */
  symbol?: PointPaymentSymbol;
  /** POINT only. */
  securePassword?: string;
  /** POINT only, when 2FA is on. */
  code?: string;
}

export interface OrderListParams {
  status?: OrderStatus;
  page?: number;
  limit?: number;
}

/** The same idempotency key always answers the same order: a repeated click or a retry never orders twice. */
export async function createOrder(request: CreateOrderRequest, idempotencyKey: string): Promise<Order> {
  const { data } = await http.post<Order>('auth/order/create', request, { headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}

export async function getOrders(params: OrderListParams = {}): Promise<Page<Order>> {
  const { data } = await http.get<Page<Order>>('auth/order/list', { params });
  return data;
}

/** BANK orders awaiting payment (Order Temp). */
export async function getTempOrders(): Promise<Order[]> {
  const { data } = await http.get<Order[]>('auth/order/temp');
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
