import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from '@/hooks/ui/toast';
import type { TokenSymbol } from '@/contract/enums';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import Note from '@/components/ui/Note';
import SectionCard from '@/components/ui/SectionCard';
import SelectField from '@/components/ui/SelectField';
import TextField from '@/components/ui/TextField';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useAuth } from '@/hooks/useAuth';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { swapFormSchema } from '@/hooks/forms/moneyForms';
import { readTypedAmount } from '@/hooks/wallet/amountRules';
import { quoteSwap } from '@/hooks/wallet/swapQuote';
import { useMoneyErrors } from '@/hooks/wallet/useMoneyErrors';
import { useMoneyFormResolver } from '@/hooks/forms/useMoneyFormResolver';
import { useMoneySubmit } from '@/hooks/wallet/useMoneySubmit';
import { useWalletData } from '@/hooks/wallet/useWalletData';
import { useAppDispatch, useAppSelector } from '@/state/hooks';
import { isSwapPair } from '@/contract/money-rules/swap-pairs';
import { SWAP_INPUT_CURRENCIES, SWAP_OUTPUT_CURRENCIES } from '@/state/swap/pairs';
import { selectSwap } from '@/state/swap/selectors';
import { chooseSwapCurrency, switchSwapDirection, typeInput, type SwapField } from '@/state/swap/slice';
import AmountSummary from './AmountSummary';
import SecretFields, { EMPTY_SECRETS, secretsOf, type SecretValues } from '@/components/shared/SecretFields';
import SecurePasswordNotice from '@/components/shared/SecurePasswordNotice';
import { AmountRow, SwitchButton, SwitchRow } from './styles';

const SECRET_FIELDS = ['securePassword', 'code'] as const;
const toOptions = (codes: readonly string[]) => codes.map((code) => ({ value: code, label: code }));
const INPUT_OPTIONS = toOptions(SWAP_INPUT_CURRENCIES);
const OUTPUT_OPTIONS = toOptions(SWAP_OUTPUT_CURRENCIES);

interface SwapValues extends SecretValues {
  /** The amount paid, put in from the swap's state when the form is sent. */
  amount: string;
}

const EMPTY: SwapValues = { ...EMPTY_SECRETS, amount: '' };

/** The server's answer about the amount and the pair. */
interface SideErrors {
  amount?: string;
  toSymbol?: string;
}

/**
 * Swap: the amounts and currencies live in the redux swap slice; the other side is computed from the prices with the
 * server's fee rule; the secure password (and code) in the form, whose resolver also reads the amount paid (its format
 * and limits, the minimum of the FROM token's SWAP settings and the balance) before anything is sent.
 */
export default function SwapCard() {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { user } = useAuth();
  const dispatch = useAppDispatch();
  const { independentField, typedValue, INPUT, OUTPUT } = useAppSelector(selectSwap);
  const { prices, balanceOf } = useWalletData();
  const { setFieldErrors } = useServerErrors();
  const { amountRefusal, moneyFieldError, moneyErrorMessage } = useMoneyErrors();
  const [sideErrors, setSideErrors] = useState<SideErrors>({});
  const inputId = useId();
  const withCode = Boolean(user?.is2FAEnabled);

  const from = INPUT.currencyId ?? '';
  const to = OUTPUT.currencyId ?? '';
  const quote = quoteSwap({ independentField, typedValue, from, to, prices });
  const balance = balanceOf(from);

  const resolver = useMoneyFormResolver<SwapValues>(swapFormSchema, withCode, (values) =>
    amountRefusal(values.amount, prices[from]?.settings.SWAP, from, balance),
  );
  const form = useForm<SwapValues>({ resolver, defaultValues: EMPTY });
  const { handleSubmit, setError, setValue, clearErrors, reset, formState } = form;

  const submit = useMoneySubmit({
    operation: 'swap',
    request: (values: SwapValues) => ({
      fromSymbol: from as TokenSymbol,
      toSymbol: to as TokenSymbol,
      amount: values.amount,
      ...secretsOf(values, withCode),
    }),
    success: 'Swap completed',
    onSuccess: () => {
      dispatch(typeInput({ field: 'INPUT', typedValue: '' }));
      reset(EMPTY);
    },
    onError: (error) => {
      toast.error(moneyErrorMessage(error, from));
      setSideErrors({ amount: moneyFieldError(error, 'amount', from), toSymbol: moneyFieldError(error, 'toSymbol', to) });
      setFieldErrors(error, setError, SECRET_FIELDS);
    },
  });

  const send = (event: FormEvent<HTMLFormElement>) => {
    setValue('amount', quote.inputAmount);
    return handleSubmit(submit, (errors) => {
      if (errors.amount) document.getElementById(inputId)?.focus();
    })(event);
  };

  const onType = (field: SwapField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = readTypedAmount(event.target.value);
    if (value === null) return;
    setSideErrors({});
    clearErrors('amount');
    dispatch(typeInput({ field, typedValue: value }));
  };
  const onChoose = (field: SwapField) => (event: ChangeEvent<HTMLSelectElement>) => {
    setSideErrors({});
    clearErrors('amount');
    dispatch(chooseSwapCurrency({ field, currencyId: event.target.value }));
  };

  const busy = formState.isSubmitting;
  const canSwitch = isSwapPair(to, from);

  return (
    <SectionCard title={t('Swap')} description={t('Swap USDT and EV, or EC to USDT.')}>
      <FormProvider {...form}>
        <Form noValidate aria-label={t('Swap currencies')} onSubmit={(event) => void send(event)}>
          <AmountRow>
            <TextField
              id={inputId}
              name="swapInput"
              label={t('You pay')}
              inputMode="decimal"
              autoComplete="off"
              value={quote.inputAmount}
              onChange={onType('INPUT')}
              hint={balance !== undefined ? t('Balance: %value%', { value: format.amount(balance, from) }) : undefined}
              error={sideErrors.amount ?? formState.errors.amount?.message}
            />
            <SelectField name="fromSymbol" label={t('Currency you pay')} options={INPUT_OPTIONS} value={from} onChange={onChoose('INPUT')} />
          </AmountRow>
          <SwitchRow>
            <SwitchButton aria-label={t('Switch direction')} disabled={!canSwitch} onClick={() => dispatch(switchSwapDirection())}>
              <span aria-hidden="true">⇅</span>
            </SwitchButton>
          </SwitchRow>
          <AmountRow>
            <TextField
              name="swapOutput"
              label={t('You receive')}
              inputMode="decimal"
              autoComplete="off"
              value={quote.outputAmount}
              onChange={onType('OUTPUT')}
            />
            <SelectField
              name="toSymbol"
              label={t('Currency you receive')}
              options={OUTPUT_OPTIONS}
              value={to}
              onChange={onChoose('OUTPUT')}
              error={sideErrors.toSymbol}
            />
          </AmountRow>
          <AmountSummary amount={quote.inputAmount} fee={quote.fee} feeSymbol={from} received={quote.outputAmount || '0'} receivedSymbol={to} />
          {user?.hasSecurePassword ? (
            <>
              <SecretFields withCode={withCode} />
              <Actions>
                <Button type="submit" disabled={busy}>{busy ? t('Please wait…') : t('Swap')}</Button>
              </Actions>
            </>
          ) : (
            <SecurePasswordNotice />
          )}
          {!prices[from] && <Note>{t('Loading…')}</Note>}
        </Form>
      </FormProvider>
    </SectionCard>
  );
}
