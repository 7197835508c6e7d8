import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { PayoutDetails } from '@/contract/payout';
import type { BankAccountFields } from '@/contract/requests/payout';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { BANK_ACCOUNT_TEXTS, bankAccountFormSchema } from './bankAccountForm';

export type BankAccountValues = BankAccountFields;
export type BankAccountForm = ReturnType<typeof useBankAccountForm>;

export const BANK_FIELDS = ['bankCode', 'accountNumber', 'accountName'] as const;

const EMPTY: BankAccountValues = { bankCode: '', accountNumber: '', accountName: '' };

export function bankFieldsOf(details: BankAccountFields): BankAccountValues {
  return { bankCode: details.bankCode, accountNumber: details.accountNumber, accountName: details.accountName };
}

/**
 * The bank account form (the contract's rules), filled with the stored details once they arrive (fields being edited
 * keep their text).
 */
export function useBankAccountForm(payout: PayoutDetails | null | undefined) {
  const resolver = useContractResolver(bankAccountFormSchema, BANK_ACCOUNT_TEXTS);
  const form = useForm({ resolver, defaultValues: EMPTY });
  const { reset } = form;
  useEffect(() => {
    if (payout) reset(bankFieldsOf(payout), { keepDirtyValues: true });
  }, [payout, reset]);
  return form;
}
