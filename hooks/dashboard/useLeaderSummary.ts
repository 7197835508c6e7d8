import { useQuery } from '@tanstack/react-query';
import { getLeaderSummary } from '@/services/network';

/** The leader's team per level over the server's default range (the last 30 days); mount it for leaders only (others get a 403). */
export function useLeaderSummary() {
  return useQuery({ queryKey: ['leader', 'summary'], queryFn: () => getLeaderSummary() });
}
