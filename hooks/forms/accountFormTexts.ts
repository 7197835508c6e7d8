// The account forms' own wording, apart from their schemas (accountForms.ts) so that a guest page can load
// the schemas, and zod with them, after its first paint.
import type { FormTexts } from './useContractResolver';

/** The wording of the new-password fields (components/auth/NewPasswordFields). */
export const NEW_PASSWORD_TEXTS: FormTexts = {
  PASSWORD_REQUIRED: 'Enter a password',
  PASSWORD_RULE: 'At least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character',
  CONFIRM_PASSWORD_REQUIRED: 'Confirm your password',
};

/** The wording of an email field. */
const EMAIL_TEXTS: FormTexts = { EMAIL_INVALID: 'Enter a valid email address' };

export const SIGN_UP_TEXTS: FormTexts = {
  ...NEW_PASSWORD_TEXTS,
  ...EMAIL_TEXTS,
  USERNAME_REQUIRED: 'Enter a username',
  FULL_NAME_REQUIRED: 'Enter your full name',
  EMAIL_REQUIRED: 'Enter your email',
  PHONE_REQUIRED: 'Enter your phone number',
  REFERRER_CODE_REQUIRED: 'Enter the referrer code',
};

export const NEW_DOWNLINE_TEXTS: FormTexts = {
  ...NEW_PASSWORD_TEXTS,
  ...EMAIL_TEXTS,
  USERNAME_REQUIRED: 'Enter a username',
  FULL_NAME_REQUIRED: 'Enter the full name',
  EMAIL_REQUIRED: 'Enter the email',
  PHONE_REQUIRED: 'Enter the phone number',
};

export const FORGOT_PASSWORD_TEXTS: FormTexts = { ...EMAIL_TEXTS, EMAIL_REQUIRED: 'Enter your email' };
