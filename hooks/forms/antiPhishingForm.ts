import * as z from 'zod/mini';

import { antiPhishingPhraseSchema, antiPhishingSchema } from '@/contract/requests/anti-phishing';
import type { FormTexts } from './useContractResolver';

/** The code and the login password, by the contract's rules (the server checks the same). Removing checks the password only. */
export const antiPhishingFormSchema = z.object({
  phrase: antiPhishingPhraseSchema,
  password: antiPhishingSchema.shape.password,
});

export const ANTI_PHISHING_TEXTS: FormTexts = {
  ANTI_PHISHING_REQUIRED: 'Enter a code of 4 to 32 characters',
  PASSWORD_REQUIRED: 'Enter your password',
};
