import { useQuery } from '@tanstack/react-query';
import { getMiningContracts, getMiningSummary } from '@/services/mining';

/** Summary and contracts: invalidating this key refreshes both (after an activation). */
export const MINING_QUERY_KEY = ['mining'] as const;

/** Power, active contracts and rewards of the last 30 days (the server's default range). */
export function useMiningSummary() {
  return useQuery({ queryKey: [...MINING_QUERY_KEY, 'summary'], queryFn: () => getMiningSummary() });
}

export function useMiningContracts() {
  return useQuery({ queryKey: [...MINING_QUERY_KEY, 'contracts'], queryFn: getMiningContracts });
}
