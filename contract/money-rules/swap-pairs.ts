import type { TokenSymbol } from '../enums';

/**
 * The swaps offered: USDT ↔ EV, and EC → USDT only. `rate` says how one unit of FROM (after the fee) turns into TO:
 * `price` divides by the TO token's price (buying it), `buyPrice` multiplies by the FROM token's buy price (selling it).
 */
export interface SwapPair {
  from: TokenSymbol;
  to: TokenSymbol;
  rate: 'price' | 'buyPrice';
}

export const SWAP_PAIRS: readonly SwapPair[] = [
  { from: 'USDT', to: 'EV', rate: 'price' },
  { from: 'EV', to: 'USDT', rate: 'buyPrice' },
  { from: 'EC', to: 'USDT', rate: 'buyPrice' },
];

export const swapPairOf = (from: string | undefined, to: string | undefined): SwapPair | undefined =>
  SWAP_PAIRS.find((pair) => pair.from === from && pair.to === to);

export const isSwapPair = (from: string | undefined, to: string | undefined): boolean => swapPairOf(from, to) !== undefined;
