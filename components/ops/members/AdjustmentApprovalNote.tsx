import { needsSecondApproval } from '@/config/adjustments';
import { BigNumber } from '@/config/bignumber';
import type { TokenSymbol } from '@/contract/enums';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useAdjustmentLimits } from '@/hooks/ops/useAdjustmentLimits';
import { useTranslation } from '@/hooks/useTranslation';
import Notice from '@/components/ui/Notice';

const AMOUNT = /^\d+(\.\d+)?$/;

/** The USDT value of `amount` of `symbol` at the token's price; null when it cannot be valued yet. */
function usdtValue(amount: string, price: string | null | undefined): string | null {
  const text = amount.trim();
  if (!price || !AMOUNT.test(text) || new BigNumber(text).isZero()) return null;
  return new BigNumber(text).times(price).decimalPlaces(18, BigNumber.ROUND_DOWN).toFixed();
}

/**
 * Before an adjustment is sent: when it waits for a second operator (the server's rule, config/adjustments.ts, with
 * this operator's sums of the window) and whether the amount typed does.
 */
export default function AdjustmentApprovalNote({ username, symbol, amount }: { username: string; symbol: TokenSymbol; amount: string }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const limits = useAdjustmentLimits(username);
  if (!limits.data) return null;
  const { approvalAboveUsdt, totalAboveUsdt, windowHours, requestedForMember, requestedForAll, usdtPrices } = limits.data;
  const value = usdtValue(amount, usdtPrices[symbol]);
  const waits = value !== null && needsSecondApproval(value, { member: requestedForMember, all: requestedForAll }, approvalAboveUsdt);
  return (
    <div>
      <p style={{ margin: '0 0 8px' }}>
        {t('Above %amount% (counting your adjustments for this member in the last %hours% h) another operator must approve. The same holds above %total% for your adjustments of all members in that time; credits and debits both count, rejected ones do not.', {
          amount: format.amount(approvalAboveUsdt, 'USDT'),
          hours: windowHours,
          total: format.amount(totalAboveUsdt, 'USDT'),
        })}
      </p>
      <p style={{ margin: '0 0 8px' }}>
        {t('Your adjustments in the last %hours% h: %member% for this member, %all% for all members.', {
          hours: windowHours,
          member: format.amount(requestedForMember, 'USDT'),
          all: format.amount(requestedForAll, 'USDT'),
        })}
      </p>
      {value !== null && (
        <Notice $tone={waits ? 'problem' : 'info'}>
          {waits
            ? t('This adjustment (worth %value%) will wait for another operator’s approval.', { value: format.amount(value, 'USDT') })
            : t('This adjustment (worth %value%) applies at once.', { value: format.amount(value, 'USDT') })}
        </Notice>
      )}
    </div>
  );
}
