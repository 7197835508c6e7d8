import { Hono } from 'hono';

import type { OperatorSetupInfo } from '../../contract/operators';
import { operatorSetupSchema } from '../../contract/requests/operators';
import { findSetupOperator } from '../db/operators';
import { findSiteName } from '../db/settings';
import { OPAQUE_TOKEN_PATTERN, hashOpaqueToken } from '../domain/opaque-tokens';
import { hashPassword } from '../domain/password';
import { matchTotpStep, totpUri } from '../domain/totp';
import { ApiError, fieldError } from '../http/errors';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import { completeSetup } from '../operations/operators';
import type { AppDeps } from './deps';

const invalidLink = () => new ApiError(404, 'INVALID_SETUP_LINK');

/**
 * An operator's one-time setup link (`/ops/setup?token=…`, 24 h): GET shows the account and the authenticator to
 * enrol; POST sets the password with a code of that authenticator, and uses the link up (once, even under races).
 */
export function publicOpsSetupRoutes(deps: AppDeps) {
  const { db, now, clientIp } = deps;
  const liveOperator = async (token: string) => {
    if (!OPAQUE_TOKEN_PATTERN.test(token)) throw invalidLink();
    const operator = await findSetupOperator(db, hashOpaqueToken(token), now());
    if (!operator) throw invalidLink();
    return operator;
  };
  return new Hono()
    .get('/', async (c) => {
      const operator = await liveOperator(c.req.query('token') ?? '');
      const siteName = await findSiteName(db);
      return ok<OperatorSetupInfo>(
        c,
        {
          username: operator.username,
          role: operator.role,
          totpSecret: operator.totpSecret,
          otpauthUri: totpUri(operator.totpSecret, `${siteName} ops`, operator.username),
        },
        'Operator setup',
      );
    })
    .post('/', async (c) => {
      const { token, password, code } = validate(operatorSetupSchema, await readJson(c));
      const operator = await liveOperator(token);
      if (matchTotpStep(operator.totpSecret, code, now().getTime()) === null) throw fieldError('code', 'INVALID_VERIFICATION_CODE');
      const passwordHash = await hashPassword(password);
      if (!(await completeSetup(db, clientIp(c), hashOpaqueToken(token), passwordHash, now()))) throw invalidLink();
      console.info(`[ops] Operator ${operator.username} set up`);
      return ok(c, { username: operator.username, role: operator.role }, 'Operator set up');
    });
}
