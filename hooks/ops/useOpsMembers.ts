import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdjustmentRequest } from '@/contract/requests/ops-members';
import {
  approveAdjustment,
  getOpsMember,
  getOpsMemberLedger,
  getOpsMemberOrders,
  getPendingAdjustments,
  lockOpsMember,
  rejectAdjustment,
  requestAdjustment,
  resetOpsMemberTwoFactor,
  searchMembers,
  unlockOpsMember,
} from '@/services/opsMembers';

const MEMBER_KEY = 'ops-member';
const PENDING_KEY = ['ops-adjustments', 'pending'];

/** One page of the member search; nothing is asked before 2 characters are typed. */
export function useMemberSearch(query: string, cursor: string | undefined) {
  const q = query.trim();
  return useQuery({
    queryKey: ['ops-member-search', q, cursor],
    queryFn: () => searchMembers(q, cursor),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useOpsMember(username: string) {
  return useQuery({ queryKey: [MEMBER_KEY, username, 'detail'], queryFn: () => getOpsMember(username), enabled: username !== '' });
}

export function useOpsMemberLedger(username: string, cursor: string | undefined) {
  return useQuery({
    queryKey: [MEMBER_KEY, username, 'ledger', cursor],
    queryFn: () => getOpsMemberLedger(username, cursor),
    enabled: username !== '',
    placeholderData: keepPreviousData,
  });
}

export function useOpsMemberOrders(username: string, cursor: string | undefined) {
  return useQuery({
    queryKey: [MEMBER_KEY, username, 'orders', cursor],
    queryFn: () => getOpsMemberOrders(username, cursor),
    enabled: username !== '',
    placeholderData: keepPreviousData,
  });
}

export type MemberAction = 'lock' | 'unlock' | 'reset-2fa';

const ACTIONS: Record<MemberAction, (username: string, reason: string) => Promise<unknown>> = {
  lock: lockOpsMember,
  unlock: unlockOpsMember,
  'reset-2fa': resetOpsMemberTwoFactor,
};

/** Lock, unlock or 2FA reset of the member with a reason; the member's page reloads after it. */
export function useMemberAction(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: MemberAction; reason: string }) => ACTIONS[action](username, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MEMBER_KEY, username] }),
  });
}

/** A manual credit or debit; the member's page and the pending list reload after it. */
export function useRequestAdjustment(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AdjustmentRequest) => requestAdjustment(username, request),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: [MEMBER_KEY, username] }), queryClient.invalidateQueries({ queryKey: PENDING_KEY })]);
    },
  });
}

export function usePendingAdjustments() {
  return useQuery({ queryKey: PENDING_KEY, queryFn: getPendingAdjustments });
}

/** Approve or reject (with a reason) a pending adjustment; the list reloads after it, whatever the answer. */
export function useDecideAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: string; approve: true } | { id: string; approve: false; reason: string }) =>
      decision.approve ? approveAdjustment(decision.id) : rejectAdjustment(decision.id, decision.reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_KEY }),
  });
}
