import * as z from 'zod/mini';

import { emailSchema, fullNameSchema, newPasswordSchema, phoneSchema, requiredText, usernameSchema } from './fields';

/**
 * Sign-up's field rules, plus a confirmation equal to the password. The comparison runs whenever both are text, so
 * a mismatch is reported with the other fields' errors.
 */
export const newDownlineSchema = z
  .object({
    username: usernameSchema,
    fullName: fullNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    password: newPasswordSchema,
    confirmPassword: requiredText('CONFIRM_PASSWORD').check(z.minLength(1, 'CONFIRM_PASSWORD_REQUIRED')),
  })
  .check(
    z.refine((form) => form.confirmPassword === form.password, {
      path: ['confirmPassword'],
      message: 'PASSWORDS_DO_NOT_MATCH',
      when: ({ value }) => {
        const form = (value ?? {}) as { password?: unknown; confirmPassword?: unknown };
        return typeof form.password === 'string' && typeof form.confirmPassword === 'string' && form.confirmPassword !== '';
      },
    }),
  );
export type NewDownline = z.input<typeof newDownlineSchema>;

export const downlineSearchQuery = z.object({
  username: requiredText('USERNAME').check(z.trim(), z.toLowerCase(), z.minLength(1, 'USERNAME_REQUIRED')),
});
