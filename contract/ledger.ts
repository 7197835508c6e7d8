import type { TokenSymbol, TransactionStatus, TransactionType, WithdrawalStatus } from './enums';
import type { KeyPage } from './envelope';

/** One ledger row: a signed amount (decimal string) and the balance after it. */
export interface LedgerEntry {
  _id: string;
  symbol: TokenSymbol;
  type: TransactionType;
  amount: string;
  balanceAfter: string;
  reference: string | null;
  status: TransactionStatus;
  createdAt: string;
}

/** A member's ledger as the console pages it (its member page). */
export type LedgerPage = KeyPage<LedgerEntry>;

/**
 * Who or what a row of the member's ledger concerns. MEMBER: the other member of a transfer (on its fee too), by
 * username only; ORDER: the order paid or refunded, by its code; WITHDRAWAL: the withdrawal of the row (its fee and
 * refunds too), its reference and the address it goes to (copied from the member's own address book).
 */
export type LedgerCounterpart =
  | { kind: 'MEMBER'; username: string }
  | { kind: 'ORDER'; code: string }
  | { kind: 'WITHDRAWAL'; reference: string; address: string; addressLabel: string | null };

/** A row of auth/transaction/list: the entry and what it concerns (null for deposits, swaps, bonuses, mining…). */
export interface LedgerListEntry extends LedgerEntry {
  counterpart: LedgerCounterpart | null;
}

/** auth/transaction/list: the member's ledger, newest first, paged by key. */
export type LedgerListPage = KeyPage<LedgerListEntry>;

/**
 * What a money operation answers: its reference and the ledger entries it made. The fee is paid on top of the
 * amount: the wallet is debited amount + fee.
 */
export interface MoneyResult {
  reference: string;
  entries: LedgerEntry[];
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

/** A withdrawal as the member and the operator see it. */
export interface Withdrawal {
  _id: string;
  symbol: TokenSymbol;
  amount: string;
  fee: string;
  address: string;
  /** The address book entry and its label when it was requested (null for withdrawals from before the book). */
  addressId: string | null;
  addressLabel: string | null;
  /** The chain it is paid out on: 56 BNB Smart Chain, 97 its testnet. */
  chainId: number;
  /** The payout's transaction hash, once approved. */
  txHash: string | null;
  reference: string;
  status: WithdrawalStatus;
  reason: string | null;
  createdAt: string;
  /** When it left PENDING (approved, rejected or cancelled). */
  decidedAt: string | null;
}

/** A withdrawal after a cancellation or a decision, with the ledger rows it made (the refund rows; none on approval). */
export interface WithdrawalChange extends Withdrawal {
  entries: LedgerEntry[];
}

/** auth/transaction/withdrawals: the member's withdrawals, newest first, paged by key. */
export type WithdrawalPage = KeyPage<Withdrawal>;

export interface WithdrawResult extends MoneyResult {
  withdrawal: Withdrawal;
}
