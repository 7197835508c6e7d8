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
}
