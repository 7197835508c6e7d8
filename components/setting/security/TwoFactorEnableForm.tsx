import { useForm } from 'react-hook-form';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import SecureConfirmationFields from '../shared/SecureConfirmationFields';
import type { TwoFactorEnableValues } from '@/contract/requests/security';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { twoFactorEnableFormSchema } from '@/hooks/forms/codeForms';
import { CODE_FORM_TEXTS } from '@/hooks/forms/codeFormTexts';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { useTranslation } from '@/hooks/useTranslation';

const FIELDS = ['securePassword', 'code'] as const;

interface TwoFactorEnableFormProps {
  /** Rejects with the call's error; its `errors.securePassword` and `errors.code` go under the fields. */
  onSubmit(values: TwoFactorEnableValues): Promise<void>;
  isLoading: boolean;
}

/**
 * Turning 2FA on: the secure password (the login password alone must not enrol an authenticator and lock the member
 * out) and the first 6-digit code of the authenticator being added.
 */
export default function TwoFactorEnableForm({ onSubmit, isLoading }: TwoFactorEnableFormProps) {
  const { t } = useTranslation();
  const { setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(twoFactorEnableFormSchema, CODE_FORM_TEXTS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: { securePassword: '', code: '' } });

  const submit = useSubmitOnce(async (values: TwoFactorEnableValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      setFieldErrors(error, setError, FIELDS);
    }
  });
  const busy = isSubmitting || isLoading;

  return (
    <Form noValidate onSubmit={handleSubmit(submit)}>
      <SecureConfirmationFields
        withCode
        securePassword={register('securePassword')}
        code={register('code')}
        errors={{ securePassword: errors.securePassword?.message, code: errors.code?.message }}
      />
      <Actions>
        <Button type="submit" disabled={busy}>{busy ? t('Please wait…') : t('Enable two-factor authentication')}</Button>
      </Actions>
    </Form>
  );
}
