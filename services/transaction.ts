import type { BonusExplanation, BonusList } from '@/contract/bonus';
import type { LedgerListPage } from '@/contract/ledger';
import type { BonusParams, TransactionListParams } from '@/contract/requests/history';
import { http } from './http';

// The member's ledger and bonus reads; the money operations (swap, transfer, withdraw, withdrawals) are
// services/money.ts, so the pages that only read do not carry them.

/** Leaves out empty values, so `?symbol=&page=` never reaches the server. */
export function cleanParams<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}

/** GET auth/transaction/list: one page of the member's ledger. */
export async function getTransactions(params: TransactionListParams = {}): Promise<LedgerListPage> {
  const { data } = await http.get<LedgerListPage>('auth/transaction/list', { params: cleanParams(params) });
  return data;
}

/** GET auth/transaction/bonus: one page of bonus entries with totals and per-day sums. */
export async function getBonus(params: BonusParams = {}): Promise<BonusList> {
  const { data } = await http.get<BonusList>('auth/transaction/bonus', { params: cleanParams(params) });
  return data;
}

/** Which bonus to explain: its id (the bonus list), its ledger row (the transaction history) or its order (a notification). */
export type BonusRef = { bonusId: string } | { transactionId: string } | { orderCode: string };

function bonusPath(ref: BonusRef): string {
  if ('bonusId' in ref) return `auth/transaction/bonus/${encodeURIComponent(ref.bonusId)}`;
  if ('transactionId' in ref) return `auth/transaction/bonus/by-transaction/${encodeURIComponent(ref.transactionId)}`;
  return `auth/transaction/bonus/by-order/${encodeURIComponent(ref.orderCode)}`;
}

/** GET auth/transaction/bonus/…: one bonus and why it was paid. */
export async function getBonusExplanation(ref: BonusRef): Promise<BonusExplanation> {
  const { data } = await http.get<BonusExplanation>(bonusPath(ref));
  return data;
}
