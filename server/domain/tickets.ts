import { z } from 'zod';

import { TICKET_STATUSES } from '../../contract/enums';
import type { OpsTicketSummary, OpsTicketThread, TicketMessage, TicketSummary, TicketThread } from '../../contract/tickets';
import { cursorParam } from './history';
import { wholeNumberParam } from './orders';

export const DEFAULT_TICKET_PAGE_LIMIT = 10;
export const MAX_TICKET_PAGE_LIMIT = 50;
const PREVIEW_LENGTH = 120;

export const ticketListQuery = z.object({
  cursor: cursorParam,
  limit: wholeNumberParam(DEFAULT_TICKET_PAGE_LIMIT, MAX_TICKET_PAGE_LIMIT, 'LIMIT_RULE_50'),
});

/** The console's queue: one status (waiting for support by default). */
export const ticketQueueQuery = ticketListQuery.extend({
  status: z.enum(TICKET_STATUSES, { error: 'TICKET_STATUS_INVALID' }).optional().default('OPEN'),
});

/** Image URLs relative to the API base: the member's own endpoint, and the console's. */
export const memberTicketFilePath = (ticketId: string, name: string) => `auth/ticket/${ticketId}/file/${name}`;
export const opsTicketFilePath = (ticketId: string, name: string) => `ops/tickets/${ticketId}/file/${name}`;

interface TicketRecordLike {
  id: string;
  number: number;
  category: TicketSummary['category'];
  status: TicketSummary['status'];
  firstText: string;
  createdAt: Date;
  lastMessageAt: Date;
}

interface MessageRecordLike {
  id: string;
  author: TicketMessage['author'];
  operator: string | null;
  text: string;
  createdAt: Date;
  images: string[];
}

const preview = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text);

export function toTicketSummary(row: TicketRecordLike): TicketSummary {
  return {
    _id: row.id,
    number: row.number,
    category: row.category,
    status: row.status,
    preview: preview(row.firstText ?? ''),
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt.toISOString(),
  };
}

/** The member's thread: who answered stays "Support" (no operator's name). */
export function toTicketThread(row: TicketRecordLike, messages: readonly MessageRecordLike[]): TicketThread {
  return {
    ...toTicketSummary(row),
    messages: messages.map((message) => ({
      _id: message.id,
      author: message.author,
      text: message.text,
      images: message.images.map((name) => memberTicketFilePath(row.id, name)),
      createdAt: message.createdAt.toISOString(),
    })),
  };
}

export function toOpsTicketSummary(row: TicketRecordLike & { member: OpsTicketSummary['member'] }): OpsTicketSummary {
  return { ...toTicketSummary(row), member: row.member };
}

export function toOpsTicketThread(row: TicketRecordLike & { member: OpsTicketSummary['member'] }, messages: readonly MessageRecordLike[]): OpsTicketThread {
  return {
    ...toOpsTicketSummary(row),
    messages: messages.map((message) => ({
      _id: message.id,
      author: message.author,
      operator: message.operator,
      text: message.text,
      images: message.images.map((name) => opsTicketFilePath(row.id, name)),
      createdAt: message.createdAt.toISOString(),
    })),
  };
}
