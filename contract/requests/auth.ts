import * as z from 'zod/mini';

import {
  emailSchema,
  fullNameSchema,
  linkTokenSchema,
  newPasswordSchema,
  phoneSchema,
  referralCodeSchema,
  requiredText,
  usernameSchema,
  verificationCodeSchema,
} from './fields';

export const loginSchema = z.object({
  username: requiredText('USERNAME').check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, 'USERNAME_REQUIRED'),
    z.maxLength(254, 'INVALID_CREDENTIALS'),
  ),
  password: requiredText('PASSWORD').check(z.minLength(1, 'PASSWORD_REQUIRED'), z.maxLength(1024, 'INVALID_CREDENTIALS')),
});
export type Credentials = z.input<typeof loginSchema>;

export const verificationCodeRequestSchema = z.object({ code: verificationCodeSchema });
export type VerificationCodeRequest = z.input<typeof verificationCodeRequestSchema>;

export const signUpSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  fullName: fullNameSchema,
  phone: phoneSchema,
  password: newPasswordSchema,
  referrerCode: referralCodeSchema,
});
export type SignUpValues = z.input<typeof signUpSchema>;
export type SignUpInput = z.output<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: linkTokenSchema('RESET_LINK_INVALID'),
  password: newPasswordSchema,
});
export type ResetPasswordValues = z.input<typeof resetPasswordSchema>;

/** "Not me" in a security alert: the link's token. */
export const notMeSchema = z.object({ token: linkTokenSchema('NOT_ME_LINK_INVALID') });
