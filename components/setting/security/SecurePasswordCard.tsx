import { FormProvider, useForm } from 'react-hook-form';
import toast from '@/hooks/ui/toast';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import PasswordField from '@/components/ui/PasswordField';
import SectionCard from '@/components/ui/SectionCard';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { SECURE_PASSWORD_TEXTS, changeSecurePasswordFormSchema } from '@/hooks/forms/securityForms';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useAccountUpdates } from '@/hooks/settings/useAccountUpdates';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';
import ForgotSecurePasswordButton from './ForgotSecurePasswordButton';
import NewSecretFields from '@/components/shared/NewSecretFields';

interface SecurePasswordValues {
  current: string;
  newSecurePassword: string;
  confirmSecurePassword: string;
}

const EMPTY: SecurePasswordValues = { current: '', newSecurePassword: '', confirmSecurePassword: '' };

/**
 * PATCH change-secure-password: the current secure password proves it is the member. The first one, like a forgotten
 * one, is set through an e-mailed link: the login password alone (what a phisher has) never sets it.
 */
export default function SecurePasswordCard({ hasSecurePassword }: { hasSecurePassword: boolean }) {
  const { t } = useTranslation();
  if (!hasSecurePassword) {
    return (
      <SectionCard
        title={t('Secure password')}
        description={t('No secure password is set yet. It confirms payments, transfers and withdrawals: we e-mail you a link to set it.')}
      >
        <Actions>
          <ForgotSecurePasswordButton first />
        </Actions>
      </SectionCard>
    );
  }
  return <ChangeSecurePasswordForm />;
}

function ChangeSecurePasswordForm() {
  const { t } = useTranslation();
  const { reloadUser } = useAuth();
  const { changeSecurePassword } = useAccountUpdates();
  const { errorMessage, fieldError } = useServerErrors();
  const resolver = useContractResolver(changeSecurePasswordFormSchema, SECURE_PASSWORD_TEXTS);
  const form = useForm({ resolver, defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const submit = useSubmitOnce(async ({ current, newSecurePassword }: SecurePasswordValues) => {
    try {
      await changeSecurePassword({ currentSecurePassword: current, newSecurePassword });
    } catch (error) {
      toast.error(errorMessage(error));
      const onCurrent = fieldError(error, 'currentSecurePassword');
      const onNew = fieldError(error, 'newSecurePassword');
      if (onNew) setError('newSecurePassword', { type: 'server', message: onNew }, { shouldFocus: !onCurrent });
      if (onCurrent) setError('current', { type: 'server', message: onCurrent }, { shouldFocus: true });
      return;
    }
    reset(EMPTY);
    toast.success(t('Secure password changed'));
    await reloadUser().catch(() => undefined);
  });

  return (
    <SectionCard title={t('Secure password')} description={t('A secure password is set. It confirms payments, transfers and withdrawals.')}>
      <FormProvider {...form}>
        <Form noValidate onSubmit={handleSubmit(submit)}>
          <PasswordField
            label={t('Current secure password')}
            autoComplete="current-password"
            required
            error={errors.current?.message}
            {...register('current')}
          />
          <NewSecretFields
            name="newSecurePassword"
            confirmName="confirmSecurePassword"
            label={t('New secure password')}
            confirmLabel={t('Confirm secure password')}
          />
          <Actions>
            <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Saving…') : t('Change secure password')}</Button>
            <ForgotSecurePasswordButton />
          </Actions>
        </Form>
      </FormProvider>
    </SectionCard>
  );
}
