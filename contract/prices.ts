import type { TokenOperation, TokenSymbol } from './enums';

/** Fee rule of one operation; amounts are decimal strings in token units, fee is a percentage when isFeePercent. */
export interface OperationSettings {
  isFeePercent: boolean;
  fee: string;
  minFee: string;
  minimumAmount: string;
}

export type TokenSettings = Record<TokenOperation, OperationSettings>;

/** One token of public/coin/prices. */
export interface TokenPrice {
  _id: string;
  code: TokenSymbol;
  price: string;
  buyPrice: string;
  settings: TokenSettings;
}
