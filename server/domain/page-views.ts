import { z } from 'zod';

import { LOCALES, SCREEN_CLASSES } from '../../contract/enums';

/** Query and fragment may carry personal data or tokens (a reset link): only the path part is kept. */
export function withoutQuery(value: string): string {
  return value.split(/[?#]/, 1)[0];
}

export const pageViewSchema = z.object({
  path: z
    .string({ error: 'Path is required' })
    .max(300, 'Path must be at most 300 characters')
    .startsWith('/', 'Path must start with /')
    .transform(withoutQuery),
  referrer: z
    .string({ error: 'Referrer must be text' })
    .max(500, 'Referrer must be at most 500 characters')
    .nullish()
    .transform((value) => (value ? withoutQuery(value) || null : null)),
  language: z.enum(LOCALES, { error: `Language must be one of ${LOCALES.join(', ')}` }),
  screen: z.enum(SCREEN_CLASSES, { error: `Screen must be one of ${SCREEN_CLASSES.join(', ')}` }),
});

export type PageView = z.output<typeof pageViewSchema>;
