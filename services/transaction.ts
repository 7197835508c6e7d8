import { TRANSACTION_TYPES } from '@/config/ledger';
import type { TokenSymbol } from '@/config/tokens';
import { http } from './http';

export { TRANSACTION_TYPES };
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** A withdrawal stays PENDING until the operator approves (COMPLETED) or rejects it. */
export type TransactionStatus = 'PENDING' | 'COMPLETED' | 'REJECTED';

/** One ledger row: a signed amount (decimal string) and the balance after it. */
export interface Transaction {
  _id: string;
  symbol: TokenSymbol;
  type: TransactionType;
  amount: string;
  balanceAfter: string;
  reference: string | null;
  status: TransactionStatus;
  createdAt: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export interface TransactionListParams {
  symbol?: TokenSymbol;
  type?: TransactionType;
  /** 'YYYY-MM-DD' (or an ISO date). */
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}

export type TransactionList = Page<Transaction>;

/** Bonus levels paid upline (DESIGN 4: level 1 10 %, level 2 5 %, level 3 2 %). */
export const BONUS_TYPES = ['DIRECT', 'LEVEL_2', 'LEVEL_3'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

export interface BonusEntry {
  _id: string;
  /** One of BONUS_TYPES as the server sends it today; kept open (string) so a new level does not break callers. */
  type: BonusType | (string & {});
  amount: string;
  fromUsername: string | null;
  orderCode: string | null;
  createdAt: string;
}

export interface BonusParams {
  /** One of BONUS_TYPES (the server refuses another). */
  type?: BonusType | (string & {});
  from?: string;
  to?: string;
  page?: number;
}

export interface BonusList extends Page<BonusEntry> {
  /** The day range the server applied ('YYYY-MM-DD'; it defaults one when none is sent). */
  from?: string;
  to?: string;
  totals: { all: string; byType: Record<string, string> };
  /** Every day of the range, '0' on days without a bonus. */
  perDay: { date: string; amount: string }[];
}

/** Confirmation every money operation carries: the secure password, and the TOTP code when 2FA is on. */
export interface MoneyConfirmation {
  securePassword: string;
  code?: string;
}

/** The pairs the server swaps: USDT→EV, EV→USDT, EC→USDT. */
export interface SwapRequest extends MoneyConfirmation {
  fromSymbol: TokenSymbol;
  toSymbol: TokenSymbol;
  /** Decimal string in the FROM token; the fee (FROM token's SWAP settings) is paid on top. */
  amount: string;
}

/** EV only. */
export interface TransferRequest extends MoneyConfirmation {
  amount: string;
  toUsername: string;
}

/** USDT only, to a 0x (BSC) address; the entry stays PENDING until approved. */
export interface WithdrawRequest extends MoneyConfirmation {
  amount: string;
  address: string;
}

/** The field names a money operation's 400 answer may carry in `errors`. */
export type MoneyErrorField = 'amount' | 'securePassword' | 'code' | 'toUsername' | 'address' | 'toSymbol';

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

/**
 * What a money operation answers (server/routes/auth-transaction.ts): its reference and the ledger
 * entries it made. The fee is paid on top of the amount: the wallet is debited amount + fee.
 */
export interface MoneyResult {
  reference: string;
  entries: Transaction[];
}

export interface SwapResult extends MoneyResult {
  fromSymbol: TokenSymbol;
  toSymbol: TokenSymbol;
  amount: string;
  fee: string;
  received: string;
}

export interface TransferResult extends MoneyResult {
  symbol: TokenSymbol;
  toUsername: string;
  amount: string;
  fee: string;
}

export interface Withdrawal {
  _id: string;
  symbol: TokenSymbol;
  amount: string;
  fee: string;
  address: string;
  reference: string;
  status: TransactionStatus;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface WithdrawResult extends MoneyResult {
  withdrawal: Withdrawal;
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

/** POST auth/transaction/withdraw: the withdrawal stays PENDING until approved. */
export async function withdraw(body: WithdrawRequest): Promise<WithdrawResult> {
  const { data } = await http.post<WithdrawResult>('auth/transaction/withdraw', withoutEmptyCode(body));
  return data;
}

/** GET auth/transaction/list: one page of the member's ledger. */
export async function getTransactions(params: TransactionListParams = {}): Promise<TransactionList> {
  const { data } = await http.get<TransactionList>('auth/transaction/list', { params: cleanParams(params) });
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
