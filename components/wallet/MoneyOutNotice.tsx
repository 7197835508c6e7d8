import Notice from '@/components/ui/Notice';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';
import { useHoldText } from '@/hooks/wallet/useHoldText';
import { useMoneyOutStatus } from '@/hooks/wallet/useWithdrawals';

/**
 * Above the wallet's forms: transfers and withdrawals blocked after "this was not me", or on hold until a time (in
 * the member's time zone) with the change that started the hold. Nothing while money out is open.
 */
export default function MoneyOutNotice() {
  const { t } = useTranslation();
  const status = useMoneyOutStatus();
  const formatDateTime = useFormatDateTime();
  const holdText = useHoldText();
  if (status.data?.blocked) {
    return (
      <Notice role="status" data-testid="money-out-notice">
        {t('Transfers and withdrawals are blocked after a security alert answered with "this was not me". Contact support to unblock them.')}
      </Notice>
    );
  }
  if (status.data?.heldUntil && status.data.holdReason) {
    return (
      <Notice role="status" data-testid="money-out-notice">
        {holdText(status.data.holdReason, formatDateTime(status.data.heldUntil))} {t('Swaps stay open.')}
      </Notice>
    );
  }
  if (status.data?.heldUntil) {
    return (
      <Notice role="status" data-testid="money-out-notice">
        {t('Transfers and withdrawals are on hold until %time% after a security change of your account (a password, the secure password, 2FA or the e-mail). Swaps stay open.', {
          time: formatDateTime(status.data.heldUntil),
        })}
      </Notice>
    );
  }
  return null;
}
