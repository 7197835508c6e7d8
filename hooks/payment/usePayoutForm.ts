import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { PayoutDetails } from '@/contract/payout';
import type { BankAccountFields } from '@/contract/requests/payout';
import { CONFIRMATION_FIELDS, EMPTY_CONFIRMATION } from '@/hooks/forms/secureConfirmationForm';
import type { SecureConfirmationValues } from '@/hooks/forms/secureConfirmationForm';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useAuth } from '@/hooks/useAuth';
import { BANK_ACCOUNT_TEXTS, bankAccountFormSchema } from './bankAccountForm';

export type BankAccountValues = BankAccountFields & SecureConfirmationValues;
export type BankAccountForm = ReturnType<typeof useBankAccountForm>;

export const BANK_FIELDS = ['bankCode', 'accountNumber', 'accountName'] as const;
/** Every field a payout change's 400 answer may name: the bank fields and the confirmation. */
export const PAYOUT_FIELDS = [...BANK_FIELDS, ...CONFIRMATION_FIELDS] as const;

const EMPTY: BankAccountValues = { bankCode: '', accountNumber: '', accountName: '', ...EMPTY_CONFIRMATION };

export function bankFieldsOf(details: BankAccountFields): BankAccountFields {
  return { bankCode: details.bankCode, accountNumber: details.accountNumber, accountName: details.accountName };
}

/** The form's values after a save: the stored bank fields, the confirmation emptied. */
export const savedValuesOf = (details: BankAccountFields): BankAccountValues => ({ ...bankFieldsOf(details), ...EMPTY_CONFIRMATION });

/** 2FA is on: payout changes ask for the authenticator code too. */
export function usePayoutNeedsCode(): boolean {
  return Boolean(useAuth().user?.is2FAEnabled);
}

/**
 * The bank account form (the contract's rules) with the secure password (and the code with 2FA on) that confirms a
 * payout change, bank or wallet; filled with the stored details once they arrive (fields being edited keep their
 * text).
 */
export function useBankAccountForm(payout: PayoutDetails | null | undefined) {
  const resolver = useContractResolver(bankAccountFormSchema(usePayoutNeedsCode()), BANK_ACCOUNT_TEXTS);
  const form = useForm<BankAccountValues>({ resolver, defaultValues: EMPTY });
  const { reset } = form;
  useEffect(() => {
    if (payout) reset(savedValuesOf(payout), { keepDirtyValues: true });
  }, [payout, reset]);
  return form;
}
