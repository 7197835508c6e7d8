import type { Context, MiddlewareHandler } from 'hono';

import type { OperatorRole } from '../../contract/enums';
import { operatorOfApiToken } from '../db/operators';
import type { OperatorRecord } from '../db/operators';
import type { Database } from '../db/types';
import { roleAllows } from '../domain/operators';
import { hashOpaqueToken } from '../domain/opaque-tokens';
import { ApiError } from './errors';
import { bearerToken } from './member-auth';

export interface OperatorEnv {
  Variables: { operator: OperatorRecord };
}

/**
 * The ops group's guard: the bearer must be a live API token of an active operator (stored as sha256, compared
 * by its hash in the database). Anything else, a member's access token included, is 401.
 */
export function requireOperatorToken(db: Database, now: () => Date): MiddlewareHandler<OperatorEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    const operator = token ? await operatorOfApiToken(db, hashOpaqueToken(token), now()) : null;
    if (!operator) {
      c.header('WWW-Authenticate', 'Bearer');
      throw new ApiError(401, 'INVALID_OPS_TOKEN');
    }
    c.set('operator', operator);
    return next();
  };
}

/** The guard of every /api/ops route group (an operator's API token; the console's session joins it). */
export function requireOperator({ db, now }: { db: Database; now: () => Date }): MiddlewareHandler<OperatorEnv> {
  return requireOperatorToken(db, now);
}

/** 403 OPS_ROLE_FORBIDDEN unless the operator's role may do this (admin may do everything). */
export function requireRole(...allowed: OperatorRole[]): MiddlewareHandler<OperatorEnv> {
  return async (c, next) => {
    if (!roleAllows(c.get('operator').role, allowed)) throw new ApiError(403, 'OPS_ROLE_FORBIDDEN');
    return next();
  };
}

export const currentOperator = (c: Context<OperatorEnv>) => c.get('operator');
