import * as z from 'zod/mini';

import {
  confirmPasswordSchema,
  emailSchema,
  fullNameSchema,
  newPasswordSchema,
  passwordsMatch,
  phoneSchema,
  requiredText,
  usernameSchema,
} from './fields';

/** Sign-up's field rules, plus the password's confirmation. */
export const newDownlineFields = z.object({
  username: usernameSchema,
  fullName: fullNameSchema,
  email: emailSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
  confirmPassword: confirmPasswordSchema,
});

/** The confirmation must equal the password. */
export const newDownlineSchema = newDownlineFields.check(passwordsMatch);
export type NewDownline = z.input<typeof newDownlineSchema>;

export const downlineSearchQuery = z.object({
  username: requiredText('USERNAME').check(z.trim(), z.toLowerCase(), z.minLength(1, 'USERNAME_REQUIRED')),
});

/** How a level of the downline is ordered: by joining (oldest first), or by own sales or team volume (highest first). */
export const DOWNLINE_SORTS = ['joined', 'ownVolume', 'teamVolume'] as const;
export type DownlineSort = (typeof DOWNLINE_SORTS)[number];
