import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from '@/hooks/ui/toast';
import type { PointPaymentSymbol } from '@/contract/enums';
import type { Order } from '@/contract/orders';
import Button from '@/components/ui/Button';
import ErrorNote from '@/components/ui/ErrorNote';
import Form from '@/components/ui/Form';
import SecretFields, { EMPTY_SECRETS, secretsOf, type SecretValues } from '@/components/shared/SecretFields';
import SecurePasswordNotice from '@/components/shared/SecurePasswordNotice';
import { BigNumber } from '@/config/bignumber';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { pointPaymentFormSchema } from '@/hooks/forms/moneyForms';
import type { OrderSecrets } from '@/hooks/order/useCreateOrder';
import { useCart } from '@/hooks/order/useCart';
import { pointAmountOf } from '@/hooks/order/usePointWallet';
import { useAuth } from '@/hooks/useAuth';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { useMoneyFormResolver } from '@/hooks/forms/useMoneyFormResolver';
import { useWalletData } from '@/hooks/wallet/useWalletData';
import { Section, Warning } from './cartStyles';
import PointWalletChoice from './PointWalletChoice';
import { DetailList } from './styles';

const SECRET_FIELDS = ['securePassword', 'code'] as const;

interface PointPaymentFormProps {
  symbol: PointPaymentSymbol;
  onSymbolChange(symbol: PointPaymentSymbol): void;
  placeOrder(secrets?: OrderSecrets): Promise<Order | null>;
  isPending: boolean;
}

/** Pays the cart from the EV or USDT wallet with the secure password (and the code when 2FA is on). */
export default function PointPaymentForm({ symbol, onSymbolChange, placeOrder, isPending }: PointPaymentFormProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { user } = useAuth();
  const { totals } = useCart();
  const { balanceOf } = useWalletData();
  const { errorMessage, fieldError, setFieldErrors } = useServerErrors();
  const [problem, setProblem] = useState<string>();
  const headingId = useId();

  const withCode = Boolean(user?.is2FAEnabled);
  const amount = pointAmountOf(totals, symbol);
  const balance = balanceOf(symbol);
  const tooLow = balance !== undefined && new BigNumber(balance).lt(amount);

  const resolver = useMoneyFormResolver<SecretValues>(pointPaymentFormSchema, withCode);
  const form = useForm<SecretValues>({ resolver, defaultValues: EMPTY_SECRETS });
  const { handleSubmit, setError, formState } = form;

  const chooseWallet = (next: PointPaymentSymbol) => {
    setProblem(undefined);
    onSymbolChange(next);
  };

  const pay = async (secrets: SecretValues) => {
    setProblem(undefined);
    try {
      const order = await placeOrder(secretsOf(secrets, withCode));
      if (order) toast.success(t('Order %code% completed', { code: order.code }));
    } catch (error) {
      toast.error(errorMessage(error));
      if (setFieldErrors(error, setError, SECRET_FIELDS) === 0) setProblem(fieldError(error, 'items') ?? errorMessage(error));
    }
  };

  const busy = isPending || formState.isSubmitting;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('Pay with points')}</h2>
      <FormProvider {...form}>
        <Form noValidate aria-labelledby={headingId} onSubmit={handleSubmit(pay)}>
          <PointWalletChoice value={symbol} onChange={chooseWallet} balanceOf={balanceOf} />
          <DetailList>
            <dt>{t('Amount to pay')}</dt>
            <dd data-testid="amount-to-pay">{format.amount(amount, symbol)}</dd>
          </DetailList>
          {tooLow && (
            <Warning role="alert">
              {t('Your %symbol% balance (%balance%) is too low for this order.', { symbol, balance: format.amount(balance ?? '0', symbol) })}
            </Warning>
          )}
          {problem && <ErrorNote role="alert">{problem}</ErrorNote>}
          {user?.hasSecurePassword ? (
            <>
              <SecretFields withCode={withCode} />
              <Button type="submit" disabled={busy || tooLow}>{busy ? t('Please wait…') : t('Pay %amount%', { amount: format.amount(amount, symbol) })}</Button>
            </>
          ) : (
            <SecurePasswordNotice />
          )}
        </Form>
      </FormProvider>
    </Section>
  );
}
