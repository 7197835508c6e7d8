import { BigNumber } from '@/config/bignumber';
import type { FeeRule, MinimumAmountRule } from '@/contract/money-rules/fees';
import type { NumberFormat } from '@/config/format';
import type { Translate } from '@/hooks/context/LanguageContext';

/**
 * The rules of a money operation before anything is typed, from the token's settings (the ones the server applies), in
 * the language's number format:
 * "Balance: $1,000 · Minimum $20 · Fee $1" or "… · Fee 1% (at least $0.5)"; "No fee" when both fee and minimum fee
 * are 0. Without the rule (prices not loaded yet) only the balance; nothing when neither is known.
 */
export function amountRuleHint(
  t: Translate,
  format: NumberFormat,
  rule: (FeeRule & MinimumAmountRule) | undefined,
  symbol: string,
  balance: string | undefined,
): string | undefined {
  const parts: string[] = [];
  if (balance !== undefined) parts.push(t('Balance: %value%', { value: format.amount(balance, symbol) }));
  if (rule) {
    const minimum = new BigNumber(rule.minimumAmount);
    if (minimum.isFinite() && minimum.isGreaterThan(0)) parts.push(t('Minimum %value%', { value: format.amount(rule.minimumAmount, symbol) }));
    parts.push(feeRuleText(t, format, rule, symbol));
  }
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

function feeRuleText(t: Translate, format: NumberFormat, rule: FeeRule, symbol: string): string {
  const fee = new BigNumber(rule.fee);
  const minFee = new BigNumber(rule.minFee);
  const hasFee = fee.isFinite() && fee.isGreaterThan(0);
  const hasMinFee = minFee.isFinite() && minFee.isGreaterThan(0);
  if (!rule.isFeePercent) {
    // A fixed fee is raised to the minimum fee when lower (contract/money-rules/fees.ts computeFee).
    const fixed = BigNumber.max(hasFee ? fee : 0, hasMinFee ? minFee : 0);
    return fixed.isGreaterThan(0) ? t('Fee %value%', { value: format.amount(fixed.toFixed(), symbol) }) : t('No fee');
  }
  if (!hasFee) return hasMinFee ? t('Fee %value%', { value: format.amount(rule.minFee, symbol) }) : t('No fee');
  const rate = `${format.number(rule.fee)}%`;
  return hasMinFee
    ? t('Fee %rate% (at least %value%)', { rate, value: format.amount(rule.minFee, symbol) })
    : t('Fee %rate%', { rate });
}
