import { FormProvider, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import PasswordField from '@/components/auth/PasswordField';
import { Form, SubmitButton } from '@/components/auth/styles';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';
import { changeSecurePassword } from '@/services/security';
import SettingsCard from '../shared/SettingsCard';
import { Actions } from '../shared/styles';
import NewSecretFields from './NewSecretFields';

interface SecurePasswordValues {
  password: string;
  newSecurePassword: string;
  confirmSecurePassword: string;
}

const EMPTY: SecurePasswordValues = { password: '', newSecurePassword: '', confirmSecurePassword: '' };
const FIELDS = ['password', 'newSecurePassword'] as const;

/** PATCH change-secure-password: the login password proves it is the member; says whether one is set. */
export default function SecurePasswordCard({ hasSecurePassword }: { hasSecurePassword: boolean }) {
  const { t } = useTranslation();
  const { reloadUser } = useAuth();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const form = useForm<SecurePasswordValues>({ defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const submit = useSubmitOnce(async ({ password, newSecurePassword }: SecurePasswordValues) => {
    try {
      await changeSecurePassword({ password, newSecurePassword });
    } catch (error) {
      toast.error(errorMessage(error));
      setFieldErrors(error, setError, FIELDS);
      return;
    }
    reset(EMPTY);
    toast.success(t('Secure password changed'));
    await reloadUser().catch(() => undefined);
  });

  const status = hasSecurePassword
    ? t('A secure password is set. It confirms payments, transfers and withdrawals.')
    : t('No secure password is set yet. Set one to confirm payments, transfers and withdrawals.');
  const action = hasSecurePassword ? t('Change secure password') : t('Set secure password');

  return (
    <SettingsCard title={t('Secure password')} description={status}>
      <FormProvider {...form}>
        <Form noValidate onSubmit={handleSubmit(submit)}>
          <PasswordField
            label={t('Login password')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password', { required: t('Enter your password') })}
          />
          <NewSecretFields
            name="newSecurePassword"
            confirmName="confirmSecurePassword"
            label={t('New secure password')}
            confirmLabel={t('Confirm secure password')}
            requiredText={t('Enter a new secure password')}
          />
          <Actions>
            <SubmitButton disabled={isSubmitting}>{isSubmitting ? t('Saving…') : action}</SubmitButton>
          </Actions>
        </Form>
      </FormProvider>
    </SettingsCard>
  );
}
