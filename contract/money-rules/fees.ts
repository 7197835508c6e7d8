import BaseBigNumber from 'bignumber.js';

import type { TokenOperation, TokenSymbol } from '../enums';
import { AMOUNT_DECIMALS } from './amount';

/**
 * Fees and minimums of the money operations. Their values are each token's settings per operation (fee, percent or
 * fixed, minimum fee, minimum amount: read from the database, set in the console); these are the rules that apply
 * them, for the forms and the server alike.
 */

/** Text that is not a number reads NaN (typed input, stored strings). */
const BigNumber = BaseBigNumber.clone({ DECIMAL_PLACES: 80, EXPONENTIAL_AT: 1e9, STRICT: false });
type BigNumberValue = BaseBigNumber.Value;

/** The token each operation moves: a transfer sends EV, a withdrawal pays out USDT; a swap is paid in its FROM token. */
export const OPERATION_SYMBOLS = {
  TRANSFER: 'EV',
  WITHDRAW: 'USDT',
} as const satisfies Partial<Record<TokenOperation, TokenSymbol>>;

/** A fee of `fee` percent when `isFeePercent` (of 100), else `fee` token units; at least `minFee`. */
export interface FeeRule {
  isFeePercent: boolean;
  fee: BigNumberValue;
  minFee: BigNumberValue;
}

export interface MinimumAmountRule {
  minimumAmount: BigNumberValue;
}

const PERCENT_BASE = 100;

function toAmount(value: BigNumberValue | null | undefined): BaseBigNumber {
  const amount = new BigNumber(value ?? NaN);
  return amount.isFinite() ? amount : new BigNumber(0);
}

/** The fee in token units as a decimal string, rounded up to the token's decimals. */
export function computeFee(amount: BigNumberValue, rule: FeeRule): string {
  const fee = rule.isFeePercent ? toAmount(amount).times(toAmount(rule.fee)).div(PERCENT_BASE) : toAmount(rule.fee);
  return BigNumber.max(fee, toAmount(rule.minFee)).decimalPlaces(AMOUNT_DECIMALS, BigNumber.ROUND_UP).toFixed();
}

export type CoinAmountError = { key: 'Enter points' } | { key: 'Minimum amount is %value%'; minimum: string; symbol: string };

/** Null when the amount reaches the operation's minimum; otherwise the translation key (and its values) to show. */
export function validateCoinAmount(amount: BigNumberValue | null | undefined, rule: MinimumAmountRule, code: string): CoinAmountError | null {
  const value = new BigNumber(typeof amount === 'string' ? amount.trim() || NaN : (amount ?? NaN));
  if (!value.isFinite() || !value.isGreaterThan(0)) return { key: 'Enter points' };
  if (value.isLessThan(toAmount(rule.minimumAmount))) {
    return { key: 'Minimum amount is %value%', minimum: toAmount(rule.minimumAmount).toFixed(), symbol: code };
  }
  return null;
}

/**
 * The fee is paid ON TOP of the amount, for swap, transfer and withdraw alike: the wallet is debited amount + fee, and
 * what goes out is the amount itself (converted, for a swap). Set to false if the fee ever comes out of the amount
 * instead: the server's debit and fee schedule and every wallet form (quote, summary, balance check) follow it.
 */
export const FEE_ON_TOP: boolean = true;

function amountOrZero(amount: BigNumberValue): BaseBigNumber {
  const value = new BigNumber(amount || NaN);
  return value.isFinite() && value.isGreaterThan(0) ? value : new BigNumber(0);
}

/** What the wallet loses for `amount` with `fee`. */
export function debitOf(amount: BigNumberValue, fee: BigNumberValue): string {
  const value = amountOrZero(amount);
  return (FEE_ON_TOP ? value.plus(toAmount(fee)) : value).toFixed();
}

/** What goes out to the other side, in the same token (before a swap's conversion). */
export function sentOf(amount: BigNumberValue, fee: BigNumberValue): string {
  const value = amountOrZero(amount);
  return (FEE_ON_TOP ? value : BigNumber.max(value.minus(toAmount(fee)), 0)).toFixed();
}
