import * as z from 'zod/mini';

import { bankAccountSchema } from '@/contract/requests/payout';
import { askedFor } from '@/hooks/forms/askedFor';
import { secureConfirmationFormFields } from '@/hooks/forms/secureConfirmationForm';
import type { FormTexts } from '@/hooks/forms/useContractResolver';

/**
 * The contract's bank account fields, an empty one asked for, and what confirms a payout change: the secure password
 * and, with 2FA on, the authenticator code.
 */
export const bankAccountFormSchema = (withCode: boolean) =>
  z.extend(bankAccountSchema, {
    accountNumber: askedFor(bankAccountSchema.shape.accountNumber, 'ACCOUNT_NUMBER_REQUIRED'),
    accountName: askedFor(bankAccountSchema.shape.accountName, 'ACCOUNT_NAME_REQUIRED'),
    ...secureConfirmationFormFields(withCode),
  });

export const BANK_ACCOUNT_TEXTS: FormTexts = {
  BANK_REQUIRED: 'Choose your bank',
  ACCOUNT_NUMBER_REQUIRED: 'Enter your account number',
  ACCOUNT_NAME_REQUIRED: 'Enter the account holder name',
  CODE_MISSING: 'Enter the 6-digit code',
  CODE_FORMAT: 'The code has 6 digits',
};
