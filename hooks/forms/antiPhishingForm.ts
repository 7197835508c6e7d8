import * as z from 'zod/mini';

import { antiPhishingPhraseSchema } from '@/contract/requests/anti-phishing';
import { secureConfirmationFormFields } from './secureConfirmationForm';
import type { FormTexts } from './useContractResolver';

/**
 * The code, the secure password and (2FA on) the authenticator code, by the contract's rules (the server checks the
 * same). Removing checks the confirmation only.
 */
export const antiPhishingFormSchema = (withCode: boolean) =>
  z.object({
    phrase: antiPhishingPhraseSchema,
    ...secureConfirmationFormFields(withCode),
  });

export const ANTI_PHISHING_TEXTS: FormTexts = {
  ANTI_PHISHING_REQUIRED: 'Enter a code of 4 to 32 characters',
  CODE_MISSING: 'Enter the 6-digit code',
  CODE_FORMAT: 'The code has 6 digits',
};
