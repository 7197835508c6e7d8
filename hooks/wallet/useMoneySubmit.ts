import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import toast from '@/hooks/ui/toast';
import type { TranslationKey } from '@/config/translate';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { useTranslation } from '@/hooks/useTranslation';
import { swap, transfer, withdraw } from '@/services/money';
import { MONEY_OUT_QUERY_KEY, TRANSACTIONS_QUERY_KEY, WALLETS_QUERY_KEY, WITHDRAWALS_QUERY_KEY } from '@/services/moneyQueryKeys';
import { upgradePackage } from '@/services/upgrade';

const MONEY_CALLS = { swap, transfer, withdraw, upgrade: upgradePackage };
type MoneyOperation = keyof typeof MONEY_CALLS;
type MoneyRequest<Operation extends MoneyOperation> = Parameters<(typeof MONEY_CALLS)[Operation]>[0];

interface MoneySubmitOptions<Values, Operation extends MoneyOperation> {
  /** The call; it rejects with the server's error body. */
  operation: Operation;
  /** Its body, built from the form's values; throwing here fails the submit like a failed call. */
  request(values: Values): MoneyRequest<Operation>;
  /** The success toast. */
  success: TranslationKey;
  /** After success (the balances are refetching): clear the form. */
  onSuccess(): void;
  /** After a failure: the toast and the field errors. */
  onError(error: unknown): void;
}

/**
 * One request per click (useSubmitOnce); on success a toast, the wallets, transactions and withdrawals queries
 * invalidated (refetched), and the form reset.
 */
export function useMoneySubmit<Values, Operation extends MoneyOperation>({
  operation,
  request,
  success,
  onSuccess,
  onError,
}: MoneySubmitOptions<Values, Operation>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const run = useCallback(
    async (values: Values) => {
      try {
        const send = MONEY_CALLS[operation] as (body: MoneyRequest<Operation>) => Promise<unknown>;
        await send(request(values));
      } catch (error) {
        onError(error);
        // A refusal by the money-out rules (a hold, a block, KYC) may be news: the notice above the forms refreshes.
        void queryClient.invalidateQueries({ queryKey: MONEY_OUT_QUERY_KEY });
        return;
      }
      toast.success(t(success));
      onSuccess();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: WALLETS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: WITHDRAWALS_QUERY_KEY }),
      ]);
    },
    [operation, request, success, onSuccess, onError, queryClient, t],
  );

  return useSubmitOnce(run);
}
