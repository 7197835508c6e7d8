import type { ErrorCode } from '@/contract/errors';
import type { TokenSymbol } from '@/config/tokens';

export interface ApiEnvelope<T> {
  statusCode: number;
  message: string;
  data: T;
}

/** What every failed call rejects with; statusCode 0 when no answer arrived. */
export interface ApiError {
  statusCode: number;
  /** The contract's error code (absent only on answers that did not come from the API). */
  code?: ErrorCode;
  message: string;
  errors?: Record<string, string>;
  fieldCodes?: Record<string, ErrorCode>;
}

/** A session's answer: the access token (the refresh token comes as the server's HttpOnly cookie). */
export interface SessionTokens {
  accessToken: string;
}

export type SettingGroup = 'WEB' | 'CONTACT' | 'BANKING';

export interface Setting {
  name: string;
  value: string;
}

export type CoinOperation = 'SWAP' | 'TRANSFER' | 'WITHDRAW';

export interface CoinOperationSetting {
  isFeePercent: boolean;
  fee: string;
  minFee: string;
  minimumAmount: string;
}

export interface TokenPrice {
  _id: string;
  code: TokenSymbol;
  price: string;
  buyPrice: string;
  settings: Record<CoinOperation, CoinOperationSetting>;
}

export interface Bank {
  code: string;
  name: string;
  shortName: string;
  bin: string;
}
