import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmWithdrawAddress, getWithdrawAddressByLink } from '@/services/withdrawAddresses';
import { WITHDRAW_ADDRESSES_QUERY_KEY } from './useWithdrawAddressBook';

/**
 * The e-mailed confirmation link of a new withdrawal address: the entry it names (shown before anything is done; the
 * link is not used up by looking), and its confirmation.
 */
export function useConfirmWithdrawAddress(token: string | null) {
  const queryClient = useQueryClient();
  const entry = useQuery({
    queryKey: [...WITHDRAW_ADDRESSES_QUERY_KEY, 'by-link', token],
    queryFn: () => getWithdrawAddressByLink(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
  const confirm = useMutation({
    mutationFn: () => confirmWithdrawAddress(token ?? ''),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WITHDRAW_ADDRESSES_QUERY_KEY, exact: true }),
  });
  return { entry, confirm };
}
