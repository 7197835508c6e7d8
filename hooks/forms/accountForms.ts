import * as z from 'zod/mini';

import { forgotPasswordSchema, resetPasswordSchema, signUpSchema } from '@/contract/requests/auth';
import { confirmPasswordSchema, passwordsMatch } from '@/contract/requests/fields';
import { newDownlineSchema } from '@/contract/requests/network';
import { askedFor } from './askedFor';

const memberFields = {
  username: askedFor(signUpSchema.shape.username, 'USERNAME_REQUIRED'),
  email: askedFor(signUpSchema.shape.email, 'EMAIL_REQUIRED'),
  phone: askedFor(signUpSchema.shape.phone, 'PHONE_REQUIRED'),
  password: askedFor(signUpSchema.shape.password, 'PASSWORD_REQUIRED', false),
};

/** The consent box: unticked is a field error (the request takes only `true`). */
const consentBox = z.pipe(z.boolean({ error: 'TERMS_CONSENT_REQUIRED' }), signUpSchema.shape.acceptTerms);

export const signUpFormSchema = z
  .extend(signUpSchema, { ...memberFields, confirmPassword: confirmPasswordSchema, acceptTerms: consentBox })
  .check(passwordsMatch);
export type SignUpFormValues = z.output<typeof signUpFormSchema>;

/** The new member's form: the request's fields and the password's confirmation (checked here, never sent). */
export const newDownlineFormSchema = z.extend(newDownlineSchema, { ...memberFields, confirmPassword: confirmPasswordSchema }).check(passwordsMatch);
export type NewDownlineFormValues = z.input<typeof newDownlineFormSchema>;

export const resetPasswordFormSchema = z
  .extend(z.omit(resetPasswordSchema, { token: true }), {
    password: memberFields.password,
    confirmPassword: confirmPasswordSchema,
  })
  .check(passwordsMatch);

export const forgotPasswordFormSchema = z.extend(forgotPasswordSchema, { email: memberFields.email });

