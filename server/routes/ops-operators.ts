import { Hono } from 'hono';
import type { Context } from 'hono';

import { UUID_PATTERN } from '../../contract/ids';
import type { OperatorView } from '../../contract/operators';
import { newOperatorSchema, operatorRoleChangeSchema, operatorUsernameSchema } from '../../contract/requests/operators';
import { listOperators } from '../db/operators';
import { newApiTokenSchema } from '../domain/operators';
import { ApiError, notFound } from '../http/errors';
import { requireRole } from '../http/ops-token';
import type { OperatorEnv } from '../http/ops-token';
import { ok } from '../http/respond';
import { readJson, readOptionalJson, validate } from '../http/validate';
import { requestOperatorCreation, requestRoleChange } from '../operations/operator-changes';
import { issueApiToken, revokeOperatorToken } from '../operations/operators';
import type { Actor } from '../operations/operators';
import type { AppDeps } from './deps';
import { actorOf as actorOfRequest } from '../http/ops-actor';
import { answerChangeRequest } from './ops-operator-changes';

/**
 * ops/operators (ADMIN): the operators and their API tokens; a new operator or another role waits for a second
 * admin (ops/operator-changes), the first admin is bootstrapped. Mounted behind the operator's token by ops.ts.
 */
export function opsOperatorRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const actorOf = (c: Context<OperatorEnv>): Actor => actorOfRequest(c, deps);

  return new Hono<OperatorEnv>()
    .get('/', requireRole('ADMIN'), async (c) => {
      const rows = await listOperators(db);
      const view = rows.map(({ operator, tokens }): OperatorView => ({
        username: operator.username,
        role: operator.role,
        setUp: operator.passwordHash !== null && operator.totpEnrolled,
        createdAt: operator.createdAt.toISOString(),
        disabledAt: operator.disabledAt?.toISOString() ?? null,
        tokens: tokens.map((token) => ({
          id: token.id,
          label: token.label,
          createdAt: token.createdAt.toISOString(),
          lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
          revokedAt: token.revokedAt?.toISOString() ?? null,
        })),
      }));
      return ok(c, view, 'Operators');
    })
    // A new operator or another role waits for a second admin (ops/operator-changes); the first admin is bootstrapped.
    .post('/', requireRole('ADMIN'), async (c) => {
      const input = validate(newOperatorSchema, await readJson(c));
      const result = await requestOperatorCreation(db, { ...actorOf(c), operatorId: c.get('operator').id }, input, now());
      if (result.outcome === 'exists') throw new ApiError(409, 'OPERATOR_EXISTS', { errors: { username: 'OPERATOR_EXISTS' } });
      return answerChangeRequest(c, db, result, 'username');
    })
    .put('/:username/role', requireRole('ADMIN'), async (c) => {
      const parsed = operatorUsernameSchema.safeParse(c.req.param('username'));
      if (!parsed.success) throw notFound('OPERATOR_NOT_FOUND');
      const { role } = validate(operatorRoleChangeSchema, await readJson(c));
      const result = await requestRoleChange(db, { ...actorOf(c), operatorId: c.get('operator').id }, { username: parsed.data, role }, now());
      if (result.outcome === 'unknown-operator') throw notFound('OPERATOR_NOT_FOUND');
      if (result.outcome === 'unchanged') throw new ApiError(409, 'OPERATOR_ROLE_UNCHANGED', { errors: { role: 'OPERATOR_ROLE_UNCHANGED' } });
      return answerChangeRequest(c, db, result, 'role');
    })
    .post('/:username/tokens', requireRole('ADMIN'), async (c) => {
      const parsed = operatorUsernameSchema.safeParse(c.req.param('username'));
      if (!parsed.success) throw notFound('OPERATOR_NOT_FOUND');
      const { label } = validate(newApiTokenSchema, await readOptionalJson(c));
      const result = await issueApiToken(db, actorOf(c), parsed.data, label);
      if (result.outcome === 'unknown-operator') throw notFound('OPERATOR_NOT_FOUND');
      console.info(`[ops] API token ${result.id} of ${result.operator} made by ${c.get('operator').username}`);
      return ok(c, { id: result.id, label: result.label, operator: result.operator, token: result.token }, 'Token created');
    })
    .delete('/tokens/:id', requireRole('ADMIN'), async (c) => {
      const id = c.req.param('id');
      if (!UUID_PATTERN.test(id)) throw notFound('OPERATOR_TOKEN_NOT_FOUND');
      const revoked = await revokeOperatorToken(db, actorOf(c), id.toLowerCase(), now());
      if (!revoked) throw notFound('OPERATOR_TOKEN_NOT_FOUND');
      console.info(`[ops] API token ${revoked.id} revoked by ${c.get('operator').username}`);
      return ok(c, { id: revoked.id, label: revoked.label }, 'Token revoked');
    });
}
