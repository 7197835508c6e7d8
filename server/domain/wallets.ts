import type { TokenSymbol } from '../db/schema';
import { toDecimalString } from './money';

/** The dollar-pegged base currency of the platform. */
export const BASE_CURRENCY: TokenSymbol = 'USDT';

export interface WalletEntry {
  symbol: TokenSymbol;
  balance: string;
  isCurrency: boolean;
}

export function toWalletEntry(wallet: { symbol: TokenSymbol; balance: string }): WalletEntry {
  return { symbol: wallet.symbol, balance: toDecimalString(wallet.balance), isCurrency: wallet.symbol === BASE_CURRENCY };
}
