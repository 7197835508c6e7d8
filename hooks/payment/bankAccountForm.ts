import * as z from 'zod/mini';

import { bankAccountSchema } from '@/contract/requests/payout';
import { askedFor } from '@/hooks/forms/askedFor';
import type { FormTexts } from '@/hooks/forms/useContractResolver';

/** The contract's bank account fields, an empty one asked for. */
export const bankAccountFormSchema = z.extend(bankAccountSchema, {
  accountNumber: askedFor(bankAccountSchema.shape.accountNumber, 'ACCOUNT_NUMBER_REQUIRED'),
  accountName: askedFor(bankAccountSchema.shape.accountName, 'ACCOUNT_NAME_REQUIRED'),
});

export const BANK_ACCOUNT_TEXTS: FormTexts = {
  BANK_REQUIRED: 'Choose your bank',
  ACCOUNT_NUMBER_REQUIRED: 'Enter your account number',
  ACCOUNT_NAME_REQUIRED: 'Enter the account holder name',
};
