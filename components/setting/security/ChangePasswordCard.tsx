import { FormProvider, useForm } from 'react-hook-form';
import toast from '@/hooks/ui/toast';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import PasswordField from '@/components/ui/PasswordField';
import SectionCard from '@/components/ui/SectionCard';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { CHANGE_PASSWORD_TEXTS, changePasswordFormSchema } from '@/hooks/forms/securityForms';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useAccountUpdates } from '@/hooks/settings/useAccountUpdates';
import { useTranslation } from '@/hooks/useTranslation';
import NewSecretFields from '@/components/shared/NewSecretFields';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword'] as const;

/** PATCH change-password: the current password and a new one, confirmed. */
export default function ChangePasswordCard() {
  const { t } = useTranslation();
  const { changePassword } = useAccountUpdates();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(changePasswordFormSchema, CHANGE_PASSWORD_TEXTS);
  const form = useForm({ resolver, defaultValues: EMPTY });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const submit = useSubmitOnce(async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    try {
      await changePassword({ currentPassword, newPassword });
    } catch (error) {
      toast.error(errorMessage(error));
      setFieldErrors(error, setError, FIELDS);
      return;
    }
    reset(EMPTY);
    toast.success(t('Password changed'));
  });

  return (
    <SectionCard title={t('Change password')} description={t('The password you sign in with.')}>
      <FormProvider {...form}>
        <Form noValidate onSubmit={handleSubmit(submit)}>
          <PasswordField
            label={t('Current password')}
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <NewSecretFields
            name="newPassword"
            confirmName="confirmPassword"
            label={t('New password')}
            confirmLabel={t('Confirm new password')}
          />
          <Actions>
            <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Saving…') : t('Change password')}</Button>
          </Actions>
        </Form>
      </FormProvider>
    </SectionCard>
  );
}
