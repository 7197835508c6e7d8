import { useQuery } from '@tanstack/react-query';
import { presetRange } from '@/hooks/history/dates';
import { getBonus } from '@/services/transaction';

/** Bonus of the last 30 days (today included, local dates): totals and per-day amounts. */
export function useDashboardBonus() {
  const range = presetRange('30d');
  return useQuery({
    queryKey: ['bonus', range],
    queryFn: () => getBonus(range),
  });
}
