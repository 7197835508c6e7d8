import { useForm } from 'react-hook-form';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import PasswordField from '@/components/ui/PasswordField';
import TextField from '@/components/ui/TextField';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { recoveryCodeDisableFormSchema } from '@/hooks/forms/codeForms';
import { CODE_FORM_TEXTS } from '@/hooks/forms/codeFormTexts';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import type { TwoFactorToggle } from '@/hooks/settings/useTwoFactorToggle';
import { useTranslation } from '@/hooks/useTranslation';

const FIELDS = ['password', 'recoveryCode'] as const;

interface RecoveryCodeValues {
  password: string;
  recoveryCode: string;
}

/** Turning 2FA off without the authenticator: the login password and one of the recovery codes. */
export default function RecoveryCodeDisableForm({ toggle }: { toggle: TwoFactorToggle }) {
  const { t } = useTranslation();
  const { setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(recoveryCodeDisableFormSchema, CODE_FORM_TEXTS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RecoveryCodeValues>({ resolver, defaultValues: { password: '', recoveryCode: '' } });

  const submit = useSubmitOnce(async (values: RecoveryCodeValues) => {
    try {
      await toggle.disable(values);
    } catch (error) {
      setFieldErrors(error, setError, FIELDS);
    }
  });
  const busy = isSubmitting || toggle.isLoading;

  return (
    <Form noValidate onSubmit={handleSubmit(submit)}>
      <PasswordField label={t('Login password')} autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
      <TextField
        label={t('Recovery code')}
        hint={t('For example ABCD-EFGH-JKLM-NPQR')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        error={errors.recoveryCode?.message}
        {...register('recoveryCode')}
      />
      <Actions>
        <Button type="submit" disabled={busy}>{busy ? t('Please wait…') : t('Disable two-factor authentication')}</Button>
      </Actions>
    </Form>
  );
}
