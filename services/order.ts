import type { OrderMethod, OrderStatus, PointPaymentSymbol } from '@/config/orders';
import type { LocalizedText, ProductKind } from './product';
import type { Page } from './transaction';
import { http } from './http';

export interface OrderItem {
  productId: string;
  code: string;
  kind: ProductKind;
  name: LocalizedText;
  quantity: number;
  unitPrice: string;
  unitPointPrice: string;
  power: string;
}

/** Where and how to pay a BANK order; `qrPayload` is the VietQR string a banking app scans. */
export interface BankPayment {
  bankCode: string;
  bankName: string;
  bin: string;
  accountNumber: string;
  accountName: string;
  amountVnd: number;
  /** The transfer content: the order code. */
  content: string;
  qrPayload: string;
}

export interface Order {
  _id: string;
  code: string;
  method: OrderMethod;
  symbol: PointPaymentSymbol | null;
  status: OrderStatus;
  /** USDT. */
  total: string;
  /** Points (EV). */
  pointTotal: string;
  /** What was debited (POINT, in `symbol`). */
  paidAmount: string | null;
  items: OrderItem[];
  payment: BankPayment | null;
  expiresAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
}

export interface OrderLine {
  productId: string;
  quantity: number;
}

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
