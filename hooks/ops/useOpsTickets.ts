import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TicketStatus } from '@/contract/enums';
import type { OpsTicketThread } from '@/contract/tickets';
import { answerTicket, closeOpsTicket, getOpsTicket, getTicketQueue } from '@/services/opsTickets';
import { OPS_QUEUES_KEY } from './useOpsQueues';

const KEY = ['ops', 'tickets'] as const;
const QUEUE_PAGE_LIMIT = 20;

/** The queue of one status, the longest waiting first. */
export function useTicketQueue(status: TicketStatus, cursor: string | undefined) {
  return useQuery({
    queryKey: [...KEY, 'queue', status, cursor ?? null],
    queryFn: () => getTicketQueue({ status, cursor, limit: QUEUE_PAGE_LIMIT }),
    placeholderData: keepPreviousData,
  });
}

export function useOpsTicket(id: string | null) {
  return useQuery({ queryKey: [...KEY, 'thread', id], queryFn: () => getOpsTicket(id ?? ''), enabled: Boolean(id) });
}

function useOpsThreadChange<V>(change: (values: V) => Promise<OpsTicketThread>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (thread) => {
      queryClient.setQueryData([...KEY, 'thread', thread._id], thread);
      void queryClient.invalidateQueries({ queryKey: [...KEY, 'queue'] });
      void queryClient.invalidateQueries({ queryKey: [...OPS_QUEUES_KEY, 'counts'] });
    },
  });
}

export const useAnswerTicket = (id: string) => useOpsThreadChange((text: string) => answerTicket(id, text));
export const useCloseOpsTicket = (id: string) => useOpsThreadChange(() => closeOpsTicket(id));

/** Fetches a ticket's image with the operator's session (for TicketImage). */
export { getOpsTicketImage as loadOpsTicketImage } from '@/services/opsTickets';
/** The error body of a failed console call. */
export { opsErrorOf } from '@/services/opsHttp';
