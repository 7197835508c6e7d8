import type { DayAmount } from './common';
import type { BonusType } from './enums';
import type { KeyPage } from './envelope';

export interface BonusEntry {
  _id: string;
  type: BonusType;
  amount: string;
  fromUsername: string | null;
  orderCode: string | null;
  createdAt: string;
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
