import * as z from 'zod/mini';

import type { ErrorCode } from '@/contract/errors';

/**
 * A contract field whose empty value the form asks for (`required`) rather than calls malformed, as the server does.
 * Text fields are trimmed first; a password is taken as typed.
 */
export function askedFor<Schema extends z.ZodMiniType<unknown, string>>(schema: Schema, required: ErrorCode, trim = true) {
  const typed = trim ? z.string().check(z.trim(), z.minLength(1, required)) : z.string().check(z.minLength(1, required));
  return z.pipe(typed, schema);
}
