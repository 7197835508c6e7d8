import * as z from 'zod/mini';

import { secureConfirmationFields } from './confirmation';
import { linkTokenSchema, presentedPasswordSchema, strongPasswordSchema, verificationCodeSchema } from './fields';

export const changePasswordSchema = z.object({
  currentPassword: presentedPasswordSchema('CURRENT_PASSWORD'),
  newPassword: strongPasswordSchema('NEW_PASSWORD'),
});
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

/** The current secure password is the step-up (the first one is set through the e-mailed link). */
export const changeSecurePasswordSchema = z.object({
  currentSecurePassword: z.optional(presentedPasswordSchema('CURRENT_SECURE_PASSWORD')),
  newSecurePassword: strongPasswordSchema('SECURE_PASSWORD'),
});
export type ChangeSecurePasswordValues = z.input<typeof changeSecurePasswordSchema>;

export const secureResetSchema = z.object({
  token: linkTokenSchema('SECURE_RESET_LINK_INVALID'),
  newSecurePassword: strongPasswordSchema('SECURE_PASSWORD'),
});
export type SecureResetValues = z.input<typeof secureResetSchema>;

/** New recovery codes (2FA on): the login password and a code from the authenticator. */
export const twoFactorToggleSchema = z.object({
  password: presentedPasswordSchema('PASSWORD'),
  code: verificationCodeSchema,
});
export type TwoFactorToggleValues = z.input<typeof twoFactorToggleSchema>;

/**
 * Turning 2FA on: the secure password (checked like a money operation's; 2FA is off, so no other code) and the first
 * code of the authenticator being enrolled.
 */
export const twoFactorEnableSchema = z.object({
  securePassword: secureConfirmationFields.securePassword,
  code: verificationCodeSchema,
});
export type TwoFactorEnableValues = z.input<typeof twoFactorEnableSchema>;
