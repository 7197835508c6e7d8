import { FormProvider, useForm, useWatch } from 'react-hook-form';
import toast from '@/hooks/ui/toast';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import SectionCard from '@/components/ui/SectionCard';
import TextField from '@/components/ui/TextField';
import { useAuth } from '@/hooks/useAuth';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { amountRuleHint } from '@/hooks/wallet/amountRuleHint';
import { OPERATION_SYMBOLS, sentOf } from '@/contract/money-rules/fees';
import { transferFormSchema } from '@/hooks/forms/moneyForms';
import { feeFor, typedAmount } from '@/hooks/wallet/amountRules';
import { useMoneyErrors } from '@/hooks/wallet/useMoneyErrors';
import { useMoneyFormResolver } from '@/hooks/forms/useMoneyFormResolver';
import { useMoneySubmit } from '@/hooks/wallet/useMoneySubmit';
import { useWalletData } from '@/hooks/wallet/useWalletData';
import AmountSummary from './AmountSummary';
import SecretFields, { EMPTY_SECRETS, secretsOf, type SecretValues } from '@/components/shared/SecretFields';
import SecurePasswordNotice from '@/components/shared/SecurePasswordNotice';

interface TransferValues extends SecretValues {
  amount: string;
  toUsername: string;
}

const EMPTY: TransferValues = { amount: '', toUsername: '', ...EMPTY_SECRETS };
const FIELDS = ['amount', 'toUsername', 'securePassword', 'code'] as const;
const SYMBOL = OPERATION_SYMBOLS.TRANSFER;

/**
 * EV to another member by username; the contract's rules of each field (the amount's format and limits), then the
 * minimum and fee of EV's TRANSFER settings and the balance, before anything is sent.
 */
export default function TransferCard() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { user } = useAuth();
  const { prices, balanceOf } = useWalletData();
  const { amountRefusal, moneyFieldError, moneyErrorMessage } = useMoneyErrors();
  const withCode = Boolean(user?.is2FAEnabled);
  const rule = prices[SYMBOL]?.settings.TRANSFER;
  const balance = balanceOf(SYMBOL);

  const resolver = useMoneyFormResolver<TransferValues>(transferFormSchema, withCode, (values) => amountRefusal(values.amount, rule, SYMBOL, balance));
  const form = useForm<TransferValues>({ resolver, defaultValues: EMPTY });
  const { register, handleSubmit, setError, reset, control, formState } = form;
  const amount = typedAmount(useWatch({ control, name: 'amount' }));
  const fee = feeFor(amount, rule);

  const submit = useMoneySubmit({
    operation: 'transfer',
    request: (values: TransferValues) => ({ amount: values.amount, toUsername: values.toUsername, ...secretsOf(values, withCode) }),
    success: 'Transfer sent',
    onSuccess: () => reset(EMPTY),
    onError: (error) => {
      toast.error(moneyErrorMessage(error, SYMBOL));
      FIELDS.forEach((field, index) => {
        const message = moneyFieldError(error, field, SYMBOL);
        if (message) setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
      });
    },
  });

  const busy = formState.isSubmitting;
  return (
    <SectionCard title={t('Transfer')} description={t('Send EV to another member by username.')}>
      <FormProvider {...form}>
        <Form noValidate aria-label={t('Transfer')} onSubmit={handleSubmit(submit)}>
          <TextField
            label={t('Recipient username')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={formState.errors.toUsername?.message}
            {...register('toUsername')}
          />
          <TextField
            label={`${t('Amount')} (${SYMBOL})`}
            inputMode="decimal"
            autoComplete="off"
            required
            hint={amountRuleHint(t, format, rule, SYMBOL, balance)}
            error={formState.errors.amount?.message}
            {...register('amount')}
          />
          <AmountSummary amount={amount} fee={fee} feeSymbol={SYMBOL} received={sentOf(amount, fee)} receivedSymbol={SYMBOL} receivedLabel="Recipient receives" />
          {user?.hasSecurePassword ? (
            <>
              <SecretFields withCode={withCode} />
              <Actions>
                <Button type="submit" disabled={busy}>{busy ? t('Please wait…') : t('Send')}</Button>
              </Actions>
            </>
          ) : (
            <SecurePasswordNotice />
          )}
        </Form>
      </FormProvider>
    </SectionCard>
  );
}
