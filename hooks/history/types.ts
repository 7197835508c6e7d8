import { TRANSACTION_TYPES, type TransactionType } from '@/contract/enums';
import type { BonusParams, TransactionListParams } from '@/contract/requests/history';

export type TransactionQuery = TransactionListParams & { page: number; limit: number };
export type BonusQuery = BonusParams & { page: number };

export function isLedgerType(value: unknown): value is TransactionType {
  return typeof value === 'string' && (TRANSACTION_TYPES as readonly string[]).includes(value);
}

export const PAGE_SIZE = 20;

/** How many pages `total` rows fill (at least one). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}
