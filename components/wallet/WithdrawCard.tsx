import { FormProvider, useForm, useWatch } from 'react-hook-form';
import toast from '@/hooks/ui/toast';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import Note from '@/components/ui/Note';
import Notice from '@/components/ui/Notice';
import SectionCard from '@/components/ui/SectionCard';
import SelectField from '@/components/ui/SelectField';
import TextField from '@/components/ui/TextField';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { shortenAddress } from '@/config/walletAddress';
import type { WithdrawAddress } from '@/contract/withdraw-addresses';
import { useWithdrawAddresses } from '@/hooks/payment/useWithdrawAddressBook';
import { useWithdrawAddressText } from '@/hooks/payment/useWithdrawAddressText';
import { useAuth } from '@/hooks/useAuth';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { amountRuleHint } from '@/hooks/wallet/amountRuleHint';
import { OPERATION_SYMBOLS, sentOf } from '@/contract/money-rules/fees';
import { withdrawFormSchema } from '@/hooks/forms/moneyForms';
import { feeFor, typedAmount } from '@/hooks/wallet/amountRules';
import { useMoneyErrors } from '@/hooks/wallet/useMoneyErrors';
import { useMoneyFormResolver } from '@/hooks/forms/useMoneyFormResolver';
import { useMoneySubmit } from '@/hooks/wallet/useMoneySubmit';
import { useMoneyOutStatus } from '@/hooks/wallet/useWithdrawals';
import { useWalletData } from '@/hooks/wallet/useWalletData';
import AmountSummary from './AmountSummary';
import SecretFields, { EMPTY_SECRETS, secretsOf, type SecretValues } from '@/components/shared/SecretFields';
import SecurePasswordNotice from '@/components/shared/SecurePasswordNotice';

interface WithdrawValues extends SecretValues {
  amount: string;
  addressId: string;
}

const EMPTY: WithdrawValues = { amount: '', addressId: '', ...EMPTY_SECRETS };
const FIELDS = ['addressId', 'amount', 'securePassword', 'code'] as const;
const SYMBOL = OPERATION_SYMBOLS.WITHDRAW;

/**
 * USDT to an address of the member's book (label and shortened address; one still awaiting confirmation or in its delay
 * shows when it opens, and cannot be chosen); fee and minimum from USDT's WITHDRAW settings; the withdrawal waits for
 * approval. Without approved KYC (when required) or without a book address, it says what to do instead.
 */
export default function WithdrawCard() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { user } = useAuth();
  const { prices, balanceOf } = useWalletData();
  const { amountRefusal, moneyFieldError, moneyErrorMessage } = useMoneyErrors();
  const addresses = useWithdrawAddresses();
  const moneyOut = useMoneyOutStatus();
  const { labelOf, statusOf } = useWithdrawAddressText();
  const withCode = Boolean(user?.is2FAEnabled);
  const rule = prices[SYMBOL]?.settings.WITHDRAW;
  const balance = balanceOf(SYMBOL);

  const resolver = useMoneyFormResolver<WithdrawValues>(withdrawFormSchema, withCode, (values) => amountRefusal(values.amount, rule, SYMBOL, balance));
  const form = useForm<WithdrawValues>({ resolver, defaultValues: EMPTY });
  const { register, handleSubmit, setError, reset, control, formState } = form;
  const amount = typedAmount(useWatch({ control, name: 'amount' }));
  const fee = feeFor(amount, rule);

  const submit = useMoneySubmit({
    operation: 'withdraw',
    request: (values: WithdrawValues) => ({ amount: values.amount, addressId: values.addressId, ...secretsOf(values, withCode) }),
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

  const manage = <TextLink href={ROUTES.settingPayment}>{t('Manage your withdrawal addresses')}</TextLink>;
  const entries = addresses.data?.items ?? [];
  const optionOf = (entry: WithdrawAddress) => {
    const name = `${labelOf(entry)} · ${shortenAddress(entry.address)}`;
    return entry.status === 'USABLE'
      ? { value: entry._id, label: name }
      : { value: entry._id, label: `${name} (${statusOf(entry)})`, disabled: true };
  };

  let body;
  if (moneyOut.data?.kycRequired) {
    body = (
      <Notice role="status" $tone="info">
        {t('Withdrawals need approved KYC, so that a payout reaches the person who owns the account.')}{' '}
        <TextLink href={ROUTES.settingKyc}>{t('Send your documents in Setting → KYC')}</TextLink>
      </Notice>
    );
  } else if (addresses.isSuccess && entries.length === 0) {
    body = (
      <Notice role="status" $tone="info">
        {t('Your withdrawal address book is empty: withdrawals go only to addresses you added and confirmed.')}{' '}
        <TextLink href={ROUTES.settingPayment}>{t('Add an address in Setting → Payment')}</TextLink>
      </Notice>
    );
  } else {
    const busy = formState.isSubmitting;
    body = (
      <FormProvider {...form}>
        <Form noValidate aria-label={t('Withdraw')} onSubmit={handleSubmit(submit)}>
          <SelectField
            label={t('To address')}
            required
            error={formState.errors.addressId?.message}
            options={[{ value: '', label: addresses.isPending ? t('Loading…') : t('Choose an address') }, ...entries.map(optionOf)]}
            {...register('addressId')}
          />
          {entries.some((entry) => entry.status !== 'USABLE') && (
            <Note>
              {entries
                .filter((entry) => entry.status !== 'USABLE')
                .map((entry) => `${labelOf(entry)}: ${statusOf(entry)}`)
                .join(' · ')}
            </Note>
          )}
          {manage}
          <TextField
            label={`${t('Amount')} (${SYMBOL})`}
            inputMode="decimal"
            autoComplete="off"
            required
            hint={amountRuleHint(t, format, rule, SYMBOL, balance)}
            error={formState.errors.amount?.message}
            {...register('amount')}
          />
          <AmountSummary amount={amount} fee={fee} feeSymbol={SYMBOL} received={sentOf(amount, fee)} receivedSymbol={SYMBOL} />
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
    );
  }

  return (
    <SectionCard
      title={t('Withdraw')}
      description={t('Withdraw USDT on BNB Smart Chain to an address of your address book. Each withdrawal waits for approval; until then you can cancel it.')}
    >
      {body}
    </SectionCard>
  );
}
