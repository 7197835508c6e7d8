import { useCallback } from 'react';
import toast from '@/hooks/ui/toast';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { getWalletMessage } from '@/services/payout';
import { useSavePayout } from './usePayout';
import { confirmationOf } from '@/hooks/forms/secureConfirmationForm';
import { PAYOUT_FIELDS, bankFieldsOf, savedValuesOf, usePayoutNeedsCode, type BankAccountForm } from './usePayoutForm';
import { walletProblemText } from '@/config/walletErrors';

/** Asks the connected wallet to sign `message`; resolves with the signature. */
export type SignWalletMessage = (message: string) => Promise<string>;

/** What became of a link attempt; `problem` is the text to show (already translated). */
export interface LinkOutcome {
  linked: boolean;
  problem?: string;
}

export type LinkWallet = (address: string, sign: SignWalletMessage) => Promise<LinkOutcome>;

/**
 * Links the connected wallet: the one-time message for its address, the wallet's signature, then
 * update-payment with the bank fields as the form shows them (the server keeps both together) and the form's
 * secure password (and code with 2FA on).
 */
export function useWalletLink(form: BankAccountForm): LinkWallet {
  const { t } = useTranslation();
  const save = useSavePayout();
  const withCode = usePayoutNeedsCode();
  const { errorMessage, fieldError, setFieldErrors } = useServerErrors();

  return useCallback(
    async (address, sign) => {
      if (!(await form.trigger(undefined, { shouldFocus: true }))) {
        return { linked: false, problem: t('Fill in your bank account and your secure password first: the wallet is saved together with them') };
      }
      const bank = form.getValues();

      let message: string;
      try {
        message = await getWalletMessage(address);
      } catch (error) {
        return { linked: false, problem: fieldError(error, 'address') ?? errorMessage(error) };
      }

      let signature: string;
      try {
        signature = await sign(message);
      } catch (error) {
        return { linked: false, problem: t(walletProblemText('sign', error)) };
      }

      try {
        const details = await save({ ...bankFieldsOf(bank), ...confirmationOf(bank, withCode), walletAddress: address, signature });
        form.reset(savedValuesOf(details));
        toast.success(t('Wallet linked'));
        return { linked: true };
      } catch (error) {
        const walletProblem =
          fieldError(error, 'signature') ?? fieldError(error, 'walletAddress') ?? fieldError(error, 'securePassword') ?? fieldError(error, 'code');
        if (setFieldErrors(error, form.setError, PAYOUT_FIELDS) > 0) {
          return { linked: false, problem: walletProblem ?? t('Check your bank account details: the wallet is saved together with them') };
        }
        return { linked: false, problem: walletProblem ?? errorMessage(error) };
      }
    },
    [errorMessage, fieldError, form, save, setFieldErrors, t, withCode],
  );
}
