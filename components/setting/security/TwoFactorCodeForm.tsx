import { useForm } from 'react-hook-form';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import PasswordField from '@/components/ui/PasswordField';
import TextField from '@/components/ui/TextField';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { twoFactorToggleFormSchema } from '@/hooks/forms/codeForms';
import { CODE_FORM_TEXTS } from '@/hooks/forms/codeFormTexts';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useTranslation } from '@/hooks/useTranslation';
import type { TwoFactorToggleValues } from '@/contract/requests/security';

const FIELDS = ['password', 'code'] as const;

interface TwoFactorCodeFormProps {
  submitLabel: string;
  /** Rejects with the call's error; its `errors.password` and `errors.code` go under the fields. */
  onSubmit(values: TwoFactorToggleValues): Promise<void>;
  isLoading: boolean;
}

/** The login password, a 6-digit authenticator code and one action (enable or disable). */
export default function TwoFactorCodeForm({ submitLabel, onSubmit, isLoading }: TwoFactorCodeFormProps) {
  const { t } = useTranslation();
  const { setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(twoFactorToggleFormSchema, CODE_FORM_TEXTS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { password: '', code: '' } });

  const submit = useSubmitOnce(async (values: TwoFactorToggleValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      setFieldErrors(error, setError, FIELDS);
    }
  });
  const busy = isSubmitting || isLoading;

  return (
    <Form noValidate onSubmit={handleSubmit(submit)}>
      <PasswordField
        label={t('Login password')}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('Authentication code')}
        hint={t('Enter the 6-digit code from your authenticator app')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="\d{6}"
        maxLength={7}
        required
        error={errors.code?.message}
        {...register('code')}
      />
      <Actions>
        <Button type="submit" disabled={busy}>{busy ? t('Please wait…') : submitLabel}</Button>
      </Actions>
    </Form>
  );
}
