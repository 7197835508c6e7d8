import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMiningDays, payMissedMiningDays } from '@/services/opsMining';

const MINING_DAYS_KEY = ['ops', 'mining', 'days'] as const;

export function useMiningDays() {
  return useQuery({ queryKey: MINING_DAYS_KEY, queryFn: getMiningDays });
}

export function usePayMissedDays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payMissedMiningDays,
    onSettled: () => queryClient.invalidateQueries({ queryKey: MINING_DAYS_KEY }),
  });
}
