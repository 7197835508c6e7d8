import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { DrizzleQueryError } from 'drizzle-orm/errors';

import { ApiError } from './errors';
import { errorBody, fail } from './respond';

/** Logs what helps an operator without query parameters, which may hold hashes or tokens. */
function logUnexpected(c: Context, error: unknown) {
  const where = `[api] ${c.req.method} ${c.req.path} failed:`;
  if (error instanceof DrizzleQueryError) {
    console.error(where, 'database query failed:', error.query, error.cause);
  } else {
    console.error(where, error);
  }
}

export function handleError(error: unknown, c: Context) {
  if (error instanceof ApiError) {
    return fail(c, error.status, errorBody(error.statusCode, error.message, error.errors));
  }
  if (error instanceof HTTPException) {
    return fail(c, error.status, errorBody(error.status, error.message || 'Request failed'));
  }
  logUnexpected(c, error);
  return fail(c, 500, errorBody(500, 'Internal server error'));
}
