import { Hono } from 'hono';
import { z } from 'zod';

import type { KeyPage } from '../../contract/envelope';
import { newTicketSchema, TICKET_IMAGES_MAX, ticketReplySchema } from '../../contract/requests/tickets';
import type { TicketSummary, TicketThread } from '../../contract/tickets';
import { findTicket, listMemberTickets, listTicketMessages } from '../db/tickets';
import type { Database } from '../db/types';
import { isUuid } from '../../contract/ids';
import { ticketListQuery, toTicketSummary, toTicketThread } from '../domain/tickets';
import { nextCursorOf, readCursor } from '../http/cursor';
import { notFound, validationFailed } from '../http/errors';
import type { FieldErrors } from '../http/errors';
import { formTexts, multipartBodyLimit, readFormAll, readFormImages } from '../http/form';
import type { FormBodyAll } from '../http/form';
import { requireMember } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { limitAttempts } from '../http/rate-limit';
import { ok } from '../http/respond';
import { fieldErrors, validate } from '../http/validate';
import { removeQuietly } from '../storage/uploads';
import { closeTicket, openTicket, replyToTicket } from '../operations/tickets';
import type { TicketChange } from '../operations/tickets';
import type { AppDeps } from './deps';
import { refuseTicketChange, saveTicketImages, sendTicketFile } from './tickets-shared';

/** The text fields by the schema and the images, checked together so that the form shows every problem at once. */
async function readMessageForm<S extends z.core.$ZodType<Record<string, unknown>>>(form: FormBodyAll, schema: S, fields: readonly string[]) {
  const parsed = z.safeParse(schema, formTexts(form, fields));
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error.issues);
  const { images, error } = await readFormImages(form, 'images', TICKET_IMAGES_MAX, 'TICKET_TOO_MANY_IMAGES');
  if (error) errors.images = error;
  if (!parsed.success || Object.keys(errors).length > 0) throw validationFailed(errors);
  const data: z.core.output<S> = parsed.data;
  return { ...data, images };
}

/** The id of a ticket in a path or a form: anything but a uuid names no ticket (404, as another member's does). */
function ticketIdOf(value: unknown): string {
  if (typeof value !== 'string' || !isUuid(value)) throw notFound('TICKET_NOT_FOUND');
  return value.toLowerCase();
}

async function threadOf(db: Database, ticketId: string, userId: string): Promise<TicketThread> {
  const ticket = await findTicket(db, ticketId, userId);
  if (!ticket) throw notFound('TICKET_NOT_FOUND');
  return toTicketThread(ticket, await listTicketMessages(db, ticket.id));
}

/** auth/ticket: the member's support tickets (their own only: another member's ticket is 404, as an unknown one). */
export function authTicketRoutes({ db, tokenKeys, now, sessionCheck, uploads, config }: AppDeps) {
  const member = requireMember(tokenKeys, now, sessionCheck);
  const limits = config.rateLimits;

  return new Hono<AuthEnv>()
    .get('/list', member, async (c) => {
      const query = validate(ticketListQuery, c.req.query());
      const after = readCursor('ticket', query.cursor);
      const { rows, next } = await listMemberTickets(db, c.get('memberId'), { after, limit: query.limit });
      return ok<KeyPage<TicketSummary>>(c, { items: rows.map(toTicketSummary), limit: query.limit, nextCursor: nextCursorOf('ticket', next) });
    })
    .post('/create', member, multipartBodyLimit(), async (c) => {
      const userId = c.get('memberId');
      const { category, text, images } = await readMessageForm(await readFormAll(c), newTicketSchema, ['category', 'text']);
      await limitAttempts(c, db, limits.ticketsPerMember, `ticket:user:${userId}`, now());
      const names = await saveTicketImages(uploads, images);
      try {
        const ticket = await openTicket(db, { userId, category, text, images: names, at: now() });
        return ok(c, await threadOf(db, ticket.id, userId), 'Ticket opened');
      } catch (error) {
        await removeQuietly(uploads, 'tickets', names);
        throw error;
      }
    })
    .post('/reply', member, multipartBodyLimit(), async (c) => {
      const userId = c.get('memberId');
      const form = await readFormAll(c);
      const ticketId = ticketIdOf(form.ticketId);
      const { text, images } = await readMessageForm(form, ticketReplySchema, ['text']);
      await limitAttempts(c, db, limits.ticketRepliesPerMember, `ticket-reply:user:${userId}`, now());
      const names = await saveTicketImages(uploads, images);
      let result: TicketChange;
      try {
        result = await replyToTicket(db, { userId, ticketId, text, images: names, at: now() });
      } catch (error) {
        await removeQuietly(uploads, 'tickets', names);
        throw error;
      }
      if (result.outcome !== 'done') await removeQuietly(uploads, 'tickets', names);
      refuseTicketChange(result);
      return ok(c, await threadOf(db, ticketId, userId), 'Reply sent');
    })
    .get('/:id', member, async (c) => ok(c, await threadOf(db, ticketIdOf(c.req.param('id')), c.get('memberId'))))
    .post('/:id/close', member, async (c) => {
      const userId = c.get('memberId');
      const ticketId = ticketIdOf(c.req.param('id'));
      refuseTicketChange(await db.transaction((tx) => closeTicket(tx, { ticketId, ownerId: userId, at: now() })));
      return ok(c, await threadOf(db, ticketId, userId), 'Ticket closed');
    })
    .get('/:id/file/:name', member, async (c) => {
      const ticketId = ticketIdOf(c.req.param('id'));
      if (!(await findTicket(db, ticketId, c.get('memberId')))) throw notFound('TICKET_NOT_FOUND');
      return sendTicketFile(c, db, uploads, ticketId, c.req.param('name'));
    });
}
