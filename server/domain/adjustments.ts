import type { AdjustmentDirection, TokenSymbol } from '../../contract/enums';
import type { LedgerAdjustment } from '../../contract/ops-members';
import { ADJUSTMENT_WINDOW_HOURS } from '../../config/adjustments';
import { Decimal, toDecimalString } from './money';

/** The USDT value of `amount` of `symbol` at the token's price (USDT is worth 1); null when the token has no price. */
export function usdtValueOf(symbol: TokenSymbol, amount: string, prices: readonly { code: TokenSymbol; price: string }[]): string | null {
  if (symbol === 'USDT') return toDecimalString(amount);
  const token = prices.find((candidate) => candidate.code === symbol);
  return token ? toDecimalString(new Decimal(amount).times(token.price).decimalPlaces(18, Decimal.ROUND_DOWN)) : null;
}

export { ADJUSTMENT_WINDOW_HOURS, OPERATOR_TOTAL_THRESHOLD_TIMES, needsSecondApproval, operatorTotalThreshold } from '../../config/adjustments';
export type { RequestedBefore } from '../../config/adjustments';

/** The start of the window that ends at `at`. */
export const adjustmentWindowStart = (at: Date) => new Date(at.getTime() - ADJUSTMENT_WINDOW_HOURS * 60 * 60 * 1000);

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
