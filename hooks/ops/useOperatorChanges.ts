import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approveOperatorChange, getPendingOperatorChanges, rejectOperatorChange } from '@/services/opsOperators';

const PENDING_KEY = ['ops-operator-changes', 'pending'];

/** The operator requests waiting for a second admin. */
export function usePendingOperatorChanges() {
  return useQuery({ queryKey: PENDING_KEY, queryFn: getPendingOperatorChanges });
}

/** Approve, or reject with a reason, an operator request; the list reloads after it, whatever the answer. */
export function useDecideOperatorChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: string; approve: true } | { id: string; approve: false; reason: string }) =>
      decision.approve ? approveOperatorChange(decision.id) : rejectOperatorChange(decision.id, decision.reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_KEY }),
  });
}
