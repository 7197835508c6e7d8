import { useForm } from 'react-hook-form';
import toast from '@/hooks/ui/toast';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import PasswordField from '@/components/ui/PasswordField';
import TextField from '@/components/ui/TextField';
import SecurePasswordNotice from '@/components/shared/SecurePasswordNotice';
import { ADDRESS_LABEL_MAX } from '@/contract/requests/withdraw-addresses';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useAddWithdrawAddress } from '@/hooks/payment/useWithdrawAddressBook';
import { WITHDRAW_ADDRESS_TEXTS, withdrawAddressFormSchema } from '@/hooks/payment/withdrawAddressForm';
import type { WithdrawAddressFormValues } from '@/hooks/payment/withdrawAddressForm';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';

const EMPTY: WithdrawAddressFormValues = { address: '', label: '', securePassword: '', code: '' };
const FIELDS = ['address', 'label', 'securePassword', 'code'] as const;

/**
 * A new book entry: address, label and the secure password. With 2FA on, an authenticator code given here confirms it at
 * once; without one the server e-mails a confirmation link.
 */
export default function AddWithdrawAddressForm() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const withCode = Boolean(user?.is2FAEnabled);
  const add = useAddWithdrawAddress();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(withdrawAddressFormSchema, WITHDRAW_ADDRESS_TEXTS);
  const { register, handleSubmit, setError, reset, formState } = useForm({ resolver, defaultValues: EMPTY });

  const submit = useSubmitOnce(async (values: { address: string; label: string; securePassword: string; code: string }) => {
    try {
      const entry = await add.mutateAsync({ ...values, code: withCode ? values.code : undefined });
      toast.success(entry.status === 'AWAITING_CONFIRMATION' ? t('Address added: confirm it with the link we e-mailed you') : t('Address added and confirmed'));
      reset(EMPTY);
    } catch (error) {
      toast.error(errorMessage(error));
      setFieldErrors(error, setError, FIELDS);
    }
  });

  if (!user?.hasSecurePassword) return <SecurePasswordNotice />;
  const busy = formState.isSubmitting;
  return (
    <Form noValidate aria-label={t('Add a withdrawal address')} onSubmit={handleSubmit(submit)}>
      <TextField
        label={t('BSC address')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="0x…"
        required
        error={formState.errors.address?.message}
        {...register('address')}
      />
      <TextField
        label={t('Label')}
        hint={t('A name you recognise, e.g. the exchange or wallet it belongs to')}
        autoComplete="off"
        maxLength={ADDRESS_LABEL_MAX}
        required
        error={formState.errors.label?.message}
        {...register('label')}
      />
      <PasswordField label={t('Secure password')} autoComplete="off" required error={formState.errors.securePassword?.message} {...register('securePassword')} />
      {withCode && (
        <TextField
          label={t('Authentication code (optional)')}
          hint={t('With a code from your authenticator app the address is confirmed at once; without one we e-mail you a link.')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          error={formState.errors.code?.message}
          {...register('code')}
        />
      )}
      <Actions>
        <Button type="submit" disabled={busy}>{busy ? t('Please wait…') : t('Add address')}</Button>
      </Actions>
    </Form>
  );
}
