import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getMiningContracts, getMiningSummary } from '@/services/mining';

/** Summary and contracts: invalidating this key refreshes both (after an activation). */
export const MINING_QUERY_KEY = ['mining'] as const;

/** Power, active contracts and rewards of the last 30 days (the server's default range). */
export function useMiningSummary() {
  return useQuery({ queryKey: [...MINING_QUERY_KEY, 'summary'], queryFn: () => getMiningSummary() });
}

export const MINING_CONTRACT_PAGE_SIZE = 10;

/** One page of the member's contracts, newest first; the previous page stays while the next loads. */
export function useMiningContracts(cursor: string | undefined) {
  const params = { ...(cursor ? { cursor } : {}), limit: MINING_CONTRACT_PAGE_SIZE };
  return useQuery({
    queryKey: [...MINING_QUERY_KEY, 'contracts', params],
    queryFn: () => getMiningContracts(params),
    placeholderData: keepPreviousData,
  });
}
