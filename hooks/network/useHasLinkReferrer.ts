import { useQuery } from '@tanstack/react-query';
import { getHasLinkReferrer } from '@/services/network';
import { networkKeys } from './queryKeys';

/** Whether the member may share a referral link (false while loading or on failure). */
export function useHasLinkReferrer(): boolean {
  const { data } = useQuery({ queryKey: networkKeys.hasLinkReferrer, queryFn: getHasLinkReferrer, staleTime: 60_000 });
  return data === true;
}
