import {
  TRANSACTION_TYPES,
  type BonusEntry,
  type BonusList,
  type BonusParams,
  type Transaction,
  type TransactionListParams,
  type TransactionType,
} from '@/services/transaction';

/** The service's shapes under the names the history views use. */
export const LEDGER_TYPES = TRANSACTION_TYPES;
export type LedgerType = TransactionType;
export type LedgerEntry = Transaction;
export type TransactionQuery = TransactionListParams & { page: number; limit: number };
export type { BonusEntry };
export type BonusAnswer = BonusList;
export type BonusQuery = BonusParams & { page: number };
export type { Page as Paged } from '@/services/transaction';

export function isLedgerType(value: unknown): value is LedgerType {
  return typeof value === 'string' && (LEDGER_TYPES as readonly string[]).includes(value);
}

export const PAGE_SIZE = 20;

/** How many pages `total` rows fill (at least one). */
export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, limit)));
}
