import * as z from 'zod/mini';

import { forgotPasswordSchema, resetPasswordSchema, signUpSchema } from '@/contract/requests/auth';
import { confirmPasswordSchema, passwordsMatch } from '@/contract/requests/fields';
import { newDownlineFields } from '@/contract/requests/network';
import { askedFor } from './askedFor';
import type { FormTexts } from './useContractResolver';

const memberFields = {
  username: askedFor(signUpSchema.shape.username, 'USERNAME_REQUIRED'),
  email: askedFor(signUpSchema.shape.email, 'EMAIL_REQUIRED'),
  phone: askedFor(signUpSchema.shape.phone, 'PHONE_REQUIRED'),
  password: askedFor(signUpSchema.shape.password, 'PASSWORD_REQUIRED', false),
};

export const signUpFormSchema = z
  .extend(signUpSchema, { ...memberFields, confirmPassword: confirmPasswordSchema })
  .check(passwordsMatch);
export type SignUpFormValues = z.output<typeof signUpFormSchema>;

export const newDownlineFormSchema = z.extend(newDownlineFields, memberFields).check(passwordsMatch);

export const resetPasswordFormSchema = z
  .extend(z.omit(resetPasswordSchema, { token: true }), {
    password: memberFields.password,
    confirmPassword: confirmPasswordSchema,
  })
  .check(passwordsMatch);

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

export const forgotPasswordFormSchema = z.extend(forgotPasswordSchema, { email: memberFields.email });

export const FORGOT_PASSWORD_TEXTS: FormTexts = { ...EMAIL_TEXTS, EMAIL_REQUIRED: 'Enter your email' };
