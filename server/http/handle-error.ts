import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

import { describeError } from '../log-safe';
import { ApiError } from './errors';
import { errorBody, fail } from './respond';

/** Logs what helps an operator (route, error class, PostgreSQL code), never query parameters or messages. */
function logUnexpected(c: Context, error: unknown) {
  console.error(`[api] ${c.req.method} ${c.req.path} failed: ${describeError(error)}`);
}

export function handleError(error: unknown, c: Context) {
  if (error instanceof ApiError) {
    return fail(c, error.status, errorBody(error.statusCode, error.code, error));
  }
  if (error instanceof HTTPException) {
    return fail(c, error.status, errorBody(error.status, 'REQUEST_FAILED'));
  }
  logUnexpected(c, error);
  return fail(c, 500, errorBody(500, 'INTERNAL_ERROR'));
}
