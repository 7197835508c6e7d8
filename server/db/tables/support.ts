// Support tickets: a member's ticket, its thread of messages and their images.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';

import { createdAt, ticketAuthor, ticketCategory, ticketStatus, timestampColumn } from './columns';
import { users } from './members';
import { operators } from './operators';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number member and support quote (#12). */
    number: bigint('number', { mode: 'number' }).notNull().unique().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    category: ticketCategory('category').notNull(),
    status: ticketStatus('status').notNull().default('OPEN'),
    createdAt: createdAt(),
    /** The last message's time: the console's queue waits from it (oldest first). */
    lastMessageAt: timestampColumn('last_message_at').notNull(),
    closedAt: timestampColumn('closed_at'),
  },
  (t) => [
    index('support_tickets_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('support_tickets_queue_idx').on(t.status, t.lastMessageAt, t.id),
    check('support_tickets_closed_at', sql`(${t.status} = 'CLOSED') = (${t.closedAt} IS NOT NULL)`),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id),
    author: ticketAuthor('author').notNull(),
    /** The operator who answered (null for the member's messages). */
    operatorId: uuid('operator_id').references(() => operators.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_messages_ticket_idx').on(t.ticketId, t.createdAt),
    check('ticket_messages_operator', sql`(${t.author} = 'SUPPORT') = (${t.operatorId} IS NOT NULL)`),
  ],
);

/** The images of a member's message: files under the upload directory's tickets/ folder, by generated name. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => ticketMessages.id),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id),
    fileName: text('file_name').notNull().unique(),
    /** The image's place in its message (0, 1, 2): shown in the order the member attached them. */
    position: smallint('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_attachments_ticket_idx').on(t.ticketId)],
);
