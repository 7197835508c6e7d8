import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PayoutDetails } from '@/contract/payout';
import { getBanks } from '@/services/payment';
import type { PayoutUpdate } from '@/contract/requests/payout';
import { getPayout, updatePayout } from '@/services/payout';
import { WITHDRAW_ADDRESSES_QUERY_KEY } from './useWithdrawAddressBook';

export const PAYOUT_QUERY_KEY = ['payout'] as const;
const BANKS_STALE_MS = 60 * 60_000;

/** The member's payout details (null before the first save). */
export function usePayout() {
  return useQuery({ queryKey: PAYOUT_QUERY_KEY, queryFn: getPayout });
}

/** The banks a payout can go to. */
export function useBanks() {
  return useQuery({ queryKey: ['banks'], queryFn: getBanks, staleTime: BANKS_STALE_MS });
}

/**
 * Posts update-payment and keeps the answer as the payout details; rejects with the ApiError. A linked wallet joins
 * the withdrawal address book, which reloads.
 */
export function useSavePayout(): (update: PayoutUpdate) => Promise<PayoutDetails> {
  const queryClient = useQueryClient();
  return useCallback(
    async (update: PayoutUpdate) => {
      const details = await updatePayout(update);
      queryClient.setQueryData(PAYOUT_QUERY_KEY, details);
      void queryClient.invalidateQueries({ queryKey: WITHDRAW_ADDRESSES_QUERY_KEY });
      return details;
    },
    [queryClient],
  );
}
