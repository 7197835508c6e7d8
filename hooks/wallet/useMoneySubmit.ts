import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import type { TranslationKey } from '@/config/translate';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { useTranslation } from '@/hooks/useTranslation';
import { TRANSACTIONS_QUERY_KEY, WALLETS_QUERY_KEY } from '@/services/transaction';

interface MoneySubmitOptions<Values> {
  /** The call; rejects with the server's error body. */
  send(values: Values): Promise<unknown>;
  /** The success toast. */
  success: TranslationKey;
  /** After success (the balances are refetching): clear the form. */
  onSuccess(): void;
  /** After a failure: the toast and the field errors. */
  onError(error: unknown): void;
}

/**
 * One request per click (useSubmitOnce); on success a toast, the wallets and transactions queries
 * invalidated (refetched), and the form reset.
 */
export function useMoneySubmit<Values>({ send, success, onSuccess, onError }: MoneySubmitOptions<Values>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const run = useCallback(
    async (values: Values) => {
      try {
        await send(values);
      } catch (error) {
        onError(error);
        return;
      }
      toast.success(t(success));
      onSuccess();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: WALLETS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
      ]);
    },
    [send, success, onSuccess, onError, queryClient, t],
  );

  return useSubmitOnce(run);
}
