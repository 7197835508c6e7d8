import type { TokenSymbol } from './enums';

/** One wallet of the member (auth/client/wallets). */
export interface Wallet {
  symbol: TokenSymbol;
  balance: string;
  /** The dollar-pegged base currency (USDT). */
  isCurrency: boolean;
}
