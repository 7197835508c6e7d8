import type { Context } from 'hono';
import { z } from 'zod';

import { isErrorCode } from '../../contract/errors';

import { ApiError, validationFailed } from './errors';
import type { FieldErrors } from './errors';
import { refuseNul } from './nul-bytes';

/**
 * Field codes keyed by the dotted path of each issue; the first issue of a field wins. A schema's messages are
 * error codes; an issue without one (zod's own) reads INVALID_VALUE.
 */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    errors[field] ??= isErrorCode(issue.message) ? issue.message : 'INVALID_VALUE';
  }
  return errors;
}

/** The schema's output; 400 with field errors. Takes classic and zod/mini (the contract's) schemas. */
export function validate<S extends z.core.$ZodType>(schema: S, input: unknown): z.core.output<S> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw validationFailed(fieldErrors(result.error.issues));
  return result.data;
}

/** A JSON body's value; 400 when it is not JSON, and 400 with field errors when a string in it holds a NUL. */
export function parseJsonBody(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'BODY_NOT_JSON');
  }
  refuseNul(value);
  return value;
}

export async function readJson(c: Context): Promise<unknown> {
  return parseJsonBody(await c.req.text());
}

/** A JSON body that may be left out: an empty body reads as `{}`. */
export async function readOptionalJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  return text.trim() === '' ? {} : parseJsonBody(text);
}
