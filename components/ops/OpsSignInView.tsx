import { useRouter } from 'next/router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import AuthCard from '@/components/shared/AuthCard';
import Button from '@/components/ui/Button';
import ErrorNote from '@/components/ui/ErrorNote';
import Form from '@/components/ui/Form';
import PasswordField from '@/components/ui/PasswordField';
import TextField from '@/components/ui/TextField';
import { isConsolePath, OPS_PATHS } from '@/config/opsPaths';
import { safeReturnUrl } from '@/config/returnUrl';
import type { OperatorSignInRequest } from '@/contract/requests/operators';
import { useQueryParam } from '@/hooks/auth/useQueryParam';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { CODE_FORM_TEXTS } from '@/hooks/forms/codeFormTexts';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useOperatorSignIn } from '@/hooks/ops/useOperatorSession';
import { useTranslation } from '@/hooks/useTranslation';

const FIELDS = ['username', 'password', 'code'] as const;
const FORM_TEXTS = { ...CODE_FORM_TEXTS, USERNAME_REQUIRED: 'Enter a username' } as const;

/** Where to go after signing in: the console page that asked (normalised, never another site), else the console's home. */
function destinationOf(next: string | null): string {
  return safeReturnUrl(next, window.location.origin, (pathname) => isConsolePath(pathname) && pathname !== OPS_PATHS.login) ?? OPS_PATHS.home;
}

/** /ops/login: the operator's username, password and authenticator code, in one step. */
export default function OpsSignInView() {
  const { t } = useTranslation();
  const router = useRouter();
  const next = useQueryParam('next');
  const signIn = useOperatorSignIn();
  const { errorMessage, setFieldErrors } = useServerErrors();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useContractResolver(() => import('@/contract/requests/operators').then((requests) => requests.operatorSignInSchema), FORM_TEXTS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OperatorSignInRequest>({ resolver });

  const submit = useSubmitOnce(async (values: OperatorSignInRequest) => {
    setFormError(null);
    try {
      await signIn.mutateAsync(values);
      await router.replace(destinationOf(next));
    } catch (error) {
      if (setFieldErrors(error, setError, FIELDS) === 0) setFormError(errorMessage(error));
    }
  });

  return (
    <AuthCard title="Console sign-in" description={t('For the people who run the platform. Members sign in on the portal.')}>
      <Form noValidate onSubmit={handleSubmit(submit)}>
        <TextField
          label={t('Username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.username?.message}
          {...register('username')}
        />
        <PasswordField label={t('Password')} autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
        <TextField
          label={t('Authentication code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          required
          error={errors.code?.message}
          {...register('code')}
        />
        {formError && <ErrorNote role="alert">{formError}</ErrorNote>}
        <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Signing in…') : t('Sign in')}</Button>
      </Form>
    </AuthCard>
  );
}
