import type { KeyPage } from '@/contract/envelope';
import type { NewTicket, TicketReply } from '@/contract/requests/tickets';
import type { TicketSummary, TicketThread } from '@/contract/tickets';
import { http } from './http';

function messageForm(fields: Record<string, string>, images: readonly Blob[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const image of images) form.append('images', image);
  return form;
}

export async function getTickets(params: { cursor?: string; limit?: number } = {}): Promise<KeyPage<TicketSummary>> {
  const { data } = await http.get<KeyPage<TicketSummary>>('auth/ticket/list', { params });
  return data;
}

export async function getTicket(id: string): Promise<TicketThread> {
  const { data } = await http.get<TicketThread>(`auth/ticket/${encodeURIComponent(id)}`);
  return data;
}

export async function openTicket({ category, text, images }: NewTicket): Promise<TicketThread> {
  const { data } = await http.post<TicketThread>('auth/ticket/create', messageForm({ category, text }, images));
  return data;
}

export async function replyToTicket(ticketId: string, { text, images }: TicketReply): Promise<TicketThread> {
  const { data } = await http.post<TicketThread>('auth/ticket/reply', messageForm({ ticketId, text }, images));
  return data;
}

export async function closeTicket(id: string): Promise<TicketThread> {
  const { data } = await http.post<TicketThread>(`auth/ticket/${encodeURIComponent(id)}/close`);
  return data;
}

/** An image of a ticket (its URL is relative to the API base), with the member's bearer. */
export async function getTicketImage(url: string): Promise<Blob> {
  const { data } = await http.get<Blob>(url, { responseType: 'blob' });
  return data;
}
