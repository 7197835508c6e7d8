import type { Context, MiddlewareHandler } from 'hono';

import type { OperatorRole } from '../../contract/enums';
import { operatorOfApiToken } from '../db/operators';
import type { OperatorRecord } from '../db/operators';
import type { Database } from '../db/types';
import { roleAllows } from '../domain/operators';
import { operatorOfSession } from '../db/operator-sessions';
import { idleSince, OPS_CONSOLE_HEADER, signedInSince } from '../domain/operator-sessions';
import { hashOpaqueToken, OPAQUE_TOKEN_PATTERN } from '../domain/opaque-tokens';
import { ApiError } from './errors';
import { bearerToken } from './member-auth';
import { clearOpsSessionCookie, readOpsSessionCookie } from './ops-session-cookie';

export interface OperatorEnv {
  /** operatorSessionId: the console session of the request, null for an API token. */
  Variables: { operator: OperatorRecord; operatorSessionId: string | null };
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
    c.set('operatorSessionId', null);
    return next();
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The guard of every /api/ops route group: a bearer is an API token (the CLI); without one, the console's session
 * cookie. A cookie that no longer opens a live session is 401 OPS_SESSION_ENDED (and cleared); a change carried by
 * the cookie alone needs the console's header (403 otherwise): a page of another origin cannot add it.
 */
export function requireOperator({ db, now, config }: { db: Database; now: () => Date; config: { production: boolean } }): MiddlewareHandler<OperatorEnv> {
  const byToken = requireOperatorToken(db, now);
  return async (c, next) => {
    const sessionToken = bearerToken(c) ? null : readOpsSessionCookie(c);
    if (!sessionToken) return byToken(c, next);
    const at = now();
    const live = { usedAfter: idleSince(at), signedInAfter: signedInSince(at) };
    const operator = OPAQUE_TOKEN_PATTERN.test(sessionToken) ? await operatorOfSession(db, hashOpaqueToken(sessionToken), at, live) : null;
    if (!operator) {
      clearOpsSessionCookie(c, { secure: config.production });
      throw new ApiError(401, 'OPS_SESSION_ENDED');
    }
    if (!SAFE_METHODS.has(c.req.method) && c.req.header(OPS_CONSOLE_HEADER) !== '1') throw new ApiError(403, 'OPS_CONSOLE_HEADER_MISSING');
    const { sessionId, ...record } = operator;
    c.set('operator', record);
    c.set('operatorSessionId', sessionId);
    return next();
  };
}

/** 403 OPS_ROLE_FORBIDDEN unless the operator's role may do this (admin may do everything). */
export function requireRole(...allowed: OperatorRole[]): MiddlewareHandler<OperatorEnv> {
  return async (c, next) => {
    if (!roleAllows(c.get('operator').role, allowed)) throw new ApiError(403, 'OPS_ROLE_FORBIDDEN');
    return next();
  };
}

export const currentOperator = (c: Context<OperatorEnv>) => c.get('operator');
