import { toDecimalString } from './money';

export const TOKEN_OPERATIONS = ['SWAP', 'TRANSFER', 'WITHDRAW'] as const;
export type TokenOperation = (typeof TOKEN_OPERATIONS)[number];

/** Fee rule of one operation; amounts are decimal strings in token units, fee is a percentage when isFeePercent. */
export interface OperationSettings {
  isFeePercent: boolean;
  fee: string;
  minFee: string;
  minimumAmount: string;
}

export type TokenSettings = Record<TokenOperation, OperationSettings>;

export interface TokenRecord {
  id: string;
  code: string;
  price: string;
  buyPrice: string;
  settings: TokenSettings;
}

export interface TokenPriceEntry {
  _id: string;
  code: string;
  price: string;
  buyPrice: string;
  settings: TokenSettings;
}

function toOperationSettings(settings: OperationSettings): OperationSettings {
  return {
    isFeePercent: settings.isFeePercent === true,
    fee: toDecimalString(settings.fee),
    minFee: toDecimalString(settings.minFee),
    minimumAmount: toDecimalString(settings.minimumAmount),
  };
}

export function toTokenPriceEntry(token: TokenRecord): TokenPriceEntry {
  return {
    _id: token.id,
    code: token.code,
    price: toDecimalString(token.price),
    buyPrice: toDecimalString(token.buyPrice),
    settings: {
      SWAP: toOperationSettings(token.settings.SWAP),
      TRANSFER: toOperationSettings(token.settings.TRANSFER),
      WITHDRAW: toOperationSettings(token.settings.WITHDRAW),
    },
  };
}
