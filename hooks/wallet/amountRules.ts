import { BigNumber, type BigNumberValue } from '@/config/bignumber';
import { parseAmount } from '@/contract/money-rules/amount';
import {
  computeFee,
  debitOf,
  validateCoinAmount,
  type CoinAmountError,
  type FeeRule,
  type MinimumAmountRule,
} from '@/contract/money-rules/fees';

export type AmountProblem = CoinAmountError | { key: 'Insufficient balance' };

/** Decimal numbers as typed: digits with at most one separator ('.' or ','), no sign or exponent. */
const TYPED_AMOUNT = /^\d*(?:[.,]\d*)?$/;

/** The typed text with ',' read as '.', or null when it is not a plain decimal number. */
export function readTypedAmount(text: string): string | null {
  const trimmed = text.trim();
  return TYPED_AMOUNT.test(trimmed) ? trimmed.replace(',', '.') : null;
}

/** The typed amount in its plain form ("1,5" reads 1.5), or '' while it does not read: for the fee and summary. */
export function typedAmount(text: string): string {
  const parsed = parseAmount(text);
  return 'amount' in parsed ? parsed.amount : '';
}

/** The fee for `amount` under `rule`, '0' when either is missing or the amount is not a number. */
export function feeFor(amount: BigNumberValue, rule: FeeRule | undefined): string {
  const value = new BigNumber(amount || NaN);
  return rule && value.isFinite() && value.isGreaterThan(0) ? computeFee(value, rule) : '0';
}

/**
 * In this order: 'Enter points', 'Minimum amount is %value%' (the minimum with the coin code), then the
 * balance; `balance` undefined (not loaded) leaves the balance to the server.
 */
export function checkAmount(
  amount: string,
  rule: (FeeRule & MinimumAmountRule) | undefined,
  symbol: string,
  balance: BigNumberValue | undefined,
): AmountProblem | null {
  const problem = validateCoinAmount(amount, rule ?? { minimumAmount: 0 }, symbol);
  if (problem) return problem;
  if (balance === undefined) return null;
  return new BigNumber(debitOf(amount, feeFor(amount, rule))).isGreaterThan(balance) ? { key: 'Insufficient balance' } : null;
}
