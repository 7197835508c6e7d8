import { useQuery } from '@tanstack/react-query';
import { getDownline } from '@/services/network';
import { networkKeys } from './queryKeys';

/** Direct children of `parentId` (null: the member's level 1), cached per node: collapsing and reopening asks nothing. */
export function useDownline(parentId: string | null) {
  return useQuery({
    queryKey: networkKeys.downline(parentId),
    queryFn: () => getDownline(parentId ?? undefined),
    staleTime: 5 * 60_000,
  });
}
