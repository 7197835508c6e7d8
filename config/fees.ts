import { BigNumber, type BigNumberValue } from './bignumber';
import { PERCENT_BASE } from './constants';
import { DEFAULT_DECIMALS } from './tokens';

export interface FeeRule {
  isFeePercent: boolean;
  fee: BigNumberValue;
  minFee: BigNumberValue;
}

export interface MinimumAmountRule {
  minimumAmount: BigNumberValue;
}

export type CoinAmountError =
  | { key: 'Enter points' }
  | { key: 'Minimum amount is %value%'; minimum: string; symbol: string };

function toAmount(value: BigNumberValue | null | undefined): BigNumber {
  const amount = new BigNumber(value ?? NaN);
  return amount.isFinite() ? amount : new BigNumber(0);
}

/** The fee in token units as a decimal string, rounded up to the token's decimals. */
export function computeFee(amount: BigNumberValue, rule: FeeRule): string {
  const fee = rule.isFeePercent
    ? toAmount(amount).times(toAmount(rule.fee)).div(PERCENT_BASE)
    : toAmount(rule.fee);
  return BigNumber.max(fee, toAmount(rule.minFee)).decimalPlaces(DEFAULT_DECIMALS, BigNumber.ROUND_UP).toFixed();
}

/** Null when the amount is acceptable; otherwise the translation key (and its values) to show. */
export function validateCoinAmount(
  amount: BigNumberValue | null | undefined,
  rule: MinimumAmountRule,
  code: string,
): CoinAmountError | null {
  const value = new BigNumber(typeof amount === 'string' ? amount.trim() || NaN : (amount ?? NaN));
  if (!value.isFinite() || !value.isGreaterThan(0)) return { key: 'Enter points' };
  if (value.isLessThan(toAmount(rule.minimumAmount))) {
    return { key: 'Minimum amount is %value%', minimum: toAmount(rule.minimumAmount).toFixed(), symbol: code };
  }
  return null;
}
