import { useRouter } from 'next/router';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import toast from '@/hooks/ui/toast';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import Notice from '@/components/ui/Notice';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useQueryParam } from '@/hooks/auth/useQueryParam';
import { useGuestAccount } from '@/hooks/auth/useGuestAccount';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { NEW_PASSWORD_TEXTS } from '@/hooks/forms/accountFormTexts';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useTranslation } from '@/hooks/useTranslation';
import AuthCard from '@/components/shared/AuthCard';
import NewPasswordFields, { type NewPasswordValues } from '@/components/shared/NewPasswordFields';

const FIELDS = ['password'] as const;

/** /reset-password?token=: sets a new password with the emailed token, then back to /login. */
export default function ResetPasswordView() {
  const { t } = useTranslation();
  const router = useRouter();
  const token = useQueryParam('token');
  const { resetPassword } = useGuestAccount();
  const { errorMessage, fieldError, setFieldErrors } = useServerErrors();
  const [tokenError, setTokenError] = useState<string | null>(null);
  const resolver = useContractResolver(() => import('@/hooks/forms/accountForms').then((forms) => forms.resetPasswordFormSchema), NEW_PASSWORD_TEXTS);
  const form = useForm({ resolver, defaultValues: { password: '', confirmPassword: '' } });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const submit = useSubmitOnce(async ({ password }: NewPasswordValues) => {
    if (!token) return;
    try {
      await resetPassword({ token, password });
      toast.success(t('Your password has been changed, please sign in'));
      await router.push(ROUTES.login);
    } catch (error) {
      toast.error(errorMessage(error));
      setFieldErrors(error, setError, FIELDS);
      const invalidToken = fieldError(error, 'token');
      if (invalidToken) setTokenError(invalidToken);
    }
  });

  const requestLink = <TextLink href={ROUTES.forgotPassword}>{t('Request a new reset link')}</TextLink>;

  if (router.isReady && !token) {
    return (
      <AuthCard title="Reset password" footer={requestLink}>
        <Notice role="alert">{t('This reset link is incomplete: it has no token.')}</Notice>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset password" footer={<TextLink href={ROUTES.login}>{t('Back to sign in')}</TextLink>}>
      <FormProvider {...form}>
        <Form noValidate onSubmit={handleSubmit(submit)}>
          {tokenError && (
            <Notice role="alert">
              {tokenError} {requestLink}
            </Notice>
          )}
          <NewPasswordFields />
          <Button type="submit" disabled={isSubmitting || !token}>
            {isSubmitting ? t('Saving…') : t('Set new password')}
          </Button>
        </Form>
      </FormProvider>
    </AuthCard>
  );
}
