import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from '@/hooks/ui/toast';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { addWithdrawAddress, getWithdrawAddresses, removeWithdrawAddress } from '@/services/withdrawAddresses';

export const WITHDRAW_ADDRESSES_QUERY_KEY = ['withdraw-addresses'] as const;

/** The member's withdrawal address book (live entries, newest first), with its delay and size. */
export function useWithdrawAddresses() {
  return useQuery({ queryKey: WITHDRAW_ADDRESSES_QUERY_KEY, queryFn: getWithdrawAddresses });
}

/** Adds an entry (the form shows the refusal); the book reloads after, also after a refusal. */
export function useAddWithdrawAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWithdrawAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: WITHDRAW_ADDRESSES_QUERY_KEY }),
  });
}

/** Removes an entry at once (a toast tells how it went); the book reloads after. */
export function useRemoveWithdrawAddress() {
  const { t } = useTranslation();
  const { errorMessage } = useServerErrors();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWithdrawAddress,
    onSuccess: () => toast.success(t('Address removed')),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WITHDRAW_ADDRESSES_QUERY_KEY }),
  });
}
