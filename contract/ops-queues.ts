import type { KycDocumentType, KycStatus, SecurityChange, TokenSymbol, WithdrawalStatus } from './enums';
import type { KycFiles } from './kyc';

/**
 * Pending items per queue, for the console's menu: only the queues of the operator's role (support: kyc and tickets;
 * finance: withdrawals and bank orders; admin: all), the others absent.
 */
export interface OpsQueueCounts {
  kyc?: number;
  withdrawals?: number;
  bankOrders?: number;
  /** Support tickets waiting for an answer (OPEN). */
  tickets?: number;
}

/**
 * One page of a console queue, oldest first. `nextCursor` is opaque: send it back as `?cursor=` for the next (newer)
 * page; null on the last page.
 */
export interface OpsQueuePage<T> {
  items: T[];
  limit: number;
  nextCursor: string | null;
}

export interface KycQueueItem {
  username: string;
  fullName: string;
  documentType: KycDocumentType;
  /** ISO date-time. */
  submittedAt: string;
}

/** A KYC submission under review: what the member sent; `files` are URLs of the console's protected image route. */
export interface KycReview extends KycQueueItem {
  email: string;
  phone: string;
  dateOfBirth: string | null;
  address: string | null;
  status: KycStatus;
  documentNumber: string;
  files: KycFiles;
  /** ISO date-time: when the member joined. */
  memberSince: string;
}

export interface WithdrawalQueueItem {
  _id: string;
  username: string;
  symbol: TokenSymbol;
  amount: string;
  fee: string;
  address: string;
  reference: string;
  createdAt: string;
}

export interface WithdrawalHistoryItem {
  _id: string;
  amount: string;
  symbol: TokenSymbol;
  status: WithdrawalStatus;
  address: string;
  txHash: string | null;
  createdAt: string;
}

/** What finance weighs before paying out a withdrawal. */
export interface WithdrawalReview extends WithdrawalQueueItem {
  chainId: number;
  addressLabel: string | null;
  /** When the book entry was added and confirmed (null for a withdrawal from before the address book). */
  addressAddedAt: string | null;
  addressConfirmedAt: string | null;
  member: {
    username: string;
    fullName: string;
    email: string;
    kycStatus: KycStatus;
    /** ISO date-time: when the member joined. */
    memberSince: string;
    twoFactorEnabled: boolean;
    /** Money out held after a security change, until then (null when not held now). */
    moneyOutHeldUntil: string | null;
    /** Set when the member answered a security alert with "this was not me". */
    moneyOutBlockedAt: string | null;
  };
  /** The member's security changes of the last RECENT_SECURITY_DAYS days, newest first. */
  securityChanges: { change: SecurityChange; at: string }[];
  /** The member's earlier withdrawals, newest first (at most 10). */
  earlierWithdrawals: WithdrawalHistoryItem[];
  /** How many earlier withdrawals each status has. */
  earlierCounts: Record<WithdrawalStatus, number>;
}

export interface BankOrderQueueItem {
  code: string;
  username: string;
  fullName: string;
  /** USDT. */
  total: string;
  amountVnd: number;
  createdAt: string;
  expiresAt: string | null;
}

/** The days of security changes a withdrawal review shows. */
export const RECENT_SECURITY_DAYS = 30;
