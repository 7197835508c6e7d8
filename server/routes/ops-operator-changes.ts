import { Hono } from 'hono';
import type { Context } from 'hono';

import type { OperatorChange, OperatorChangeDecision } from '../../contract/operators';
import { operatorChangeRejectionSchema } from '../../contract/requests/operators';
import { findOperatorChangeView, listPendingOperatorChanges } from '../db/operator-changes';
import type { OperatorChangeRow } from '../db/operator-changes';
import type { Database } from '../db/types';
import { toOperatorChangeView } from '../domain/operator-changes';
import { setupLinkPath } from '../domain/operators';
import { ApiError, notFound } from '../http/errors';
import { requireOperator, requireRole } from '../http/ops-token';
import type { OperatorEnv } from '../http/ops-token';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import { decideOperatorChange } from '../operations/operator-changes';
import type { RecordedRequest } from '../operations/operator-changes';
import type { AppDeps } from './deps';
import { actorOf } from '../http/ops-actor';
import { UUID_PATTERN } from '../../contract/ids';

const PENDING_LIST_LIMIT = 200;

async function changeView(db: Database, change: OperatorChangeRow): Promise<OperatorChange> {
  const view = await findOperatorChangeView(db, change.id);
  if (!view) throw notFound('OPERATOR_CHANGE_NOT_FOUND');
  return toOperatorChangeView(view);
}

/**
 * The answer to an admin's request about an operator (POST ops/operators, PUT ops/operators/:username/role); a refusal
 * because another request waits names `field`, the field the console's form shows it under.
 */
export async function answerChangeRequest(
  c: Context<OperatorEnv>,
  db: Database,
  result: RecordedRequest,
  field: 'username' | 'role',
) {
  if (result.outcome === 'waiting') throw new ApiError(409, 'OPERATOR_CHANGE_WAITING', { errors: { [field]: 'OPERATOR_CHANGE_WAITING' } });
  const { change } = result;
  console.info(`[ops] Operator ${change.username} ${change.kind === 'CREATE' ? 'creation' : `role ${change.role}`} asked for by ${c.get('operator').username}`);
  return ok<OperatorChange>(c, await changeView(db, change), 'Waiting for a second admin');
}

/** ops/operator-changes: the requests about operators waiting for a second admin (never the requester's approval). */
export function opsOperatorChangesRoutes(deps: AppDeps) {
  const { db, now } = deps;

  const idOf = (c: Context) => {
    const id = c.req.param('id') ?? '';
    if (!UUID_PATTERN.test(id)) throw notFound('OPERATOR_CHANGE_NOT_FOUND');
    return id.toLowerCase();
  };

  const decide = async (c: Context<OperatorEnv>, decision: { approve: true } | { approve: false; reason: string }) => {
    const id = idOf(c);
    const operator = c.get('operator');
    const result = await decideOperatorChange(db, { ...actorOf(c, deps), operatorId: operator.id }, id, decision, now());
    if (result.outcome === 'not-found') throw notFound('OPERATOR_CHANGE_NOT_FOUND');
    if (result.outcome === 'own-request') throw new ApiError(403, 'OPERATOR_CHANGE_SELF_APPROVAL');
    if (result.outcome === 'not-pending') throw new ApiError(409, 'OPERATOR_CHANGE_NOT_PENDING');
    if (result.outcome === 'exists') throw new ApiError(409, 'OPERATOR_EXISTS');
    if (result.outcome === 'unknown-operator') throw notFound('OPERATOR_NOT_FOUND');
    const view = await changeView(db, result.change);
    console.info(`[ops] Operator request ${view.id} (${view.kind} ${view.username}) ${result.outcome} by ${operator.username}`);
    const setup = result.outcome === 'approved' ? result.setup : null;
    return ok<OperatorChangeDecision>(
      c,
      { ...view, setupPath: setup ? setupLinkPath(setup.token) : null, expiresAt: setup ? setup.expiresAt.toISOString() : null },
      result.outcome === 'approved' ? 'Operator request approved' : 'Operator request rejected',
    );
  };

  return new Hono<OperatorEnv>()
    .use('*', requireOperator(deps))
    .get('/', requireRole('ADMIN'), async (c) => {
      const rows = await listPendingOperatorChanges(db, PENDING_LIST_LIMIT);
      return ok<OperatorChange[]>(c, rows.map(toOperatorChangeView));
    })
    .post('/:id/approve', requireRole('ADMIN'), (c) => decide(c, { approve: true }))
    .post('/:id/reject', requireRole('ADMIN'), async (c) => {
      const { reason } = validate(operatorChangeRejectionSchema, await readJson(c));
      return decide(c, { approve: false, reason });
    });
}
