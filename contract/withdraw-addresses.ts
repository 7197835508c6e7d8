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
export interface MoneyOutStatus {
  blocked: boolean;
  heldUntil: string | null;
  kycRequired: boolean;
}
