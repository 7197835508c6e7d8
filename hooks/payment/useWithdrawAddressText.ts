import { useCallback } from 'react';
import type { WithdrawAddress } from '@/contract/withdraw-addresses';
import { useFormatDateTime } from '@/hooks/settings/useFormatDateTime';
import { useTranslation } from '@/hooks/useTranslation';

/** A book entry in words, in the current language and the member's time zone: its label and its state. */
export function useWithdrawAddressText() {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();

  const labelOf = useCallback(
    (entry: Pick<WithdrawAddress, 'label' | 'source'>) => (entry.source === 'WALLET_LINK' ? t('Payout wallet') : entry.label),
    [t],
  );

  const statusOf = useCallback(
    (entry: Pick<WithdrawAddress, 'status' | 'opensAt'>) => {
      if (entry.status === 'AWAITING_CONFIRMATION') return t('Awaiting confirmation');
      if (entry.status === 'IN_DELAY') return t('Opens at %time%', { time: formatDateTime(entry.opensAt) });
      return t('Ready');
    },
    [t, formatDateTime],
  );

  return { labelOf, statusOf, formatDateTime };
}
