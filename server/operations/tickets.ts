import type { TicketCategory, TicketStatus } from '../../contract/enums';
import { notify } from '../db/notifications';
import { insertMessage, insertTicket, lockTicket, moveOpenTicket } from '../db/tickets';
import type { TicketRow } from '../db/tickets';
import type { Database } from '../db/types';

export type TicketChange = { outcome: 'not-found' } | { outcome: 'closed' } | { outcome: 'done'; before: TicketStatus; ticket: TicketRow };

/** A member's new ticket with its first message and images (already stored, by name), in one transaction. */
export function openTicket(
  db: Database,
  input: { userId: string; category: TicketCategory; text: string; images: readonly string[]; at: Date },
): Promise<TicketRow> {
  return db.transaction((tx) => insertTicket(tx, input));
}

/**
 * Adds a message to a ticket that is not closed and moves it to `status` (the member's reply: OPEN again; support's
 * answer: ANSWERED), under the ticket's row lock so that a close in between refuses the message.
 */
async function addMessage(
  tx: Database,
  input: { ticketId: string; ownerId?: string; operatorId: string | null; text: string; images: readonly string[]; at: Date },
): Promise<TicketChange> {
  const locked = await lockTicket(tx, input.ticketId, input.ownerId);
  if (!locked) return { outcome: 'not-found' };
  if (locked.status === 'CLOSED') return { outcome: 'closed' };
  const status = input.operatorId ? 'ANSWERED' : 'OPEN';
  const ticket = await moveOpenTicket(tx, input.ticketId, { status, at: input.at, touch: true });
  if (!ticket) return { outcome: 'closed' };
  const author = input.operatorId ? 'SUPPORT' : 'MEMBER';
  await insertMessage(tx, { ticketId: ticket.id, author, operatorId: input.operatorId, text: input.text, images: input.images, at: input.at });
  return { outcome: 'done', before: locked.status, ticket };
}

/** The member's reply: the ticket waits for support again. */
export function replyToTicket(
  db: Database,
  input: { userId: string; ticketId: string; text: string; images: readonly string[]; at: Date },
): Promise<TicketChange> {
  return db.transaction((tx) => addMessage(tx, { ...input, ownerId: input.userId, operatorId: null }));
}

/** Support's answer, in the caller's (audited) transaction: the ticket is ANSWERED and its member notified. */
export async function answerTicket(tx: Database, input: { ticketId: string; operatorId: string; text: string; at: Date }): Promise<TicketChange> {
  const result = await addMessage(tx, { ...input, images: [] });
  if (result.outcome === 'done') {
    const { ticket } = result;
    await notify(tx, ticket.userId, 'TICKET_ANSWERED', { ticketId: ticket.id, ticketNumber: String(ticket.number) }, input.at);
  }
  return result;
}

/** Closes a ticket (the member's own when `ownerId` is given); a closed one takes no more messages. */
export async function closeTicket(tx: Database, input: { ticketId: string; ownerId?: string; at: Date }): Promise<TicketChange> {
  const locked = await lockTicket(tx, input.ticketId, input.ownerId);
  if (!locked) return { outcome: 'not-found' };
  if (locked.status === 'CLOSED') return { outcome: 'closed' };
  const ticket = await moveOpenTicket(tx, input.ticketId, { status: 'CLOSED', at: input.at, touch: false });
  return ticket ? { outcome: 'done', before: locked.status, ticket } : { outcome: 'closed' };
}
