import { useRouter } from 'next/router';
import { useForm } from 'react-hook-form';
import toast from '@/hooks/ui/toast';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import TextField from '@/components/ui/TextField';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useGuestAccount } from '@/hooks/auth/useGuestAccount';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { FORGOT_PASSWORD_TEXTS } from '@/hooks/forms/accountFormTexts';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useTranslation } from '@/hooks/useTranslation';
import AuthCard from '@/components/shared/AuthCard';

const FIELDS = ['email'] as const;

/** /forgot-password: asks for a reset link, then back to /login. */
export default function ForgotPasswordView() {
  const { t } = useTranslation();
  const router = useRouter();
  const { forgotPassword } = useGuestAccount();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(() => import('@/hooks/forms/accountForms').then((forms) => forms.forgotPasswordFormSchema), FORGOT_PASSWORD_TEXTS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { email: '' } });

  const submit = useSubmitOnce(async ({ email }: { email: string }) => {
    try {
      await forgotPassword(email);
      toast.success(t('If the email is registered, a reset link has been sent'));
      await router.push(ROUTES.login);
    } catch (error) {
      toast.error(errorMessage(error));
      setFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <AuthCard
      title="Forgot password"
      description={t('Enter your email and we will send you a link to set a new password')}
      footer={<TextLink href={ROUTES.login}>{t('Back to sign in')}</TextLink>}
    >
      <Form noValidate onSubmit={handleSubmit(submit)}>
        <TextField
          label={t('Email')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Sending…') : t('Send reset link')}</Button>
      </Form>
    </AuthCard>
  );
}
