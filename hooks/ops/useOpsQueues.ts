import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KycReviewFields, OrderCancellationFields, WithdrawalReviewFields } from '@/contract/requests/ops-queues';
import { useCursorPager } from '@/hooks/history/useCursorPager';
import { opsQueuesService } from '@/services/opsQueues';

/** Every query of the queues (lists, reviews, counts): a decision refreshes them all. */
export const OPS_QUEUES_KEY = ['ops', 'queues'] as const;

export function useOpsQueueCounts() {
  return useQuery({ queryKey: [...OPS_QUEUES_KEY, 'counts'], queryFn: opsQueuesService.counts, staleTime: 30_000 });
}

/** One page of a queue (oldest first) and the pager through it. */
function useQueuePage<T>(name: string, load: (cursor?: string) => Promise<T>) {
  const pager = useCursorPager(name);
  const query = useQuery({
    queryKey: [...OPS_QUEUES_KEY, name, pager.cursor ?? null],
    queryFn: () => load(pager.cursor),
    placeholderData: keepPreviousData,
  });
  return { query, pager };
}

export const useKycQueue = () => useQueuePage('kyc', opsQueuesService.kycQueue);
export const useWithdrawalQueue = () => useQueuePage('withdrawals', opsQueuesService.withdrawalQueue);
export const useBankOrderQueue = () => useQueuePage('bank-orders', opsQueuesService.bankOrderQueue);

export function useKycReview(username: string | null) {
  return useQuery({
    queryKey: [...OPS_QUEUES_KEY, 'kyc-review', username],
    queryFn: () => opsQueuesService.kycReview(username ?? ''),
    enabled: username !== null,
  });
}

export function useWithdrawalReview(id: string | null) {
  return useQuery({
    queryKey: [...OPS_QUEUES_KEY, 'withdrawal-review', id],
    queryFn: () => opsQueuesService.withdrawalReview(id ?? ''),
    enabled: id !== null,
  });
}

/** A decision, then every queue read again (the item leaves its list, the counts change). */
function useDecision<Input, Output>(decide: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OPS_QUEUES_KEY }),
  });
}

export const useKycDecision = () =>
  useDecision(({ username, review }: { username: string; review: KycReviewFields }) => opsQueuesService.decideKyc(username, review));
export const useWithdrawalDecision = () =>
  useDecision(({ id, review }: { id: string; review: WithdrawalReviewFields }) => opsQueuesService.decideWithdrawal(id, review));
export const useOrderConfirmation = () => useDecision((code: string) => opsQueuesService.confirmOrder(code));
export const useOrderCancellation = () =>
  useDecision(({ code, request }: { code: string; request: OrderCancellationFields }) => opsQueuesService.cancelOrder(code, request));
