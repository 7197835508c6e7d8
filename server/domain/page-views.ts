import { z } from 'zod';

export const PAGE_VIEW_LANGUAGES = ['vi-VN', 'en-US'] as const;
export const PAGE_VIEW_SCREENS = ['mobile', 'tablet', 'desktop'] as const;

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
  language: z.enum(PAGE_VIEW_LANGUAGES, { error: `Language must be one of ${PAGE_VIEW_LANGUAGES.join(', ')}` }),
  screen: z.enum(PAGE_VIEW_SCREENS, { error: `Screen must be one of ${PAGE_VIEW_SCREENS.join(', ')}` }),
});

export type PageView = z.output<typeof pageViewSchema>;
