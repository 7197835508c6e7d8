import { useCallback } from 'react';
import type { MoneyOutHoldReason } from '@/contract/withdraw-addresses';
import { useTranslation } from '@/hooks/useTranslation';

/**
 * Why transfers and withdrawals are held, and until when (`time`, already formatted): the change that started the
 * hold, or the general text for a hold recorded without one.
 */
export function useHoldText() {
  const { t } = useTranslation();
  return useCallback(
    (reason: MoneyOutHoldReason | null | undefined, time: string): string => {
      switch (reason) {
        case 'PASSWORD_CHANGED':
          return t('Transfers and withdrawals are held until %time% because your login password was changed.', { time });
        case 'PASSWORD_RESET':
          return t('Transfers and withdrawals are held until %time% because your login password was reset.', { time });
        case 'SECURE_PASSWORD_SET':
          return t('Transfers and withdrawals are held until %time% because your secure password was just set.', { time });
        case 'SECURE_PASSWORD_CHANGED':
          return t('Transfers and withdrawals are held until %time% because your secure password was changed.', { time });
        case 'TWO_FACTOR_OFF':
          return t('Transfers and withdrawals are held until %time% because two-factor authentication was turned off.', { time });
        case 'TWO_FACTOR_RESET':
          return t('Transfers and withdrawals are held until %time% because support turned your two-factor authentication off.', { time });
        case 'EMAIL_CHANGED':
          return t('Transfers and withdrawals are held until %time% because your e-mail address was changed.', { time });
        case 'UNBLOCKED':
          return t('Transfers and withdrawals are held until %time% because they were just unblocked after "this was not me".', { time });
        default:
          return t('Transfers and withdrawals are on hold until %until% after a security change of your account', { until: time });
      }
    },
    [t],
  );
}
