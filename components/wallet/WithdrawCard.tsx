import { FormProvider, useForm, useWatch } from 'react-hook-form';
import toast from '@/hooks/ui/toast';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import SectionCard from '@/components/ui/SectionCard';
import TextField from '@/components/ui/TextField';
import { formatAmount } from '@/config/format';
import { BSC_ADDRESS_PATTERN } from '@/contract/addresses';
import { CURRENCY_SYMBOL } from '@/config/tokens';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';
import { checkAmount, feeFor, netOf } from '@/hooks/wallet/amountRules';
import { useMoneyErrors } from '@/hooks/wallet/useMoneyErrors';
import { useMoneySubmit } from '@/hooks/wallet/useMoneySubmit';
import { useWalletData } from '@/hooks/wallet/useWalletData';
import AmountSummary from './AmountSummary';
import SecretFields, { EMPTY_SECRETS, secretsOf, type SecretValues } from './SecretFields';
import SecurePasswordNotice from './SecurePasswordNotice';

interface WithdrawValues extends SecretValues {
  amount: string;
  address: string;
}

const EMPTY: WithdrawValues = { amount: '', address: '', ...EMPTY_SECRETS };
const FIELDS = ['amount', 'address', 'securePassword', 'code'] as const;
const SYMBOL = CURRENCY_SYMBOL;

/** USDT to a BSC (0x) address; fee and minimum from USDT's WITHDRAW settings; the entry waits for approval. */
export default function WithdrawCard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { prices, balanceOf } = useWalletData();
  const { amountProblemText, moneyFieldError, moneyErrorMessage } = useMoneyErrors();
  const withCode = Boolean(user?.is2FAEnabled);
  const rule = prices[SYMBOL]?.settings.WITHDRAW;
  const balance = balanceOf(SYMBOL);

  const form = useForm<WithdrawValues>({ defaultValues: EMPTY });
  const { register, handleSubmit, setError, reset, control, formState } = form;
  const amount = useWatch({ control, name: 'amount' });
  const fee = feeFor(amount, rule);

  const submit = useMoneySubmit({
    operation: 'withdraw',
    request: (values: WithdrawValues) => ({ amount: values.amount, address: values.address, ...secretsOf(values, withCode) }),
    success: 'Withdrawal requested: waiting for approval',
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
    <SectionCard
      title={t('Withdraw')}
      description={t('Withdraw USDT to a BNB Smart Chain address. Each withdrawal waits for approval.')}
    >
      <FormProvider {...form}>
        <Form noValidate aria-label={t('Withdraw')} onSubmit={handleSubmit(submit)}>
          <TextField
            label={t('BSC address')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="0x…"
            required
            error={formState.errors.address?.message}
            {...register('address', {
              setValueAs: (value: string) => value.trim(),
              required: t('Enter a BSC address'),
              pattern: { value: BSC_ADDRESS_PATTERN, message: t('The address is 0x followed by 40 hex digits') },
            })}
          />
          <TextField
            label={`${t('Amount')} (${SYMBOL})`}
            inputMode="decimal"
            autoComplete="off"
            required
            hint={balance !== undefined ? t('Balance: %value%', { value: formatAmount(balance, SYMBOL) }) : undefined}
            error={formState.errors.amount?.message}
            {...register('amount', {
              setValueAs: (value: string) => value.trim().replace(',', '.'),
              validate: (value) => {
                const problem = checkAmount(value, rule, SYMBOL, balance);
                return problem ? amountProblemText(problem) : true;
              },
            })}
          />
          <AmountSummary amount={amount.replace(',', '.')} fee={fee} feeSymbol={SYMBOL} received={netOf(amount.replace(',', '.'), fee)} receivedSymbol={SYMBOL} />
          {user?.hasSecurePassword ? (
            <>
              <SecretFields withCode={withCode} />
              <Actions>
                <Button type="submit" disabled={busy}>{busy ? t('Please wait…') : t('Withdraw')}</Button>
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
