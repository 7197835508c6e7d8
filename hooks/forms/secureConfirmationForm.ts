import * as z from 'zod/mini';

import { secureConfirmationFields } from '@/contract/requests/confirmation';
import type { SecureConfirmation } from '@/contract/requests/confirmation';
import { askedFor } from './askedFor';
import { typedCodeSchema } from './codeForms';

/**
 * The confirmation of a credential change in settings (a passkey, payout details, the anti-phishing code), as the
 * money forms ask for it: the secure password, and with 2FA on the 6-digit authenticator code.
 */
export interface SecureConfirmationValues {
  securePassword: string;
  code: string;
}

export const EMPTY_CONFIRMATION: SecureConfirmationValues = { securePassword: '', code: '' };

/** The fields the server's `errors` may name for the confirmation. */
export const CONFIRMATION_FIELDS = ['securePassword', 'code'] as const;

/** The form's rules for them: an empty secure password asked for (taken as typed); the code only with 2FA on. */
export const secureConfirmationFormFields = (withCode: boolean) => ({
  securePassword: askedFor(secureConfirmationFields.securePassword, 'SECURE_PASSWORD_MISSING', false),
  code: withCode ? typedCodeSchema : z.string(),
});

/** What the request carries: the code only with 2FA on. */
export function confirmationOf({ securePassword, code }: SecureConfirmationValues, withCode: boolean): SecureConfirmation {
  return withCode ? { securePassword, code } : { securePassword };
}
