import type { BankPaymentOutcome } from './enums';

/** Where the member's payouts go (null walletAddress: no wallet linked). */
export interface PayoutDetails {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  /** EIP-55 checksum form, or null. */
  walletAddress: string | null;
}

/** The answer to the bank's payment notification; `replay` when the same transfer was notified before. */
export interface BankPaymentReceipt {
  outcome: BankPaymentOutcome;
  replay: boolean;
  orderCode: string | null;
}

/** A bank of public/payment/banks. */
export interface Bank {
  code: string;
  name: string;
  shortName: string;
  bin: string;
}
