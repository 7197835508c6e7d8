import * as z from 'zod/mini';

import { LOCALES } from '../enums';

/** auth/client/language: the language the member picked in the portal, which their e-mails use. */
export const memberLanguageSchema = z.object({
  language: z.enum(LOCALES, { error: 'LANGUAGE_INVALID' }),
});
export type MemberLanguageValues = z.input<typeof memberLanguageSchema>;
