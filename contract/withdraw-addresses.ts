import type { WithdrawAddressSource, WithdrawAddressStatus } from './enums';

/** An entry of the member's withdrawal address book (auth/client/withdraw-addresses). */
export interface WithdrawAddress {
  _id: string;
  /** EIP-55 checksum form. */
  address: string;
  label: string;
  source: WithdrawAddressSource;
  status: WithdrawAddressStatus;
  createdAt: string;
  confirmedAt: string | null;
  /** When withdrawals to it open (its confirmation plus withdrawAddressDelayHours); null until confirmed. */
  opensAt: string | null;
}

/** The book (live entries, newest first) with its rules: the delay after confirmation and the most entries it holds. */
export interface WithdrawAddressBook {
  items: WithdrawAddress[];
  delayHours: number;
  maxAddresses: number;
}

/**
 * What money out the member may do now (auth/transaction/money-out): blocked after "this was not me" until an
 * operator unblocks; held until `heldUntil` after a security change; withdrawals wait for approved KYC when
 * `kycRequired`.
 */
/**
 * What started a hold of money out: a password changed or reset by its link, the secure password set the first time
 * or changed (or reset by its link), 2FA turned off (by the member, or reset by an operator), the e-mail changed, or
 * an operator's unblock after "this was not me".
 */
export const MONEY_OUT_HOLD_REASONS = [
  'PASSWORD_CHANGED',
  'PASSWORD_RESET',
  'SECURE_PASSWORD_SET',
  'SECURE_PASSWORD_CHANGED',
  'TWO_FACTOR_OFF',
  'TWO_FACTOR_RESET',
  'EMAIL_CHANGED',
  'UNBLOCKED',
] as const;
export type MoneyOutHoldReason = (typeof MONEY_OUT_HOLD_REASONS)[number];

export interface MoneyOutStatus {
  blocked: boolean;
  heldUntil: string | null;
  /** While held: what started the hold (null for a hold recorded before reasons were). */
  holdReason: MoneyOutHoldReason | null;
  kycRequired: boolean;
}
