import { BigNumber } from './bignumber';

/**
 * When a manual ledger adjustment waits for a second operator. One rule for the server (which decides) and the
 * console's request form (which says so before the request is sent).
 */

/** The hours back over which one operator's adjustments add up against the approval threshold. */
export const ADJUSTMENT_WINDOW_HOURS = 24;

/** One operator's adjustments of all members in the window wait above this many times the per-member threshold. */
export const OPERATOR_TOTAL_THRESHOLD_TIMES = 5;

const plain = (value: BigNumber) => (value.isZero() ? '0' : value.toFixed());

/** The threshold of one operator's adjustments of all members in the window. */
export const operatorTotalThreshold = (approvalAboveUsdt: string) => plain(new BigNumber(approvalAboveUsdt).times(OPERATOR_TOTAL_THRESHOLD_TIMES));

/** What one operator asked for in the window before this request (USDT values, credits and debits alike). */
export interface RequestedBefore {
  /** Of this member. */
  member: string;
  /** Of every member. */
  all: string;
}

/**
 * An adjustment waits for a second operator when, with the operator's earlier applied or pending ones of the window,
 * the member's sum is above the threshold or the operator's sum over all members is above OPERATOR_TOTAL_THRESHOLD_TIMES
 * times it; otherwise it applies at once. So a large adjustment split into small ones waits like the large one.
 */
export function needsSecondApproval(usdtValue: string, before: RequestedBefore, approvalAboveUsdt: string): boolean {
  const value = new BigNumber(usdtValue);
  return value.plus(before.member).isGreaterThan(approvalAboveUsdt) || value.plus(before.all).isGreaterThan(operatorTotalThreshold(approvalAboveUsdt));
}
