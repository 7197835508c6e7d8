import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import PasswordField from '@/components/ui/PasswordField';
import TextField from '@/components/ui/TextField';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useQueryParam } from '@/hooks/auth/useQueryParam';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSignIn } from '@/hooks/auth/useSignIn';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { useTranslation } from '@/hooks/useTranslation';
import type { Credentials } from '@/contract/requests/auth';
import { useContractResolver, type FormTexts } from '@/hooks/forms/useContractResolver';
import { useLazyForm } from '@/hooks/forms/useLazyForm';
import AuthCard from './AuthCard';
import PasskeySignInButton from './PasskeySignInButton';
import { EndRow } from './styles';

const FIELDS = ['username', 'password'] as const;
const FORM_TEXTS: FormTexts = { USERNAME_REQUIRED: 'Enter your username or email', PASSWORD_REQUIRED: 'Enter your password' };

/**
 * /login: username or email and password; follows `returnUrl` after signing in. The form library comes after the
 * first paint (useLazyForm), so the page members land on stays light.
 */
export default function LoginView() {
  const { t } = useTranslation();
  const { login } = useSignIn();
  const { setFieldErrors } = useServerErrors();
  const returnUrl = useQueryParam('returnUrl');
  const resolver = useContractResolver(() => import('@/contract/requests/auth').then((requests) => requests.loginSchema), FORM_TEXTS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useLazyForm<Credentials>({ resolver });

  const submit = useSubmitOnce(async (values: Credentials) => {
    try {
      await login(values, returnUrl);
    } catch (error) {
      setFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <AuthCard
      title="Login"
      footer={
        <>
          {t("Don't have an account?")} <TextLink href={ROUTES.signUp}>{t('Sign up')}</TextLink>
        </>
      }
    >
      <Form noValidate onSubmit={handleSubmit(submit)}>
        <TextField
          label={t('Username or email')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordField
          label={t('Password')}
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <EndRow>
          <TextLink href={ROUTES.forgotPassword}>{t('Forgot password?')}</TextLink>
        </EndRow>
        <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Signing in…') : t('Sign in')}</Button>
      </Form>
      <PasskeySignInButton returnUrl={returnUrl} />
    </AuthCard>
  );
}
