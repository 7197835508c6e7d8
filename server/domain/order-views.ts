import type { ProductKind, OrderMethod, OrderStatus, TokenSymbol } from '../../contract/enums';
import type { BankPayment, Order, OrderStep } from '../../contract/orders';
import { toDecimalString } from './money';
import { buildVietQrPayload, VietQrError } from './vietqr';

export interface OrderItemRecord {
  productId: string;
  code: string;
  kind: ProductKind;
  nameVi: string;
  nameEn: string;
  quantity: number;
  unitPrice: string;
  unitPointPrice: string;
  power: string;
}

export interface OrderRecord {
  id: string;
  code: string;
  userId: string;
  method: OrderMethod;
  symbol: TokenSymbol | null;
  status: OrderStatus;
  total: string;
  pointTotal: string;
  paidAmount: string | null;
  amountVnd: number | null;
  expiresAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  refundedAt: Date | null;
  createdAt: Date;
}

/** Where a BANK order is paid, from the BANKING settings (bankName: the bank's short name). */
export interface BankingDetails {
  bankCode: string;
  bankName: string;
  bin: string;
  accountNumber: string;
  accountName: string;
  usdtVndRate: number;
}

/** The VietQR string of a transfer; empty when the BANKING settings cannot make one (the operator must fix them). */
function qrPayloadOf(banking: BankingDetails, amountVnd: number, content: string): string {
  try {
    return buildVietQrPayload({ bin: banking.bin, accountNumber: banking.accountNumber, amountVnd, purpose: content });
  } catch (error) {
    if (error instanceof VietQrError) return '';
    throw error;
  }
}

export function toBankPayment(banking: BankingDetails, order: Pick<OrderRecord, 'code' | 'amountVnd'>): BankPayment {
  const amountVnd = order.amountVnd ?? 0;
  return {
    bankCode: banking.bankCode,
    bankName: banking.bankName,
    bin: banking.bin,
    accountNumber: banking.accountNumber,
    accountName: banking.accountName,
    amountVnd,
    content: order.code,
    qrPayload: amountVnd > 0 ? qrPayloadOf(banking, amountVnd, order.code) : '',
  };
}

const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The order's steps from its times. Payment and completion are one transaction (a POINT order is debited and
 * completed at once, a BANK order completes when its transfer is confirmed), so PAID/CONFIRMED is at completed_at;
 * an EXPIRED order expired at expires_at (it is marked when next touched).
 */
export function orderTimeline(order: Pick<OrderRecord, 'method' | 'status' | 'createdAt' | 'completedAt' | 'cancelledAt' | 'expiresAt'>): OrderStep[] {
  const steps: OrderStep[] = [{ step: 'CREATED', at: order.createdAt.toISOString() }];
  if (order.completedAt) {
    const at = order.completedAt.toISOString();
    steps.push({ step: order.method === 'BANK' ? 'CONFIRMED' : 'PAID', at }, { step: 'COMPLETED', at });
  }
  if (order.cancelledAt) steps.push({ step: 'CANCELLED', at: order.cancelledAt.toISOString() });
  if (order.status === 'EXPIRED' && order.expiresAt) steps.push({ step: 'EXPIRED', at: order.expiresAt.toISOString() });
  return steps;
}

export function toOrderView(order: OrderRecord, items: readonly OrderItemRecord[], banking: BankingDetails): Order {
  return {
    _id: order.id,
    code: order.code,
    method: order.method,
    symbol: order.symbol,
    status: order.status,
    total: toDecimalString(order.total),
    pointTotal: toDecimalString(order.pointTotal),
    paidAmount: order.paidAmount === null ? null : toDecimalString(order.paidAmount),
    items: items.map((item) => ({
      productId: item.productId,
      code: item.code,
      kind: item.kind,
      name: { vi: item.nameVi, en: item.nameEn },
      quantity: item.quantity,
      unitPrice: toDecimalString(item.unitPrice),
      unitPointPrice: toDecimalString(item.unitPointPrice),
      power: toDecimalString(item.power),
    })),
    payment: order.method === 'BANK' ? toBankPayment(banking, order) : null,
    expiresAt: isoOrNull(order.expiresAt),
    completedAt: isoOrNull(order.completedAt),
    cancelledAt: isoOrNull(order.cancelledAt),
    refundedAt: isoOrNull(order.refundedAt),
    createdAt: order.createdAt.toISOString(),
    timeline: orderTimeline(order),
  };
}
