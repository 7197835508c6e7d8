import type { BonusList } from '@/contract/bonus';
import type { LedgerPage, SwapResult, TransferResult, WithdrawalChange, WithdrawalPage, WithdrawResult } from '@/contract/ledger';
import type { MoneyOutStatus } from '@/contract/withdraw-addresses';
import type { BonusParams, TransactionListParams } from '@/contract/requests/history';
import type { MoneyConfirmation, SwapRequest, TransferRequest, WithdrawRequest } from '@/contract/requests/money';
import { http } from './http';

/** Leaves out empty values, so `?symbol=&page=` never reaches the server. */
function cleanParams<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<T>;
}

function withoutEmptyCode<T extends MoneyConfirmation>(body: T): T {
  if (body.code) return body;
  const rest = { ...body };
  delete rest.code;
  return rest;
}

/** POST auth/transaction/swap. */
export async function swap(body: SwapRequest): Promise<SwapResult> {
  const { data } = await http.post<SwapResult>('auth/transaction/swap', withoutEmptyCode(body));
  return data;
}

/** POST auth/transaction/transfer. */
export async function transfer(body: TransferRequest): Promise<TransferResult> {
  const { data } = await http.post<TransferResult>('auth/transaction/transfer', withoutEmptyCode(body));
  return data;
}

/** POST auth/transaction/withdraw to a book entry (addressId): the withdrawal stays PENDING until approved. */
export async function withdraw(body: WithdrawRequest): Promise<WithdrawResult> {
  const { data } = await http.post<WithdrawResult>('auth/transaction/withdraw', withoutEmptyCode(body));
  return data;
}

/** GET auth/transaction/withdrawals: one page of the member's withdrawals, newest first. */
export async function getWithdrawals(params: { cursor?: string; limit?: number } = {}): Promise<WithdrawalPage> {
  const { data } = await http.get<WithdrawalPage>('auth/transaction/withdrawals', { params: cleanParams(params) });
  return data;
}

/** POST auth/transaction/withdrawals/{id}/cancel: a PENDING withdrawal stopped, amount and fee back. */
export async function cancelWithdrawal(id: string): Promise<WithdrawalChange> {
  const { data } = await http.post<WithdrawalChange>(`auth/transaction/withdrawals/${encodeURIComponent(id)}/cancel`, {});
  return data;
}

/** GET auth/transaction/money-out: the hold, the block and KYC as they apply now. */
export async function getMoneyOutStatus(): Promise<MoneyOutStatus> {
  const { data } = await http.get<MoneyOutStatus>('auth/transaction/money-out');
  return data;
}

/** GET auth/transaction/list: one page of the member's ledger. */
export async function getTransactions(params: TransactionListParams = {}): Promise<LedgerPage> {
  const { data } = await http.get<LedgerPage>('auth/transaction/list', { params: cleanParams(params) });
  return data;
}

/** GET auth/transaction/bonus: one page of bonus entries with totals and per-day sums. */
export async function getBonus(params: BonusParams = {}): Promise<BonusList> {
  const { data } = await http.get<BonusList>('auth/transaction/bonus', { params: cleanParams(params) });
  return data;
}

/** Query keys a money operation invalidates. */
export const WALLETS_QUERY_KEY = ['wallets'] as const;
export const TRANSACTIONS_QUERY_KEY = ['transactions'] as const;
export const WITHDRAWALS_QUERY_KEY = ['withdrawals'] as const;
export const MONEY_OUT_QUERY_KEY = ['money-out'] as const;
