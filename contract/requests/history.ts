import type { BonusType, TokenSymbol, TransactionType } from '../enums';

export interface TransactionListParams {
  symbol?: TokenSymbol;
  type?: TransactionType;
  /** 'YYYY-MM-DD' (or an ISO date). */
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}

export interface BonusParams {
  /** One of BONUS_TYPES (the server refuses another). */
  type?: BonusType | (string & {});
  from?: string;
  to?: string;
  page?: number;
}
