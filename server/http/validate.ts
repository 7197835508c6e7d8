import type { Context } from 'hono';
import type { z } from 'zod';

import { ApiError, validationFailed } from './errors';
import type { FieldErrors } from './errors';

/** Field errors keyed by the dotted path of each issue; the first issue of a field wins. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    errors[field] ??= issue.message;
  }
  return errors;
}

export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationFailed(fieldErrors(result.error.issues));
  return result.data;
}

export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'The request body must be JSON');
  }
}

/** A JSON body that may be left out: an empty body reads as `{}`. */
export async function readOptionalJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'The request body must be JSON');
  }
}
