import * as z from 'zod/mini';

import { ANTI_PHISHING_MAX_LENGTH, ANTI_PHISHING_MIN_LENGTH } from '../anti-phishing';
import { secureConfirmationFields } from './confirmation';
import type { SecureConfirmation } from './confirmation';
import { requiredText } from './fields';

const characters = (value: string) => [...value].length;

/**
 * Trimmed and in NFC (Vietnamese typed either way is one code); letters, marks, digits, punctuation, symbols and the
 * plain space only: no control, format or invisible characters that would make two codes look alike.
 */
export const antiPhishingPhraseSchema = requiredText('ANTI_PHISHING').check(
  z.trim(),
  z.normalize('NFC'),
  z.minLength(1, 'ANTI_PHISHING_REQUIRED'),
  z.refine(
    (value) => characters(value) >= ANTI_PHISHING_MIN_LENGTH && characters(value) <= ANTI_PHISHING_MAX_LENGTH,
    'ANTI_PHISHING_LENGTH',
  ),
  z.regex(/^[\p{L}\p{M}\p{N}\p{P}\p{S} ]*$/u, 'ANTI_PHISHING_CHARACTERS'),
);

/**
 * Set or change the code (`phrase`), or remove it (`phrase: null`), confirmed like a money operation: the secure
 * password, and the authenticator code when 2FA is on.
 */
export const antiPhishingSchema = z.object({
  ...secureConfirmationFields,
  phrase: z.nullable(antiPhishingPhraseSchema),
});
export type AntiPhishingValues = Omit<z.input<typeof antiPhishingSchema>, 'code' | 'passkey'> & SecureConfirmation;
