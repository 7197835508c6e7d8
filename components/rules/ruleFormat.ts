import { computeFee, type FeeRule } from '@/contract/money-rules/fees';
import type { NumberFormat } from '@/config/format';

/** "10%" (or "0,5%" in Vietnamese) from a percent decimal string ("10"). */
export const percentText = (format: NumberFormat, percent: string): string => `${format.number(percent)}%`;

/**
 * A fee rule's fee: "0.5%" when a percentage of the amount, else the fixed fee the shared rule charges (the fee raised
 * to the minimum fee), "1 EV" or "$1.00".
 */
export const feeText = (format: NumberFormat, rule: FeeRule & { isFeePercent: boolean; fee: string; symbol: string }): string =>
  rule.isFeePercent ? percentText(format, rule.fee) : format.amount(computeFee('0', rule), rule.symbol);
