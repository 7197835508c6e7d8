import { useForm } from 'react-hook-form';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import TextField from '@/components/ui/TextField';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSignIn } from '@/hooks/auth/useSignIn';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useTranslation } from '@/hooks/useTranslation';

const FIELDS = ['recoveryCode'] as const;

/** The second step with one of the member's recovery codes (each works once). */
export default function RecoveryCodeStepForm({ returnUrl }: { returnUrl: string | null }) {
  const { t } = useTranslation();
  const { validateRecoveryCode } = useSignIn();
  const { setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(() => import('@/hooks/forms/codeForms').then((forms) => forms.recoveryCodeFormSchema));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { recoveryCode: '' } });

  const submit = useSubmitOnce(async ({ recoveryCode }: { recoveryCode: string }) => {
    try {
      await validateRecoveryCode(recoveryCode, returnUrl);
    } catch (error) {
      setFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <Form noValidate onSubmit={handleSubmit(submit)}>
      <TextField
        label={t('Recovery code')}
        hint={t('For example ABCD-EFGH-JKLM-NPQR')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        autoFocus
        error={errors.recoveryCode?.message}
        {...register('recoveryCode')}
      />
      <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Verifying…') : t('Verify')}</Button>
    </Form>
  );
}
