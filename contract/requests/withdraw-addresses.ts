import * as z from 'zod/mini';

import { isBscAddress } from '../addresses';
import { linkTokenSchema, requiredText } from './fields';

/** Labels are for the member's eyes: up to 40 characters. */
export const ADDRESS_LABEL_MAX = 40;

/**
 * A new book entry: the address, its label, and the secure password. With 2FA on, a code given here confirms it at
 * once; without one, the e-mailed link does.
 */
export const addWithdrawAddressSchema = z.object({
  address: requiredText('WALLET_ADDRESS').check(z.trim(), z.refine(isBscAddress, 'BSC_ADDRESS_RULE')),
  label: requiredText('ADDRESS_LABEL').check(
    z.trim(),
    z.minLength(1, 'ADDRESS_LABEL_REQUIRED'),
    z.maxLength(ADDRESS_LABEL_MAX, 'ADDRESS_LABEL_TOO_LONG'),
  ),
  securePassword: z
    .string({ error: 'SECURE_PASSWORD_MISSING' })
    .check(z.minLength(1, 'SECURE_PASSWORD_MISSING'), z.maxLength(200, 'TOO_LONG')),
  code: z.nullish(z.string({ error: 'CODE_FORMAT' })),
});
export type AddWithdrawAddressRequest = Omit<z.input<typeof addWithdrawAddressSchema>, 'code'> & { code?: string };

/** The e-mailed confirmation link's token (auth/client/withdraw-addresses/confirm and /by-link). */
export const withdrawAddressLinkSchema = z.object({ token: linkTokenSchema('WITHDRAW_ADDRESS_LINK_INVALID') });
