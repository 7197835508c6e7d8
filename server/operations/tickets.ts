import type { TicketCategory, TicketStatus } from '../../contract/enums';
import { notify } from '../db/notifications';
import { insertMessage, insertTicket, lockTicket, moveOpenTicket } from '../db/tickets';
import type { TicketRow } from '../db/tickets';
import type { Database } from '../db/types';
import { auditedTransaction } from './audited';
import type { Actor } from './operators';

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

/** Support's answer (answerTicket), audited with the text. */
export function answerTicketByOperator(db: Database, actor: Actor & { operatorId: string }, input: { ticketId: string; text: string }, at: Date): Promise<TicketChange> {
  const { ticketId, text } = input;
  return auditedTransaction<TicketChange>(db, actor, async (tx) => {
    const answered = await answerTicket(tx, { ticketId, operatorId: actor.operatorId, text, at });
    const audit =
      answered.outcome === 'done'
        ? { action: 'ticket.answer', targetType: 'ticket', targetId: String(answered.ticket.number), before: { status: answered.before }, after: { status: answered.ticket.status, text } }
        : null;
    return { result: answered, audit };
  });
}

/** Support closes a ticket, audited. */
export function closeTicketByOperator(db: Database, actor: Actor, ticketId: string, at: Date): Promise<TicketChange> {
  return auditedTransaction<TicketChange>(db, actor, async (tx) => {
    const closed = await closeTicket(tx, { ticketId, at });
    const audit =
      closed.outcome === 'done'
        ? { action: 'ticket.close', targetType: 'ticket', targetId: String(closed.ticket.number), before: { status: closed.before }, after: { status: 'CLOSED' } }
        : null;
    return { result: closed, audit };
  });
}
