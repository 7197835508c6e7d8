import { useCallback, useState } from 'react';
import toast from '@/hooks/ui/toast';
import type { PayoutDetails } from '@/contract/payout';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { CONFIRMATION_FIELDS, confirmationOf } from '@/hooks/forms/secureConfirmationForm';
import { useTranslation } from '@/hooks/useTranslation';
import { useSavePayout } from './usePayout';
import { bankFieldsOf, usePayoutNeedsCode, type BankAccountForm } from './usePayoutForm';

/**
 * Unlinks the stored wallet (walletAddress '' with the stored bank fields), confirmed with the secure password (and
 * the code with 2FA on) typed in the bank account form: an empty one is asked for there first.
 */
export function useWalletUnlink(payout: PayoutDetails | null | undefined, form: BankAccountForm) {
  const { t } = useTranslation();
  const save = useSavePayout();
  const withCode = usePayoutNeedsCode();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const [isUnlinking, setUnlinking] = useState(false);

  const unlink = useCallback(async () => {
    if (!payout || isUnlinking) return;
    if (!(await form.trigger([...CONFIRMATION_FIELDS], { shouldFocus: true }))) return;
    setUnlinking(true);
    try {
      await save({ ...bankFieldsOf(payout), ...confirmationOf(form.getValues(), withCode), walletAddress: '' });
      form.resetField('securePassword');
      form.resetField('code');
      toast.success(t('Wallet unlinked'));
    } catch (error) {
      toast.error(errorMessage(error));
      setFieldErrors(error, form.setError, CONFIRMATION_FIELDS);
    } finally {
      setUnlinking(false);
    }
  }, [errorMessage, form, isUnlinking, payout, save, setFieldErrors, t, withCode]);

  return { unlink, isUnlinking };
}
