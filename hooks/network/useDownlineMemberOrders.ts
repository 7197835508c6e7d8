import { useQuery } from '@tanstack/react-query';
import { getDownlineMemberOrders } from '@/services/network';
import { networkKeys } from './queryKeys';

/** A downline member's latest completed orders, asked for when its list is first opened. */
export function useDownlineMemberOrders(memberId: string) {
  return useQuery({
    queryKey: networkKeys.memberOrders(memberId),
    queryFn: async () => (await getDownlineMemberOrders(memberId)).items,
    staleTime: 60_000,
  });
}
