import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createDownline } from '@/services/network';
import { NETWORK_KEY } from './queryKeys';

/** POST auth/client/create-downline; the network queries are refreshed after a success. */
export function useCreateDownline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDownline,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NETWORK_KEY }),
  });
}
