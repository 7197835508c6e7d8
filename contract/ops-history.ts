import type { OrderStatus, WithdrawalStatus } from './enums';
import type { WithdrawalQueueItem } from './ops-queues';

/** The statuses of a processed withdrawal (no longer PENDING). */
export const PROCESSED_WITHDRAWAL_STATUSES = ['APPROVED', 'REJECTED', 'CANCELLED'] as const satisfies readonly WithdrawalStatus[];
export type ProcessedWithdrawalStatus = (typeof PROCESSED_WITHDRAWAL_STATUSES)[number];

/** The statuses of a processed bank order (no longer awaiting payment). */
export const PROCESSED_ORDER_STATUSES = ['COMPLETED', 'REFUNDED', 'CANCELLED', 'EXPIRED'] as const satisfies readonly OrderStatus[];
export type ProcessedOrderStatus = (typeof PROCESSED_ORDER_STATUSES)[number];

/** A processed withdrawal of the finance history (ops/history/withdrawals), newest decision first. */
export interface ProcessedWithdrawal extends WithdrawalQueueItem {
  status: ProcessedWithdrawalStatus;
  txHash: string | null;
  reason: string | null;
  /** ISO date-time it was approved, rejected or cancelled (`createdAt`: asked for). */
  decidedAt: string;
}

/** A bank order of the finance history (ops/history/bank-orders) or of a search (ops/history/bank-orders/search). */
export interface BankOrderRecord {
  code: string;
  username: string;
  fullName: string;
  status: OrderStatus;
  /** USDT. */
  total: string;
  amountVnd: number;
  /** How the payment was confirmed: 'OPS' or the bank's reference (null when never paid). */
  paymentReference: string | null;
  createdAt: string;
  /** When it was paid, refunded, cancelled or expired (null: still awaiting payment). */
  processedAt: string | null;
  /** When an awaiting order expires. */
  expiresAt: string | null;
}

/** ops/history/bank-orders/search: the bank orders an order code or a transfer's content names, newest first. */
export interface BankOrderSearch {
  items: BankOrderRecord[];
}

/** The finance histories' filters as the console sends them; an empty one means all. */
export interface HistoryFilters<Status extends string> {
  status: Status | '';
  /** Inclusive UTC days of the decision (YYYY-MM-DD). */
  from: string;
  to: string;
}
