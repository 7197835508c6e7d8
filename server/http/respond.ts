import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import type { ApiEnvelope } from '../../contract/envelope';
import { errorText } from '../../contract/errors';
import type { ErrorCode } from '../../contract/errors';
import type { FieldErrors } from './errors';

export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** The English text of each failed field. */
  errors?: Record<string, string>;
  fieldCodes?: FieldErrors;
}

interface ErrorDetails {
  errors?: FieldErrors;
  params?: Record<string, string>;
  values?: Record<string, string>;
}

export function ok<T>(c: Context, data: T, message = 'OK') {
  const body: ApiEnvelope<T> = { statusCode: 200, message, data };
  return c.json(body, 200);
}

/** An answer that is only a message: the message is also the data, for callers that unwrap `data`. */
export function okMessage(c: Context, message: string) {
  return ok(c, { message }, message);
}

export function noContent(c: Context) {
  return c.body(null, 204);
}

export function errorBody(statusCode: number, code: ErrorCode, { errors, params, values }: ErrorDetails = {}): ErrorBody {
  const message = errorText(code, params);
  // Raw values without a field (e.g. MONEY_OUT_HELD's heldUntil) travel in `errors` as well, with no field code.
  if (!errors) return values ? { statusCode, code, message, errors: { ...values } } : { statusCode, code, message };
  const texts = Object.fromEntries(Object.entries(errors).map(([field, fieldCode]) => [field, errorText(fieldCode, params)]));
  return { statusCode, code, message, errors: { ...texts, ...values }, fieldCodes: errors };
}

export function fail(c: Context, status: ContentfulStatusCode, body: ErrorBody) {
  return c.json(body, status);
}

/** A resource made by this request: 201 with the envelope's statusCode 201. */
export function created<T>(c: Context, data: T, message = 'Created') {
  return c.json({ statusCode: 201 as const, message, data }, 201);
}
