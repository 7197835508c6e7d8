import { useQuery } from '@tanstack/react-query';
import { getTeamSummary } from '@/services/network';
import { networkKeys } from './queryKeys';

export function useTeamSummary() {
  return useQuery({ queryKey: networkKeys.teamSummary, queryFn: getTeamSummary });
}
