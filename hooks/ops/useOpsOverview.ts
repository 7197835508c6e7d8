import { useQuery } from '@tanstack/react-query';
import { getOpsOverview } from '@/services/opsOverview';

export const OPS_OVERVIEW_KEY = ['ops', 'overview'] as const;

/** Today's figures and the queues; refreshed every minute while the console is open. */
export function useOpsOverview() {
  return useQuery({ queryKey: OPS_OVERVIEW_KEY, queryFn: getOpsOverview, refetchInterval: 60_000 });
}
