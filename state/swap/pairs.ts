import { CURRENCY_SYMBOL, MAIN_TOKEN_SYMBOL } from '@/config/tokens';

/** The pairs the server swaps: USDT ↔ EV, and EC → USDT only. */
export const SWAP_PAIRS: readonly (readonly [from: string, to: string])[] = [
  [CURRENCY_SYMBOL, MAIN_TOKEN_SYMBOL],
  [MAIN_TOKEN_SYMBOL, CURRENCY_SYMBOL],
  ['EC', CURRENCY_SYMBOL],
];

/** Currencies offered on each side, in this order. */
export const SWAP_INPUT_CURRENCIES: readonly string[] = [...new Set(SWAP_PAIRS.map(([from]) => from))];
export const SWAP_OUTPUT_CURRENCIES: readonly string[] = [...new Set(SWAP_PAIRS.map(([, to]) => to))];

export function isSwapPair(from: string | undefined, to: string | undefined): boolean {
  return SWAP_PAIRS.some(([pairFrom, pairTo]) => pairFrom === from && pairTo === to);
}

/** The allowed pair closest to `from`/`to`: keeps `keep`'s side, finds a partner for it. */
export function nearestSwapPair(
  from: string | undefined,
  to: string | undefined,
  keep: 'INPUT' | 'OUTPUT',
): { from: string; to: string } {
  if (isSwapPair(from, to)) return { from: from as string, to: to as string };
  const byInput = SWAP_PAIRS.find(([pairFrom]) => pairFrom === from);
  const byOutput = SWAP_PAIRS.find(([, pairTo]) => pairTo === to);
  const pair = (keep === 'INPUT' ? (byInput ?? byOutput) : (byOutput ?? byInput)) ?? SWAP_PAIRS[0];
  return { from: pair[0], to: pair[1] };
}
