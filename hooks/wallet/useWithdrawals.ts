import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from '@/hooks/ui/toast';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { cancelWithdrawal, getMoneyOutStatus, getWithdrawals } from '@/services/money';
import { MONEY_OUT_QUERY_KEY, TRANSACTIONS_QUERY_KEY, WALLETS_QUERY_KEY, WITHDRAWALS_QUERY_KEY } from '@/services/moneyQueryKeys';

export const WITHDRAWAL_PAGE_SIZE = 5;

/** One page of the member's withdrawals, newest first; the previous page stays while the next loads. */
export function useWithdrawals(cursor: string | undefined) {
  const params = { limit: WITHDRAWAL_PAGE_SIZE, ...(cursor ? { cursor } : {}) };
  return useQuery({
    queryKey: [...WITHDRAWALS_QUERY_KEY, params],
    queryFn: () => getWithdrawals(params),
    placeholderData: keepPreviousData,
  });
}

/** Stops a PENDING withdrawal; the list, the balances and the history reload (also after a refusal: it may have been decided). */
export function useCancelWithdrawal() {
  const { t } = useTranslation();
  const { errorMessage } = useServerErrors();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelWithdrawal,
    onSuccess: () => toast.success(t('Withdrawal cancelled: amount and fee are back in your wallet')),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WITHDRAWALS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: WALLETS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: TRANSACTIONS_QUERY_KEY }),
      ]),
  });
}

/** The money-out rules as they apply to the member now (hold, block, KYC). */
export function useMoneyOutStatus() {
  return useQuery({ queryKey: MONEY_OUT_QUERY_KEY, queryFn: getMoneyOutStatus });
}
