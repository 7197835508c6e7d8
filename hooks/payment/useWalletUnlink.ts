import { useCallback, useState } from 'react';
import toast from '@/hooks/ui/toast';
import type { PayoutDetails } from '@/contract/payout';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { useSavePayout } from './usePayout';
import { bankFieldsOf } from './usePayoutForm';

/** Unlinks the stored wallet (walletAddress '' with the stored bank fields). */
export function useWalletUnlink(payout: PayoutDetails | null | undefined) {
  const { t } = useTranslation();
  const save = useSavePayout();
  const { errorMessage } = useServerErrors();
  const [isUnlinking, setUnlinking] = useState(false);

  const unlink = useCallback(async () => {
    if (!payout || isUnlinking) return;
    setUnlinking(true);
    try {
      await save({ ...bankFieldsOf(payout), walletAddress: '' });
      toast.success(t('Wallet unlinked'));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setUnlinking(false);
    }
  }, [errorMessage, isUnlinking, payout, save, t]);

  return { unlink, isUnlinking };
}
