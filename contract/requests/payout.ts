import * as z from 'zod/mini';

import { isBscAddress } from '../addresses';
import { secureConfirmationFields } from './confirmation';
import type { SecureConfirmation } from './confirmation';
import { requiredText } from './fields';

const ADDRESS_RULE = 'WALLET_ADDRESS_RULE';

/** Bank account names are written without Vietnamese diacritics, in upper case ("NGUYEN VAN A"). */
export function toBankAccountName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

export const walletAddressSchema = requiredText('WALLET_ADDRESS').check(z.trim(), z.refine(isBscAddress, ADDRESS_RULE));

export const walletMessageQuerySchema = z.object({ address: walletAddressSchema });

export const bankAccountSchema = z.object({
  bankCode: requiredText('BANK').check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, 'BANK_REQUIRED'),
    z.maxLength(32, 'UNKNOWN_BANK'),
  ),
  accountNumber: z.pipe(
    z.pipe(requiredText('ACCOUNT_NUMBER'), z.transform((value) => value.replace(/\s+/g, ''))),
    z.string().check(z.regex(/^\d{6,19}$/, 'ACCOUNT_NUMBER_RULE')),
  ),
  accountName: z.pipe(
    z.pipe(requiredText('ACCOUNT_NAME'), z.transform(toBankAccountName)),
    z.string().check(z.regex(/^[A-Z ]{2,70}$/, 'ACCOUNT_NAME_RULE')),
  ),
});
export type BankAccountFields = z.input<typeof bankAccountSchema>;

/** Absent or null: keep the stored wallet; empty: remove it; an address: link it (needs a signature). */
export const updatePaymentSchema = z.extend(bankAccountSchema, {
  walletAddress: z.nullish(
    z.string({ error: 'WALLET_ADDRESS_NOT_TEXT' }).check(
      z.trim(),
      z.refine((value) => value === '' || isBscAddress(value), ADDRESS_RULE),
    ),
  ),
  signature: z.nullish(
    z.string({ error: 'SIGNATURE_NOT_TEXT' }).check(z.trim(), z.regex(/^(0x[0-9a-fA-F]{2,2048})?$/, 'SIGNATURE_MISMATCH')),
  ),
  ...secureConfirmationFields,
});
/**
 * The update-payment body: without walletAddress the stored wallet stays, '' unlinks it, an
 * address links it and then needs the signature of the wallet message. Every change is confirmed with the secure
 * password (and the authenticator code when 2FA is on): payouts go where these details say.
 */
export type PayoutUpdate = Omit<z.input<typeof updatePaymentSchema>, 'code' | 'passkey'> & SecureConfirmation;
export type UpdatePaymentInput = z.output<typeof updatePaymentSchema>;
