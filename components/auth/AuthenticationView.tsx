import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import TextField from '@/components/ui/TextField';
import { useQueryParam } from '@/hooks/auth/useQueryParam';
import { useRequirePendingSecondFactor } from '@/hooks/auth/useRequirePendingSecondFactor';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSignIn } from '@/hooks/auth/useSignIn';
import { CODE_FORM_TEXTS } from '@/hooks/forms/codeFormTexts';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { useTranslation } from '@/hooks/useTranslation';
import AuthCard from './AuthCard';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const FIELDS = ['code'] as const;

/** /authentication: the second factor of a sign-in; only reachable with a pending 2FA cookie. */
export default function AuthenticationView() {
  const { t } = useTranslation();
  const { validate2FA, cancel2FA } = useSignIn();
  const { setFieldErrors } = useServerErrors();
  const returnUrl = useQueryParam('returnUrl');
  const resolver = useContractResolver(() => import('@/hooks/forms/codeForms').then((forms) => forms.codeFormSchema), CODE_FORM_TEXTS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { code: '' } });

  useRequirePendingSecondFactor();

  const submit = useSubmitOnce(async ({ code }: { code: string }) => {
    try {
      await validate2FA(code, returnUrl);
    } catch (error) {
      setFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <AuthCard title="Two-factor authentication" description={t('Enter the 6-digit code from your authenticator app')}>
      <Form noValidate onSubmit={handleSubmit(submit)}>
        <TextField
          label={t('Authentication code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          required
          autoFocus
          error={errors.code?.message}
          {...register('code')}
        />
        <Actions>
          <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Verifying…') : t('Verify')}</Button>
          <Button $variant="secondary" onClick={() => void cancel2FA()}>{t('Back to sign in')}</Button>
        </Actions>
      </Form>
    </AuthCard>
  );
}
