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
import ForgotSecurePasswordButton from './ForgotSecurePasswordButton';
import NewSecretFields from './NewSecretFields';

interface SecurePasswordValues {
  /** The current secure password, or the login password when none is set yet. */
  current: string;
  newSecurePassword: string;
  confirmSecurePassword: string;
}

const EMPTY: SecurePasswordValues = { current: '', newSecurePassword: '', confirmSecurePassword: '' };

/**
 * PATCH change-secure-password: the current secure password proves it is the member (a forgotten one is reset by an
 * e-mailed link); a member who has none sets the first with the login password.
 */
export default function SecurePasswordCard({ hasSecurePassword }: { hasSecurePassword: boolean }) {
  const { t } = useTranslation();
  const { reloadUser } = useAuth();
  const { errorMessage, fieldError } = useServerErrors();
  const form = useForm<SecurePasswordValues>({ defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const currentField = hasSecurePassword ? 'currentSecurePassword' : 'password';

  const submit = useSubmitOnce(async ({ current, newSecurePassword }: SecurePasswordValues) => {
    try {
      await changeSecurePassword(
        hasSecurePassword ? { currentSecurePassword: current, newSecurePassword } : { password: current, newSecurePassword },
      );
    } catch (error) {
      toast.error(errorMessage(error));
      const onCurrent = fieldError(error, currentField);
      const onNew = fieldError(error, 'newSecurePassword');
      if (onNew) setError('newSecurePassword', { type: 'server', message: onNew }, { shouldFocus: !onCurrent });
      if (onCurrent) setError('current', { type: 'server', message: onCurrent }, { shouldFocus: true });
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
            label={hasSecurePassword ? t('Current secure password') : t('Login password')}
            autoComplete="current-password"
            required
            error={errors.current?.message}
            {...register('current', {
              required: hasSecurePassword ? t('Enter your current secure password') : t('Enter your password'),
            })}
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
            {hasSecurePassword && <ForgotSecurePasswordButton />}
          </Actions>
        </Form>
      </FormProvider>
    </SettingsCard>
  );
}
