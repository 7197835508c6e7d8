import * as z from 'zod/mini';

import { confirmPasswordSchema, presentedPasswordSchema } from '@/contract/requests/fields';
import { changePasswordSchema, secureResetSchema } from '@/contract/requests/security';
import { askedFor } from './askedFor';
import type { FormTexts } from './useContractResolver';

/** The confirmation field equals the new value (checked while other fields still fail, as the server does). */
function confirms<Name extends string, Confirm extends string>(name: Name, confirmName: Confirm) {
  return z.refine<Record<Name | Confirm, string>>((form) => form[confirmName] === form[name], {
    path: [confirmName],
    message: 'PASSWORDS_DO_NOT_MATCH',
    when: ({ value }) => {
      const form = (value ?? {}) as Record<string, unknown>;
      return typeof form[name] === 'string' && typeof form[confirmName] === 'string' && form[confirmName] !== '';
    },
  });
}

const RULE = 'At least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character';

const newSecurePassword = askedFor(secureResetSchema.shape.newSecurePassword, 'SECURE_PASSWORD_REQUIRED', false);

export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordSchema.shape.currentPassword,
    newPassword: askedFor(changePasswordSchema.shape.newPassword, 'NEW_PASSWORD_REQUIRED', false),
    confirmPassword: confirmPasswordSchema,
  })
  .check(confirms('newPassword', 'confirmPassword'));

export const CHANGE_PASSWORD_TEXTS: FormTexts = {
  CURRENT_PASSWORD_REQUIRED: 'Enter your current password',
  NEW_PASSWORD_REQUIRED: 'Enter a new password',
  NEW_PASSWORD_RULE: RULE,
  CONFIRM_PASSWORD_REQUIRED: 'Confirm your password',
};

export const secureResetFormSchema = z
  .object({ newSecurePassword, confirmSecurePassword: confirmPasswordSchema })
  .check(confirms('newSecurePassword', 'confirmSecurePassword'));

/** The secure-password change: `current` is the request's currentSecurePassword. */
export const changeSecurePasswordFormSchema = z
  .object({
    current: presentedPasswordSchema('CURRENT_SECURE_PASSWORD'),
    newSecurePassword,
    confirmSecurePassword: confirmPasswordSchema,
  })
  .check(confirms('newSecurePassword', 'confirmSecurePassword'));

export const SECURE_PASSWORD_TEXTS: FormTexts = {
  CURRENT_SECURE_PASSWORD_REQUIRED: 'Enter your current secure password',
  SECURE_PASSWORD_REQUIRED: 'Enter a new secure password',
  SECURE_PASSWORD_RULE: RULE,
  CONFIRM_PASSWORD_REQUIRED: 'Confirm your password',
};
