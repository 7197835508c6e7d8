import { useForm } from 'react-hook-form';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import TextField from '@/components/ui/TextField';
import SecurePasswordNotice from '@/components/shared/SecurePasswordNotice';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { CODE_FORM_TEXTS } from '@/hooks/forms/codeFormTexts';
import { addPasskeyFormSchema } from '@/hooks/forms/passkeyForms';
import { CONFIRMATION_FIELDS, EMPTY_CONFIRMATION, confirmationOf } from '@/hooks/forms/secureConfirmationForm';
import type { SecureConfirmationValues } from '@/hooks/forms/secureConfirmationForm';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { usePasskeyManager } from '@/hooks/passkeys/usePasskeyManager';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';
import SecureConfirmationFields from '../shared/SecureConfirmationFields';

interface AddPasskeyValues extends SecureConfirmationValues {
  name: string;
}

const EMPTY: AddPasskeyValues = { ...EMPTY_CONFIRMATION, name: '' };
const FIELDS = [...CONFIRMATION_FIELDS, 'name'] as const;

/**
 * Adds a passkey on this device (or a phone or security key the browser offers): the secure password (and the code
 * with 2FA on; a passkey signs in without any password), then the device's prompt.
 */
export default function AddPasskeyForm() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const withCode = Boolean(user?.is2FAEnabled);
  const { add } = usePasskeyManager();
  const { setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(addPasskeyFormSchema(withCode), CODE_FORM_TEXTS);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddPasskeyValues>({ resolver, defaultValues: EMPTY });

  const submit = useSubmitOnce(async (values: AddPasskeyValues) => {
    try {
      await add(confirmationOf(values, withCode), values.name.trim() || undefined);
    } catch (error) {
      setFieldErrors(error, setError, FIELDS);
      return;
    }
    reset(EMPTY);
  });

  if (!user?.hasSecurePassword) return <SecurePasswordNotice forChange />;
  return (
    <Form noValidate aria-label={t('Add a passkey')} onSubmit={handleSubmit(submit)}>
      <SecureConfirmationFields
        withCode={withCode}
        securePassword={register('securePassword')}
        code={register('code')}
        errors={{ securePassword: errors.securePassword?.message, code: errors.code?.message }}
      />
      <TextField
        label={t('Passkey name (optional)')}
        hint={t('For example "My phone". Left empty, the name of this browser is used.')}
        autoComplete="off"
        maxLength={50}
        error={errors.name?.message}
        {...register('name')}
      />
      <Actions>
        <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Waiting for your passkey…') : t('Add a passkey')}</Button>
      </Actions>
    </Form>
  );
}
