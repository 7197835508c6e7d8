import * as z from 'zod/mini';

import type { AuthenticationResponseJSON } from '../second-factors';
import { passkeyAssertionSchema } from './second-factors';

/**
 * What a request that moves money or changes a credential carries to confirm it is the member (the login password
 * alone is what a phisher has): the secure password, and when 2FA is on the TOTP code or, in its place, a passkey's
 * signature of a challenge issued for confirmations (auth/client/passkeys/confirmation/options). The server checks it
 * in one place (server/http/money-authorization.ts); its field errors are `securePassword`, `code` and `passkey`.
 */
export const secureConfirmationFields = {
  securePassword: z
    .string({ error: 'SECURE_PASSWORD_MISSING' })
    .check(z.minLength(1, 'SECURE_PASSWORD_MISSING'), z.maxLength(200, 'TOO_LONG')),
  code: z.nullish(z.string({ error: 'CODE_FORMAT' })),
  passkey: z.optional(passkeyAssertionSchema),
};

/** The confirmation as the client sends it. */
export interface SecureConfirmation {
  securePassword: string;
  code?: string;
  passkey?: AuthenticationResponseJSON;
}

/**
 * Adding a passkey (its options, before the device's ceremony): confirmed like a money operation. The challenge is
 * issued only after the check and bound to the member, so the registration that answers it carries that check.
 */
export const passkeyRegistrationOptionsSchema = z.object(secureConfirmationFields);
