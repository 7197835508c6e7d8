import { Hono } from 'hono';

import type { KeyPage } from '../../contract/envelope';
import { ticketReplySchema } from '../../contract/requests/tickets';
import type { OpsTicketSummary, OpsTicketThread } from '../../contract/tickets';
import { findTicket, listTicketMessages, listTicketQueue } from '../db/tickets';
import type { Database } from '../db/types';
import { isUuid } from '../../contract/ids';
import { ticketQueueQuery, toOpsTicketSummary, toOpsTicketThread } from '../domain/tickets';
import { nextCursorOf, readCursor } from '../http/cursor';
import { notFound } from '../http/errors';
import { actorOf } from '../http/ops-actor';
import { requireOperator, requireRole } from '../http/ops-token';
import type { OperatorEnv } from '../http/ops-token';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import { answerTicketByOperator, closeTicketByOperator } from '../operations/tickets';
import type { AppDeps } from './deps';
import { refuseTicketChange, sendTicketFile } from './tickets-shared';

const ticketIdOf = (value: string) => {
  if (!isUuid(value)) throw notFound('TICKET_NOT_FOUND');
  return value.toLowerCase();
};

async function opsThreadOf(db: Database, ticketId: string): Promise<OpsTicketThread> {
  const ticket = await findTicket(db, ticketId);
  if (!ticket) throw notFound('TICKET_NOT_FOUND');
  return toOpsTicketThread(ticket, await listTicketMessages(db, ticket.id));
}

/**
 * ops/tickets: the support queue (SUPPORT; admin too). Reading is not audited; an answer and a close are, in the
 * action's transaction. The answer notifies the member (the portal words the notification in the member's language).
 */
export function opsTicketRoutes(deps: AppDeps) {
  const { db, now, uploads } = deps;
  const support = requireRole('SUPPORT');

  return new Hono<OperatorEnv>()
    .use('*', requireOperator(deps))
    .get('/', support, async (c) => {
      const query = validate(ticketQueueQuery, c.req.query());
      const after = readCursor('ticketQueue', query.cursor);
      const { rows, next } = await listTicketQueue(db, { status: query.status, after, limit: query.limit });
      return ok<KeyPage<OpsTicketSummary>>(c, { items: rows.map(toOpsTicketSummary), limit: query.limit, nextCursor: nextCursorOf('ticketQueue', next) });
    })
    .get('/:id', support, async (c) => ok(c, await opsThreadOf(db, ticketIdOf(c.req.param('id')))))
    .post('/:id/answer', support, async (c) => {
      const ticketId = ticketIdOf(c.req.param('id'));
      const { text } = validate(ticketReplySchema, await readJson(c));
      const result = await answerTicketByOperator(db, actorOf(c, deps), { ticketId, text }, now());
      refuseTicketChange(result);
      console.info(`[ops] Ticket #${result.ticket.number} answered`);
      return ok(c, await opsThreadOf(db, ticketId), 'Ticket answered');
    })
    .post('/:id/close', support, async (c) => {
      const ticketId = ticketIdOf(c.req.param('id'));
      const result = await closeTicketByOperator(db, actorOf(c, deps), ticketId, now());
      refuseTicketChange(result);
      console.info(`[ops] Ticket #${result.ticket.number} closed`);
      return ok(c, await opsThreadOf(db, ticketId), 'Ticket closed');
    })
    .get('/:id/file/:name', support, async (c) => {
      const ticketId = ticketIdOf(c.req.param('id'));
      return sendTicketFile(c, db, uploads, ticketId, c.req.param('name'));
    });
}
