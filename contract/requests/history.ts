import type { BonusType, TokenSymbol, TransactionType } from '../enums';

export interface TransactionListParams {
  symbol?: TokenSymbol;
  type?: TransactionType;
  /** 'YYYY-MM-DD' (or an ISO date). */
  from?: string;
  to?: string;
  /** The `nextCursor` of the previous page; absent for the first page. */
  cursor?: string;
  limit?: number;
}

export interface BonusParams {
  /** One of BONUS_TYPES (the server refuses another). */
  type?: BonusType | (string & {});
  from?: string;
  to?: string;
  /** The `nextCursor` of the previous page; absent for the first page. */
  cursor?: string;
  limit?: number;
}
