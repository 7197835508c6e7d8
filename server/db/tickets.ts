import { and, asc, count, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';

import type { TicketAuthor, TicketCategory, TicketStatus } from '../../contract/enums';
import { afterPosition, keysetPage, positionTime } from './keyset';
import type { KeysetPosition } from './keyset';
import { operators, supportTickets, ticketAttachments, ticketMessages, users } from './schema';
import type { Database } from './types';

export type TicketRow = Omit<typeof supportTickets.$inferSelect, never>;

export interface TicketMessageRecord {
  id: string;
  author: TicketAuthor;
  operator: string | null;
  text: string;
  createdAt: Date;
  images: string[];
}

export interface TicketMember {
  username: string;
  fullName: string;
}

export interface TicketRecord extends TicketRow {
  /** The first message's text (the list's preview). */
  firstText: string;
}

export interface TicketWithMember extends TicketRecord {
  member: TicketMember;
}

// Qualified by hand: inside a one-table select drizzle writes its columns unqualified.
const firstText = sql<string>`(
  select m.text from ticket_messages m
  where m.ticket_id = "support_tickets"."id"
  order by m.created_at, m.id limit 1
)`;

/** A new ticket with its first message and its images' names, in the caller's transaction. */
export async function insertTicket(
  tx: Database,
  input: { userId: string; category: TicketCategory; text: string; images: readonly string[]; at: Date },
): Promise<TicketRow> {
  const [ticket] = await tx
    .insert(supportTickets)
    .values({ userId: input.userId, category: input.category, createdAt: input.at, lastMessageAt: input.at })
    .returning();
  await insertMessage(tx, { ticketId: ticket.id, author: 'MEMBER', operatorId: null, text: input.text, images: input.images, at: input.at });
  return ticket;
}

export async function insertMessage(
  tx: Database,
  input: { ticketId: string; author: TicketAuthor; operatorId: string | null; text: string; images: readonly string[]; at: Date },
): Promise<void> {
  const [message] = await tx
    .insert(ticketMessages)
    .values({ ticketId: input.ticketId, author: input.author, operatorId: input.operatorId, text: input.text, createdAt: input.at })
    .returning({ id: ticketMessages.id });
  if (input.images.length > 0) {
    await tx
      .insert(ticketAttachments)
      .values(input.images.map((fileName, position) => ({ messageId: message.id, ticketId: input.ticketId, fileName, position, createdAt: input.at })));
  }
}

/**
 * Moves a ticket that is not closed to `status` with a new last-message time, as one conditional UPDATE (a close
 * racing with a reply lets only one through). `ownerId` limits it to the member's own ticket. Null: no such open ticket.
 */
export async function moveOpenTicket(
  tx: Database,
  id: string,
  change: { status: TicketStatus; at: Date; ownerId?: string; touch: boolean },
): Promise<TicketRow | null> {
  const [row] = await tx
    .update(supportTickets)
    .set({
      status: change.status,
      ...(change.touch ? { lastMessageAt: change.at } : {}),
      ...(change.status === 'CLOSED' ? { closedAt: change.at } : {}),
    })
    .where(
      and(
        eq(supportTickets.id, id),
        ne(supportTickets.status, 'CLOSED'),
        change.ownerId ? eq(supportTickets.userId, change.ownerId) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/** Locks the ticket's row (of the member, when `ownerId` is given) for a change in the caller's transaction. */
export async function lockTicket(tx: Database, id: string, ownerId?: string): Promise<TicketRow | null> {
  const [row] = await tx
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), ownerId ? eq(supportTickets.userId, ownerId) : undefined))
    .for('update');
  return row ?? null;
}

/** The ticket (of the member, when `ownerId` is given); null when there is none. */
export async function findTicket(db: Database, id: string, ownerId?: string): Promise<TicketWithMember | null> {
  const [row] = await db
    .select({ ...getTableColumns(supportTickets), firstText, member: { username: users.username, fullName: users.fullName } })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(and(eq(supportTickets.id, id), ownerId ? eq(supportTickets.userId, ownerId) : undefined));
  return row ?? null;
}

/** The thread, oldest first, each message with its images' names. */
export async function listTicketMessages(db: Database, ticketId: string): Promise<TicketMessageRecord[]> {
  const messages = await db
    .select({
      id: ticketMessages.id,
      author: ticketMessages.author,
      operator: operators.username,
      text: ticketMessages.text,
      createdAt: ticketMessages.createdAt,
    })
    .from(ticketMessages)
    .leftJoin(operators, eq(operators.id, ticketMessages.operatorId))
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  const files = messages.length
    ? await db
        .select({ messageId: ticketAttachments.messageId, fileName: ticketAttachments.fileName })
        .from(ticketAttachments)
        .where(inArray(ticketAttachments.messageId, messages.map((message) => message.id)))
        .orderBy(asc(ticketAttachments.createdAt), asc(ticketAttachments.position), asc(ticketAttachments.id))
    : [];
  return messages.map((message) => ({
    ...message,
    images: files.filter((file) => file.messageId === message.id).map((file) => file.fileName),
  }));
}

/** Whether the file is an image of the ticket. */
export async function isTicketFile(db: Database, ticketId: string, fileName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ticketAttachments.id })
    .from(ticketAttachments)
    .where(and(eq(ticketAttachments.ticketId, ticketId), eq(ticketAttachments.fileName, fileName)));
  return Boolean(row);
}

/** The member's tickets, newest first (created_at, id), one page by key. */
export async function listMemberTickets(
  db: Database,
  userId: string,
  query: { after: KeysetPosition | null; limit: number },
): Promise<{ rows: TicketRecord[]; next: KeysetPosition | null }> {
  const rows = await db
    .select({ ...getTableColumns(supportTickets), firstText, positionAt: positionTime(supportTickets.createdAt) })
    .from(supportTickets)
    .where(and(eq(supportTickets.userId, userId), afterPosition({ at: supportTickets.createdAt, id: supportTickets.id, idType: 'uuid' }, query.after)))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit, (row) => row.id);
}

/**
 * The console's queue: tickets of one status, the longest waiting first (last message time, then id), one page by
 * key (the position the page starts after, in that ascending order).
 */
export async function listTicketQueue(
  db: Database,
  query: { status: TicketStatus; after: KeysetPosition | null; limit: number },
): Promise<{ rows: TicketWithMember[]; next: KeysetPosition | null }> {
  const after = query.after
    ? sql`(${supportTickets.lastMessageAt}, ${supportTickets.id}) > (${query.after.at}::timestamptz, ${query.after.id}::uuid)`
    : undefined;
  const rows = await db
    .select({
      ...getTableColumns(supportTickets),
      firstText,
      member: { username: users.username, fullName: users.fullName },
      positionAt: positionTime(supportTickets.lastMessageAt),
    })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(and(eq(supportTickets.status, query.status), after))
    .orderBy(asc(supportTickets.lastMessageAt), asc(supportTickets.id))
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit, (row) => row.id);
}

/** Tickets waiting for support (the console menu's count). */
export async function countTicketsAwaitingAnswer(db: Database): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(supportTickets).where(eq(supportTickets.status, 'OPEN'));
  return total;
}
