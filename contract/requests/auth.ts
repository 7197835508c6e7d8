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

/** What the sign-in form's first field takes: a username or an e-mail address, trimmed and lower-cased. */
const signInLoginSchema = requiredText('USERNAME').check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, 'USERNAME_REQUIRED'),
  z.maxLength(254, 'INVALID_CREDENTIALS'),
);

export const loginSchema = z.object({
  username: signInLoginSchema,
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
  /** The member accepts the terms of use, the privacy policy and the risk disclosure (config/legal.ts): only `true` goes. */
  acceptTerms: z.literal(true, { error: 'TERMS_CONSENT_REQUIRED' }),
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

/** "E-mail me an unlock link" after a sign-in refused as SIGN_IN_LOCKED: the username or e-mail typed at sign-in. */
export const unlockLinkRequestSchema = z.object({ username: signInLoginSchema });
export type UnlockLinkRequest = z.input<typeof unlockLinkRequestSchema>;

/** The e-mailed unlock link, opened on the device to unlock: its token. */
export const unlockDeviceSchema = z.object({ token: linkTokenSchema('UNLOCK_LINK_INVALID') });

/** The e-mailed verification link, opened by the signed-in member it was sent to: its token. */
export const verifyEmailSchema = z.object({ token: linkTokenSchema('EMAIL_VERIFY_LINK_INVALID') });
export type VerifyEmailRequest = z.input<typeof verifyEmailSchema>;

/** "Not me" in a security alert: the link's token. */
export const notMeSchema = z.object({ token: linkTokenSchema('NOT_ME_LINK_INVALID') });
