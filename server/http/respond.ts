import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import type { ApiEnvelope } from '../../contract/envelope';
import type { FieldErrors } from './errors';

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: FieldErrors;
}

export function ok<T>(c: Context, data: T, message = 'OK') {
  const body: ApiEnvelope<T> = { statusCode: 200, message, data };
  return c.json(body, 200);
}

/**
 * An answer that is only a message: the message is also the data, since the portal unwraps `data`
 * (its toasts show the server's message).
 */
export function okMessage(c: Context, message: string) {
  return ok(c, { message }, message);
}

export function noContent(c: Context) {
  return c.body(null, 204);
}

export function errorBody(statusCode: number, message: string, errors?: FieldErrors): ErrorBody {
  return errors ? { statusCode, message, errors } : { statusCode, message };
}

export function fail(c: Context, status: ContentfulStatusCode, body: ErrorBody) {
  return c.json(body, status);
}

/** A resource made by this request: 201 with the envelope's statusCode 201. */
export function created<T>(c: Context, data: T, message = 'Created') {
  return c.json({ statusCode: 201 as const, message, data }, 201);
}
