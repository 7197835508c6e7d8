import { SWAP_PAIRS, isSwapPair } from '@/contract/money-rules/swap-pairs';

/** Currencies offered on each side, in the order of the declared pairs. */
export const SWAP_INPUT_CURRENCIES: readonly string[] = [...new Set(SWAP_PAIRS.map((pair) => pair.from))];
export const SWAP_OUTPUT_CURRENCIES: readonly string[] = [...new Set(SWAP_PAIRS.map((pair) => pair.to))];

/** The allowed pair closest to `from`/`to`: keeps `keep`'s side, finds a partner for it. */
export function nearestSwapPair(
  from: string | undefined,
  to: string | undefined,
  keep: 'INPUT' | 'OUTPUT',
): { from: string; to: string } {
  if (from !== undefined && to !== undefined && isSwapPair(from, to)) return { from, to };
  const byInput = SWAP_PAIRS.find((pair) => pair.from === from);
  const byOutput = SWAP_PAIRS.find((pair) => pair.to === to);
  const pair = (keep === 'INPUT' ? (byInput ?? byOutput) : (byOutput ?? byInput)) ?? SWAP_PAIRS[0];
  return { from: pair.from, to: pair.to };
}
