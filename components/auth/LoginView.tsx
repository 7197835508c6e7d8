import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import Notice from '@/components/ui/Notice';
import PasswordField from '@/components/ui/PasswordField';
import TextField from '@/components/ui/TextField';
import TextLink from '@/components/ui/TextLink';
import { ROUTES } from '@/config/routes';
import { useQueryParam } from '@/hooks/auth/useQueryParam';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSignIn } from '@/hooks/auth/useSignIn';
import { useUnlockLinkOffer } from '@/hooks/auth/useSignInUnlock';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { useTranslation } from '@/hooks/useTranslation';
import type { Credentials } from '@/contract/requests/auth';
import { useContractResolver, type FormTexts } from '@/hooks/forms/useContractResolver';
import { useLazyForm } from '@/hooks/forms/useLazyForm';
import AuthCard from '@/components/shared/AuthCard';
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
  const { errorMessage, setFieldErrors } = useServerErrors();
  const unlock = useUnlockLinkOffer();
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
      unlock.noteFailure(error, values.username);
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
        {unlock.offered && (
          <>
            <Notice $tone="info" role="status">
              {unlock.sent
                ? t('If the account exists, its owner has been e-mailed an unlock link. Open it on this device, then sign in again.')
                : t('Sign-in from new devices is paused after too many failed attempts. If this is your account, we can e-mail you a link that unlocks this device.')}
            </Notice>
            {unlock.error !== null && <Notice role="alert">{errorMessage(unlock.error)}</Notice>}
            {!unlock.sent && (
              <Button $variant="secondary" onClick={() => void unlock.send()} disabled={unlock.sending}>
                {unlock.sending ? t('Sending…') : t('E-mail me an unlock link')}
              </Button>
            )}
          </>
        )}
      </Form>
      <PasskeySignInButton returnUrl={returnUrl} />
    </AuthCard>
  );
}
