import type { MiddlewareHandler } from 'hono';

import type { FieldErrors } from './errors';
import { validationFailed } from './errors';

/**
 * PostgreSQL text cannot hold U+0000: a NUL that reached a query would fail it (500). Request text is refused
 * where it enters, by every reader of input: the URL (refuseNulInUrl), JSON bodies (readJson, readOptionalJson,
 * parseJsonBody) and forms (readForm).
 */
const NUL = '\u0000';

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

/** A key the answer may name: a field of ours looks like this; any other key is the sender's text, never echoed. */
const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** The dotted path of a visited value (`items.0.name`), NULs left out; `body` for the whole input or an odd key. */
function fieldName(visit: Visit): string {
  const parts: string[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) {
    const key = typeof at.key === 'number' ? String(at.key) : at.key.replaceAll(NUL, '');
    if (typeof at.key !== 'number' && !PLAIN_KEY.test(key)) return 'body';
    parts.unshift(key);
  }
  return parts.join('.') || 'body';
}

/** A field error for every string (value or key) holding a NUL, under its dotted path; walks without recursion. */
export function nulFieldErrors(input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  const pending: Visit[] = [{ value: input, key: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const { value } = visit;
    if (typeof value === 'string') {
      if (value.includes(NUL)) errors[fieldName(visit)] ??= 'NUL_NOT_ALLOWED';
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, key: index, parent: visit }));
    } else if (value !== null && typeof value === 'object' && !(value instanceof Blob)) {
      for (const [key, item] of Object.entries(value)) {
        const child = { value: item, key, parent: visit };
        if (key.includes(NUL)) errors[fieldName(child)] ??= 'NUL_NOT_ALLOWED';
        pending.push(child);
      }
    }
  }
  return errors;
}

/** Throws the 400 with field errors when `input` holds a NUL anywhere. */
export function refuseNul(input: unknown): void {
  const errors = nulFieldErrors(input);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** A NUL in the path (400, `errors.path`) or in a query parameter (400, `errors.<parameter>`), before any route. */
export const refuseNulInUrl = (): MiddlewareHandler => async (c, next) => {
  const { pathname } = new URL(c.req.url);
  if (/%00/.test(pathname) || pathname.includes(NUL)) throw validationFailed({ path: 'NUL_NOT_ALLOWED' });
  const parameters = Object.entries(c.req.queries()).map(([name, values]) => [name, values.join('')] as const);
  refuseNul(Object.fromEntries(parameters));
  await next();
};
