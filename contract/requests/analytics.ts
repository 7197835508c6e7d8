import * as z from 'zod/mini';

import { LOCALES, SCREEN_CLASSES } from '../enums';

/** Query and fragment may carry personal data or tokens (a reset link): only the path part is kept. */
export function withoutQuery(value: string): string {
  return value.split(/[?#]/, 1)[0];
}

export const pageViewSchema = z.object({
  path: z.pipe(
    z.string({ error: 'PATH_REQUIRED' }).check(z.maxLength(300, 'PATH_TOO_LONG'), z.startsWith('/', 'PATH_NOT_ABSOLUTE')),
    z.transform(withoutQuery),
  ),
  referrer: z.pipe(
    z.nullish(z.string({ error: 'REFERRER_NOT_TEXT' }).check(z.maxLength(500, 'REFERRER_TOO_LONG'))),
    z.transform((value) => (value ? withoutQuery(value) || null : null)),
  ),
  language: z.enum(LOCALES, { error: 'LANGUAGE_INVALID' }),
  screen: z.enum(SCREEN_CLASSES, { error: 'SCREEN_INVALID' }),
});
export type PageView = z.input<typeof pageViewSchema>;
export type RecordedPageView = z.output<typeof pageViewSchema>;
