import type { TokenSymbol } from '../../contract/enums';
import type { OperationSettings, TokenPrice, TokenSettings } from '../../contract/prices';
import { toDecimalString } from './money';

export interface TokenRecord {
  id: string;
  code: TokenSymbol;
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

export function toTokenPriceEntry(token: TokenRecord): TokenPrice {
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

/** A token's prices and fee rules in their plain decimal form (what the console shows and the audit row keeps). */
export function toTokenValues(token: { price: string; buyPrice: string; settings: TokenSettings }) {
  return {
    price: toDecimalString(token.price),
    buyPrice: toDecimalString(token.buyPrice),
    settings: {
      SWAP: toOperationSettings(token.settings.SWAP),
      TRANSFER: toOperationSettings(token.settings.TRANSFER),
      WITHDRAW: toOperationSettings(token.settings.WITHDRAW),
    },
  };
}
