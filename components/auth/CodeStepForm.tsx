import { useForm } from 'react-hook-form';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import TextField from '@/components/ui/TextField';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSignIn } from '@/hooks/auth/useSignIn';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { CODE_FORM_TEXTS } from '@/hooks/forms/codeFormTexts';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useTranslation } from '@/hooks/useTranslation';

const FIELDS = ['code'] as const;

/** The second step with the authenticator's 6-digit code. */
export default function CodeStepForm({ returnUrl }: { returnUrl: string | null }) {
  const { t } = useTranslation();
  const { validate2FA } = useSignIn();
  const { setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(() => import('@/hooks/forms/codeForms').then((forms) => forms.codeFormSchema), CODE_FORM_TEXTS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { code: '' } });

  const submit = useSubmitOnce(async ({ code }: { code: string }) => {
    try {
      await validate2FA(code, returnUrl);
    } catch (error) {
      setFieldErrors(error, setError, FIELDS);
    }
  });

  return (
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
      <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Verifying…') : t('Verify')}</Button>
    </Form>
  );
}
