import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import toast from '@/hooks/ui/toast';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import ErrorNote from '@/components/ui/ErrorNote';
import Form from '@/components/ui/Form';
import SectionCard from '@/components/ui/SectionCard';
import SummaryList from '@/components/ui/SummaryList';
import SecretFields from '@/components/shared/SecretFields';
import SecurePasswordNotice from '@/components/shared/SecurePasswordNotice';
import { BigNumber } from '@/config/bignumber';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { upgradeFormSchema } from '@/hooks/forms/moneyForms';
import { useUpgradeSubmit, type PackageChoice, type UpgradeValues } from '@/hooks/order/useUpgrade';
import { useAuth } from '@/hooks/useAuth';
import { useLocalizedText } from '@/hooks/useProducts';
import { useNumberFormat } from '@/hooks/i18n/useNumberFormat';
import { useTranslation } from '@/hooks/useTranslation';
import { useMoneyFormResolver, type MoneyFormRefusal } from '@/hooks/forms/useMoneyFormResolver';
import { useWalletData } from '@/hooks/wallet/useWalletData';
import UpgradeWalletChoice from './UpgradeWalletChoice';

const EMPTY: UpgradeValues = { symbol: 'USDT', securePassword: '', code: '', passkey: null };
const SECRET_FIELDS = ['securePassword', 'code'] as const;

interface UpgradeFormProps {
  choice: PackageChoice;
  onUpgraded: () => void;
}

/** Pays the upgrade to the chosen package from the USDT or EV wallet, confirmed by the secure password (and code). */
export default function UpgradeForm({ choice, onUpgraded }: UpgradeFormProps) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const localized = useLocalizedText();
  const { user } = useAuth();
  const { balanceOf } = useWalletData();
  const { errorMessage, fieldError, setFieldErrors } = useServerErrors();
  const withCode = Boolean(user?.is2FAEnabled);
  const [packageError, setPackageError] = useState<string | undefined>();
  const heading = useRef<HTMLDivElement>(null);

  // The cost against the chosen wallet's balance (when loaded), as the server checks it.
  const refuseBalance = (values: UpgradeValues): MoneyFormRefusal => {
    const amount = choice.cost?.[values.symbol];
    const held = balanceOf(values.symbol);
    return amount && held !== undefined && new BigNumber(amount).isGreaterThan(held) ? { field: 'symbol', message: t('Insufficient balance') } : undefined;
  };
  const resolver = useMoneyFormResolver<UpgradeValues>(upgradeFormSchema, withCode, refuseBalance);
  const form = useForm<UpgradeValues>({ resolver, defaultValues: EMPTY });
  const { handleSubmit, setError, clearErrors, control, formState } = form;
  const symbol = useWatch({ control, name: 'symbol' });
  const cost = choice.cost?.[symbol];
  const balance = balanceOf(symbol);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => clearErrors('symbol'), [symbol, clearErrors]);

  const submit = useUpgradeSubmit({
    packageId: choice.product._id,
    withCode,
    onSuccess: onUpgraded,
    onError: (error) => {
      toast.error(errorMessage(error));
      setPackageError(fieldError(error, 'packageId'));
      const symbolError = fieldError(error, 'symbol');
      if (symbolError) setError('symbol', { type: 'server', message: symbolError });
      setFieldErrors(error, setError, SECRET_FIELDS);
    },
  });

  const send = (values: UpgradeValues) => {
    setPackageError(undefined);
    return submit(values);
  };

  const name = localized(choice.product.name);
  const busy = formState.isSubmitting;
  return (
    <div ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
      <SectionCard title={t('Upgrade to %name%', { name })}>
        <FormProvider {...form}>
          <Form noValidate aria-label={t('Upgrade to %name%', { name })} onSubmit={handleSubmit(send)}>
            {packageError && <ErrorNote role="alert">{packageError}</ErrorNote>}
            <UpgradeWalletChoice cost={choice.cost} balanceOf={balanceOf} error={formState.errors.symbol?.message} />
            <SummaryList>
              <dt>{t('Upgrade cost')}</dt>
              <dd data-testid="upgrade-cost">{cost ? format.amount(cost, symbol) : '—'}</dd>
              <dt>{t('Balance')}</dt>
              <dd>{balance !== undefined ? format.amount(balance, symbol) : '—'}</dd>
            </SummaryList>
            {user?.hasSecurePassword ? (
              <>
                <SecretFields withCode={withCode} />
                <Actions>
                  <Button type="submit" disabled={busy}>{busy ? t('Please wait…') : t('Pay and upgrade')}</Button>
                </Actions>
              </>
            ) : (
              <SecurePasswordNotice />
            )}
          </Form>
        </FormProvider>
      </SectionCard>
    </div>
  );
}
