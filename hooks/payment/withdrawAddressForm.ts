import * as z from 'zod/mini';

import { addWithdrawAddressSchema } from '@/contract/requests/withdraw-addresses';
import { askedFor } from '@/hooks/forms/askedFor';
import type { FormTexts } from '@/hooks/forms/useContractResolver';

/** The contract's new book entry, empty fields asked for; the optional 2FA code is empty or 6 digits. */
export const withdrawAddressFormSchema = z.object({
  address: askedFor(addWithdrawAddressSchema.shape.address, 'WALLET_ADDRESS_REQUIRED'),
  label: askedFor(addWithdrawAddressSchema.shape.label, 'ADDRESS_LABEL_REQUIRED'),
  securePassword: askedFor(addWithdrawAddressSchema.shape.securePassword, 'SECURE_PASSWORD_MISSING', false),
  code: z.pipe(
    z.string(),
    z.transform((value) => value.replace(/\s+/g, '')),
  ).check(z.refine((value) => value === '' || /^\d{6}$/.test(value), 'CODE_FORMAT')),
});

export type WithdrawAddressFormValues = z.input<typeof withdrawAddressFormSchema>;

export const WITHDRAW_ADDRESS_TEXTS: FormTexts = {
  WALLET_ADDRESS_REQUIRED: 'Enter the address',
};
