import toast from '@/hooks/ui/toast';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import QueryState from '@/components/ui/QueryState';
import SectionCard from '@/components/ui/SectionCard';
import SelectField from '@/components/ui/SelectField';
import TextField from '@/components/ui/TextField';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { useBanks, useSavePayout } from '@/hooks/payment/usePayout';
import { confirmationOf } from '@/hooks/forms/secureConfirmationForm';
import { PAYOUT_FIELDS, bankFieldsOf, savedValuesOf, usePayoutNeedsCode, type BankAccountForm, type BankAccountValues } from '@/hooks/payment/usePayoutForm';
import { useTranslation } from '@/hooks/useTranslation';
import SecureConfirmationFields from '../shared/SecureConfirmationFields';

const digitsOnly = (value: string) => value.replace(/[\s.-]/g, '');

/**
 * "Bank account": where bank payouts go. Saving asks for the secure password (and the code with 2FA on): with the
 * login password alone a thief could send the payouts elsewhere. Linking or unlinking the wallet reads them here too.
 */
export default function BankAccountSection({ form }: { form: BankAccountForm }) {
  const { t } = useTranslation();
  const withCode = usePayoutNeedsCode();
  const banks = useBanks();
  const save = useSavePayout();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const submit = useSubmitOnce(async (values: BankAccountValues) => {
    try {
      const details = await save({ ...bankFieldsOf(values), ...confirmationOf(values, withCode) });
      reset(savedValuesOf(details));
      toast.success(t('Payout details saved'));
    } catch (error) {
      toast.error(errorMessage(error));
      setFieldErrors(error, setError, PAYOUT_FIELDS);
    }
  });

  return (
    <SectionCard title={t('Bank account')} description={t('Payouts in VND are transferred to this account.')}>
      <QueryState query={banks} errorText="The bank list could not be loaded." loadingText="Loading banks…" keepDataOnError>
        {(bankList) => (
          <Form noValidate onSubmit={handleSubmit(submit)}>
            <SelectField
              label={t('Bank')}
              required
              error={errors.bankCode?.message}
              options={[
                { value: '', label: t('Choose a bank') },
                ...bankList.map((bank) => ({ value: bank.code, label: `${bank.shortName} — ${bank.name}` })),
              ]}
              {...register('bankCode')}
            />
            <TextField
              label={t('Account number')}
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              required
              error={errors.accountNumber?.message}
              {...register('accountNumber', { setValueAs: digitsOnly })}
            />
            <TextField
              label={t('Account holder name')}
              hint={t('As printed by the bank, without diacritics')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              error={errors.accountName?.message}
              {...register('accountName')}
            />
            <SecureConfirmationFields
              withCode={withCode}
              securePassword={register('securePassword')}
              code={register('code')}
              errors={{ securePassword: errors.securePassword?.message, code: errors.code?.message }}
            />
            <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Saving…') : t('Save')}</Button>
          </Form>
        )}
      </QueryState>
    </SectionCard>
  );
}
