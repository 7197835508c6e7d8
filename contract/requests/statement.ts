import type { BonusType, Locale, OrderStatus, TokenSymbol, TransactionType } from '../enums';

/** GET auth/statement. */
export interface StatementParams {
  /** 'YYYY-MM'; this month when absent. */
  month?: string;
  /** An IANA time zone name; Asia/Ho_Chi_Minh when absent. */
  tz?: string;
}

/** GET auth/statement/{ledger,bonus,orders}.csv: days 'YYYY-MM-DD' in `tz` (at most 366), the header in `lang`. */
export interface StatementCsvParams {
  from?: string;
  to?: string;
  tz?: string;
  lang?: Locale;
  /** ledger.csv */
  symbol?: TokenSymbol;
  /** ledger.csv: a TransactionType; bonus.csv: a BonusType. */
  type?: TransactionType | BonusType;
  /** orders.csv */
  status?: OrderStatus;
}
