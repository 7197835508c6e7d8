import type { LocalizedText } from '@/contract/common';
import type { OrderMethod, OrderStatus } from '@/contract/enums';
import type { Order, OrderItem } from '@/contract/orders';
import type { NumberFormat } from '@/config/format';
import { CURRENCY_SYMBOL, MAIN_TOKEN_SYMBOL } from '@/config/tokens';
import type { TranslationKey } from '@/config/translate';

export const ORDER_STATUS_LABELS: Record<OrderStatus, TranslationKey> = {
  PENDING_PAYMENT: 'Awaiting payment',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
  REFUNDED: 'Refunded',
};

export const ORDER_METHOD_LABELS: Record<OrderMethod, TranslationKey> = {
  BANK: 'Bank Transfer',
  POINT: 'EB/EV Points',
};

/** "Gold × 1, Miner 10 TiB × 2". */
export function itemsSummary(items: readonly OrderItem[], localized: (text: LocalizedText) => string): string {
  return items.map((item) => `${localized(item.name)} × ${item.quantity}`).join(', ');
}

/** A POINT order shows what was debited ("400 EV"); a BANK order its price in USDT and in points. */
export function orderTotalText(order: Order, format: NumberFormat): string {
  if (order.method === 'POINT' && order.symbol) {
    const fallback = order.symbol === CURRENCY_SYMBOL ? order.total : order.pointTotal;
    return format.amount(order.paidAmount ?? fallback, order.symbol);
  }
  return `${format.amount(order.total, CURRENCY_SYMBOL)} · ${format.amount(order.pointTotal, MAIN_TOKEN_SYMBOL)}`;
}

