import type { TicketStatus } from '@/contract/enums';
import type { KeyPage } from '@/contract/envelope';
import type { OpsTicketSummary, OpsTicketThread } from '@/contract/tickets';
import { opsHttp } from './opsHttp';

export async function getTicketQueue(params: { status: TicketStatus; cursor?: string; limit?: number }): Promise<KeyPage<OpsTicketSummary>> {
  const { data } = await opsHttp.get<KeyPage<OpsTicketSummary>>('tickets', { params });
  return data;
}

export async function getOpsTicket(id: string): Promise<OpsTicketThread> {
  const { data } = await opsHttp.get<OpsTicketThread>(`tickets/${encodeURIComponent(id)}`);
  return data;
}

export async function answerTicket(id: string, text: string): Promise<OpsTicketThread> {
  const { data } = await opsHttp.post<OpsTicketThread>(`tickets/${encodeURIComponent(id)}/answer`, { text });
  return data;
}

export async function closeOpsTicket(id: string): Promise<OpsTicketThread> {
  const { data } = await opsHttp.post<OpsTicketThread>(`tickets/${encodeURIComponent(id)}/close`);
  return data;
}

/** An image of a ticket; its URL (`ops/tickets/…`) is relative to the API base, the client's base is `…/ops`. */
export async function getOpsTicketImage(url: string): Promise<Blob> {
  const { data } = await opsHttp.get<Blob>(url.replace(/^ops\//, ''), { responseType: 'blob' });
  return data;
}
