import type { DayAmount, LocalizedText } from './common';
import type { BonusType } from './enums';
import type { KeyPage } from './envelope';

export interface BonusEntry {
  _id: string;
  type: BonusType;
  amount: string;
  fromUsername: string | null;
  orderCode: string | null;
  createdAt: string;
  // Why it was paid (null on a bonus from before these were recorded, where they could not be derived).
  /** The earner's sponsor level above the buyer: 1 (direct), 2 or 3. */
  level: number | null;
  /** The share of the base paid at that level ("0.1"). */
  rate: string | null;
  /** The order's point total (EV) the rate applied to. */
  base: string | null;
  /** The earner's package when it was paid: it pays bonus on `bonusLevels` levels, so `level` qualified. */
  sponsorPackage: BonusPackage | null;
}

export interface BonusPackage {
  code: string;
  name: LocalizedText;
  bonusLevels: number;
}

/** GET auth/transaction/bonus/:id (and by-transaction/:id, by-order/:code): one bonus and why it was paid. */
export interface BonusExplanation extends BonusEntry {
  /** Its BONUS ledger row (the transaction history's `_id`). */
  transactionId: string;
}

export interface BonusList extends KeyPage<BonusEntry> {
  /** The day range applied ('YYYY-MM-DD'; the server defaults one when none is sent). */
  from: string;
  to: string;
  /** byType: one key per BONUS_TYPES entry; read as open keys, so a new level does not break a client. */
  totals: { all: string; byType: Record<string, string> };
  /** Every day of the range, '0' on days without a bonus. */
  perDay: DayAmount[];
}
