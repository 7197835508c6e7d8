import type { LocalizedText } from './common';
import type { OrderMethod, OrderStatus, ProductKind, TokenSymbol } from './enums';

/** One line of an order request: a product and its quantity. */
export interface OrderLine {
  productId: string;
  quantity: number;
}

export interface OrderItem extends OrderLine {
  code: string;
  kind: ProductKind;
  name: LocalizedText;
  unitPrice: string;
  unitPointPrice: string;
  power: string;
}

/** Where and how to pay a BANK order; `qrPayload` is the VietQR string a banking app scans ('' when none can be made). */
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
  /** POINT: the wallet paid from (EV or USDT); null for BANK. */
  symbol: TokenSymbol | null;
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
  /** REFUNDED: when the payment was credited back to the USDT wallet. */
  refundedAt: string | null;
  createdAt: string;
  /** What happened to it so far, oldest first. */
  timeline: OrderStep[];
}

/**
 * A step of an order's life: CREATED; PAID (POINT: debited from the wallet) or CONFIRMED (BANK: the transfer
 * confirmed, by the operator or the bank's notice); COMPLETED; CANCELLED; EXPIRED (not paid before its time).
 */
export type OrderStepKind = 'CREATED' | 'PAID' | 'CONFIRMED' | 'COMPLETED' | 'CANCELLED' | 'EXPIRED';

export interface OrderStep {
  step: OrderStepKind;
  at: string;
}
