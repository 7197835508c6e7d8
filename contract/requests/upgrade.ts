import * as z from 'zod/mini';

import { POINT_PAYMENT_SYMBOLS } from '../enums';
import type { AuthenticationResponseJSON } from '../second-factors';
import { passkeyAssertionSchema } from './second-factors';
import { UUID_PATTERN } from '../ids';

/** Paying the difference to a higher package from the USDT or EV wallet. */
export const upgradeSchema = z.object({
  packageId: z.pipe(
    z.string({ error: 'CHOOSE_PACKAGE' }).check(z.trim(), z.regex(UUID_PATTERN, 'CHOOSE_PACKAGE')),
    z.transform((value) => value.toLowerCase()),
  ),
  symbol: z.enum(POINT_PAYMENT_SYMBOLS, { error: 'PAYMENT_SYMBOL' }),
  securePassword: z
    .string({ error: 'SECURE_PASSWORD_MISSING' })
    .check(z.minLength(1, 'SECURE_PASSWORD_MISSING'), z.maxLength(200, 'TOO_LONG')),
  code: z.nullish(z.string({ error: 'CODE_FORMAT' })),
  /** With 2FA on, a passkey's answer in place of the code. */
  passkey: z.optional(passkeyAssertionSchema),
});
export type UpgradeRequest = Omit<z.input<typeof upgradeSchema>, 'code' | 'passkey'> & { code?: string; passkey?: AuthenticationResponseJSON };
