import * as z from 'zod/mini';

import { emailSchema, fullNameSchema, newPasswordSchema, phoneSchema, requiredText, usernameSchema } from './fields';

/**
 * POST auth/client/create-downline: the contract's fields (username, full name, e-mail, phone, password) with sign-up's rules. The password's
 * confirmation is the form's concern (hooks/forms/accountForms.ts), not the API's.
 */
export const newDownlineSchema = z.object({
  username: usernameSchema,
  fullName: fullNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
});
export type NewDownline = z.input<typeof newDownlineSchema>;

export const downlineSearchQuery = z.object({
  username: requiredText('USERNAME').check(z.trim(), z.toLowerCase(), z.minLength(1, 'USERNAME_REQUIRED')),
});

/** Team search (auth/client/downline/matches?q=): the start of a username, a full name or a given name. */
export const TEAM_SEARCH_MAX_LENGTH = 50;
export const downlineMatchQuery = z.object({
  q: z
    .string({ error: 'TEAM_SEARCH_REQUIRED' })
    .check(z.trim(), z.minLength(1, 'TEAM_SEARCH_REQUIRED'), z.maxLength(TEAM_SEARCH_MAX_LENGTH, 'TEAM_SEARCH_TOO_LONG')),
});

/** How a level of the downline is ordered: by joining (oldest first), or by own sales or team volume (highest first). */
export const DOWNLINE_SORTS = ['joined', 'ownVolume', 'teamVolume'] as const;
export type DownlineSort = (typeof DOWNLINE_SORTS)[number];
