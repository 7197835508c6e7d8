import { z } from 'zod';

import { LOCALES, SCREEN_CLASSES } from '../../contract/enums';

/** Query and fragment may carry personal data or tokens (a reset link): only the path part is kept. */
export function withoutQuery(value: string): string {
  return value.split(/[?#]/, 1)[0];
}

export const pageViewSchema = z.object({
  path: z
    .string({ error: 'PATH_REQUIRED' })
    .max(300, 'PATH_TOO_LONG')
    .startsWith('/', 'PATH_NOT_ABSOLUTE')
    .transform(withoutQuery),
  referrer: z
    .string({ error: 'REFERRER_NOT_TEXT' })
    .max(500, 'REFERRER_TOO_LONG')
    .nullish()
    .transform((value) => (value ? withoutQuery(value) || null : null)),
  language: z.enum(LOCALES, { error: 'LANGUAGE_INVALID' }),
  screen: z.enum(SCREEN_CLASSES, { error: 'SCREEN_INVALID' }),
});

export type PageView = z.output<typeof pageViewSchema>;
