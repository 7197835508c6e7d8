import type { Wallet } from '../../contract/wallets';
import type { TokenSymbol } from '../../contract/enums';
import { toDecimalString } from './money';

/** The dollar-pegged base currency of the platform. */
export const BASE_CURRENCY: TokenSymbol = 'USDT';

export function toWalletEntry(wallet: { symbol: TokenSymbol; balance: string }): Wallet {
  return { symbol: wallet.symbol, balance: toDecimalString(wallet.balance), isCurrency: wallet.symbol === BASE_CURRENCY };
}
