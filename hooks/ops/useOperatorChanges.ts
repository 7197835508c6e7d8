import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperatorRole } from '@/contract/enums';
import type { NewOperatorRequest } from '@/contract/requests/operators';
import {
  approveOperatorChange,
  getOperators,
  getPendingOperatorChanges,
  rejectOperatorChange,
  requestNewOperator,
  requestRoleChange,
} from '@/services/opsOperators';

const PENDING_KEY = ['ops-operator-changes', 'pending'];
const OPERATORS_KEY = ['ops-operators'];

/** The operators (admins only). */
export function useOperators() {
  return useQuery({ queryKey: OPERATORS_KEY, queryFn: getOperators });
}

/** The operator requests waiting for a second admin. */
export function usePendingOperatorChanges() {
  return useQuery({ queryKey: PENDING_KEY, queryFn: getPendingOperatorChanges });
}

/** Asks for a new operator; the waiting requests reload after it, whatever the answer. */
export function useRequestNewOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NewOperatorRequest) => requestNewOperator(request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_KEY }),
  });
}

/** Asks for another role for an operator; the waiting requests reload after it, whatever the answer. */
export function useRequestRoleChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ username, role }: { username: string; role: OperatorRole }) => requestRoleChange(username, role),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_KEY }),
  });
}

/** Approve, or reject with a reason, an operator request; the requests and the operators reload after it, whatever the answer. */
export function useDecideOperatorChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: string; approve: true } | { id: string; approve: false; reason: string }) =>
      decision.approve ? approveOperatorChange(decision.id) : rejectOperatorChange(decision.id, decision.reason),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: PENDING_KEY }), queryClient.invalidateQueries({ queryKey: OPERATORS_KEY })]),
  });
}
