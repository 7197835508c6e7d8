import type { AdjustmentDirection, TokenSymbol } from '../../contract/enums';
import type { LedgerAdjustment } from '../../contract/ops-members';
import { Decimal, toDecimalString } from './money';

/** The USDT value of `amount` of `symbol` at the token's price (USDT is worth 1); null when the token has no price. */
export function usdtValueOf(symbol: TokenSymbol, amount: string, prices: readonly { code: TokenSymbol; price: string }[]): string | null {
  if (symbol === 'USDT') return toDecimalString(amount);
  const token = prices.find((candidate) => candidate.code === symbol);
  return token ? toDecimalString(new Decimal(amount).times(token.price).decimalPlaces(18, Decimal.ROUND_DOWN)) : null;
}

/** The hours back over which one operator's adjustments add up against the approval threshold. */
export const ADJUSTMENT_WINDOW_HOURS = 24;

/** One operator's adjustments of all members in the window wait above this many times the per-member threshold. */
export const OPERATOR_TOTAL_THRESHOLD_TIMES = 5;

/** The threshold of one operator's adjustments of all members in the window. */
export const operatorTotalThreshold = (approvalAboveUsdt: string) => toDecimalString(new Decimal(approvalAboveUsdt).times(OPERATOR_TOTAL_THRESHOLD_TIMES));

/** What one operator asked for in the window before this request (USDT values, credits and debits alike). */
export interface RequestedBefore {
  /** Of this member. */
  member: string;
  /** Of every member. */
  all: string;
}

/** The start of the window that ends at `at`. */
export const adjustmentWindowStart = (at: Date) => new Date(at.getTime() - ADJUSTMENT_WINDOW_HOURS * 60 * 60 * 1000);

/**
 * An adjustment waits for a second operator when, with the operator's earlier applied or pending ones of the window,
 * the member's sum is above the threshold or the operator's sum over all members is above OPERATOR_TOTAL_THRESHOLD_TIMES
 * times it; otherwise it applies at once. So a large adjustment split into small ones waits like the large one.
 */
export function needsSecondApproval(usdtValue: string, before: RequestedBefore, approvalAboveUsdt: string): boolean {
  const value = new Decimal(usdtValue);
  return value.plus(before.member).isGreaterThan(approvalAboveUsdt) || value.plus(before.all).isGreaterThan(operatorTotalThreshold(approvalAboveUsdt));
}

/** The ledger row's signed amount. */
export const signedAdjustment = (direction: AdjustmentDirection, amount: string) => (direction === 'DEBIT' ? toDecimalString(new Decimal(amount).negated()) : toDecimalString(amount));

export function toAdjustmentView(row: {
  adjustment: {
    id: string;
    symbol: TokenSymbol;
    direction: AdjustmentDirection;
    amount: string;
    usdtValue: string;
    reason: string;
    status: LedgerAdjustment['status'];
    reference: string;
    createdAt: Date;
    decidedAt: Date | null;
    rejectReason: string | null;
  };
  username: string;
  requestedBy: string;
  decidedBy: string | null;
}): LedgerAdjustment {
  const { adjustment } = row;
  return {
    id: adjustment.id,
    username: row.username,
    symbol: adjustment.symbol,
    direction: adjustment.direction,
    amount: toDecimalString(adjustment.amount),
    usdtValue: toDecimalString(adjustment.usdtValue),
    reason: adjustment.reason,
    status: adjustment.status,
    reference: adjustment.reference,
    requestedBy: row.requestedBy,
    createdAt: adjustment.createdAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: adjustment.decidedAt?.toISOString() ?? null,
    rejectReason: adjustment.rejectReason,
  };
}
