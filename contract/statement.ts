import type { BonusType, OrderMethod, OrderStatus, TokenSymbol, TransactionType } from './enums';

/**
 * The member's statements: a month on a printable page (GET auth/statement) and the ledger, bonus and orders of a
 * date range as CSV (GET auth/statement/{ledger,bonus,orders}.csv). Days and times are the member's time zone
 * (`tz`, an IANA name; Asia/Ho_Chi_Minh when none is sent); amounts are exact decimal strings.
 */

/** One wallet over the month: opening + the sum of its movements by type = closing. */
export interface StatementWallet {
  symbol: TokenSymbol;
  opening: string;
  /** Only the types that moved the wallet this month, in the order of TRANSACTION_TYPES. */
  byType: { type: TransactionType; amount: string }[];
  change: string;
  closing: string;
}

export interface StatementOrder {
  code: string;
  createdAt: string;
  method: OrderMethod;
  status: OrderStatus;
  /** USDT. */
  total: string;
  /** EV. */
  pointTotal: string;
}

export interface Statement {
  /** 'YYYY-MM'. */
  month: string;
  timeZone: string;
  /** The month's first and last day ('YYYY-MM-DD'), the range of its CSV files. */
  from: string;
  to: string;
  /** false while the month is still running (its figures are "so far"). */
  complete: boolean;
  wallets: StatementWallet[];
  /** EV paid to the member by the team's orders this month. */
  bonus: { total: string; byType: Record<BonusType, string>; count: number };
  /** The orders placed this month; completedTotal is the USDT total of those completed. */
  orders: { count: number; completedCount: number; completedTotal: string; items: StatementOrder[] };
}

/** The CSV files of a range. */
export const STATEMENT_FILES = ['ledger', 'bonus', 'orders'] as const;
export type StatementFile = (typeof STATEMENT_FILES)[number];
