import { useMutation, useQuery } from '@tanstack/react-query';
import { completeOperatorSetup, getOperatorSetup } from '@/services/opsSetup';

/** What the setup link shows (null token: nothing to ask). */
export function useOperatorSetupInfo(token: string | null) {
  return useQuery({ queryKey: ['ops', 'setup', token], queryFn: () => getOperatorSetup(token ?? ''), enabled: token !== null, staleTime: Infinity });
}

export function useCompleteOperatorSetup() {
  return useMutation({ mutationFn: completeOperatorSetup });
}
