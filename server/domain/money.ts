import { BigNumber } from 'bignumber.js';

/** Token amounts: 18 decimals (the database scale), rounded down. */
export const Decimal = BigNumber.clone({ DECIMAL_PLACES: 18, ROUNDING_MODE: BigNumber.ROUND_DOWN });
export type Decimal = BigNumber;

/** The JSON form of an amount: plain notation, no trailing zeros ("12.5", "0.0001", "3"). */
export function toDecimalString(value: string | number | BigNumber): string {
  const decimal = new Decimal(value);
  if (!decimal.isFinite()) throw new Error(`Not a finite amount: ${String(value)}`);
  return decimal.isZero() ? '0' : decimal.toFixed();
}

export function sumAmounts(values: readonly string[]): string {
  return toDecimalString(values.reduce((total, value) => total.plus(value), new Decimal(0)));
}
