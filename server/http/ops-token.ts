import { createHash, timingSafeEqual } from 'node:crypto';

import type { MiddlewareHandler } from 'hono';

import { ApiError, notFound } from './errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** Bearer check for the operator group; without a configured token the group does not exist (404). */
export function requireOpsToken(opsToken: string | null): MiddlewareHandler {
  return async (c, next) => {
    if (!opsToken) throw notFound();
    const match = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '');
    if (!match || !sameSecret(match[1], opsToken)) {
      c.header('WWW-Authenticate', 'Bearer');
      throw new ApiError(401, 'INVALID_OPS_TOKEN');
    }
    return next();
  };
}
