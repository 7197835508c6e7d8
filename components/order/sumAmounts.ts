import { BigNumber } from '@/config/bignumber';

/** The exact sum of decimal strings (anything not a number counts as 0). */
export function sumAmounts(amounts: readonly string[]): string {
  return amounts.reduce((sum, amount) => {
    const value = new BigNumber(amount);
    return value.isFinite() ? sum.plus(value) : sum;
  }, new BigNumber(0)).toFixed();
}
