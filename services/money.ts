import type { SwapResult, TransferResult, WithdrawalChange, WithdrawalPage, WithdrawResult } from '@/contract/ledger';
import type { MoneyOutStatus } from '@/contract/withdraw-addresses';
import type { MoneyConfirmation, SwapRequest, TransferRequest, WithdrawRequest } from '@/contract/requests/money';
import { http } from './http';
import { cleanParams } from './transaction';

// The member's money operations of auth/transaction (swap, transfer, withdraw, withdrawals, the money-out status).

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
