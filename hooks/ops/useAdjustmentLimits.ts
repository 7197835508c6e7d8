import { useQuery } from '@tanstack/react-query';
import { getAdjustmentLimits } from '@/services/opsAdjustments';

/** What the adjustment form needs to say whether an amount waits for a second operator (refetch it after a request). */
export function useAdjustmentLimits(username: string) {
  return useQuery({ queryKey: ['ops-adjustments', 'limits', username], queryFn: () => getAdjustmentLimits(username) });
}
