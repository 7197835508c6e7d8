import { TRANSACTION_TYPES, type TransactionType } from '@/contract/enums';
import type { BonusParams, TransactionListParams } from '@/contract/requests/history';

export type TransactionQuery = TransactionListParams & { limit: number };
export type BonusQuery = BonusParams;

export function isLedgerType(value: unknown): value is TransactionType {
  return typeof value === 'string' && (TRANSACTION_TYPES as readonly string[]).includes(value);
}

export const PAGE_SIZE = 20;
