import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewTicket, TicketReply } from '@/contract/requests/tickets';
import type { TicketThread } from '@/contract/tickets';
import { closeTicket, getTicket, getTickets, openTicket, replyToTicket } from '@/services/tickets';

export const TICKETS_QUERY_KEY = ['tickets'] as const;
const TICKET_PAGE_LIMIT = 10;

/** One page of the member's tickets, newest first. */
export function useTicketList(cursor: string | undefined) {
  return useQuery({
    queryKey: [...TICKETS_QUERY_KEY, 'list', cursor ?? null],
    queryFn: () => getTickets({ cursor, limit: TICKET_PAGE_LIMIT }),
    placeholderData: keepPreviousData,
  });
}

export function useTicket(id: string | undefined) {
  return useQuery({
    queryKey: [...TICKETS_QUERY_KEY, 'thread', id],
    queryFn: () => getTicket(id ?? ''),
    enabled: Boolean(id),
  });
}

/** After a change: the thread answered replaces the cached one, the list reloads. */
function useThreadChange<V>(change: (values: V) => Promise<TicketThread>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (thread) => {
      queryClient.setQueryData([...TICKETS_QUERY_KEY, 'thread', thread._id], thread);
      void queryClient.invalidateQueries({ queryKey: [...TICKETS_QUERY_KEY, 'list'] });
    },
  });
}

export const useOpenTicket = () => useThreadChange((values: NewTicket) => openTicket(values));
export const useReplyToTicket = (id: string) => useThreadChange((values: TicketReply) => replyToTicket(id, values));
export const useCloseTicket = (id: string) => useThreadChange(() => closeTicket(id));

/** Fetches a ticket's image with the member's bearer (for TicketImage). */
export { getTicketImage as loadTicketImage } from '@/services/tickets';
