import { useForm } from 'react-hook-form';
import Actions from '@/components/ui/Actions';
import Button from '@/components/ui/Button';
import Form from '@/components/ui/Form';
import PasswordField from '@/components/ui/PasswordField';
import TextField from '@/components/ui/TextField';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { CODE_FORM_TEXTS } from '@/hooks/forms/codeFormTexts';
import { addPasskeyFormSchema } from '@/hooks/forms/passkeyForms';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { usePasskeyManager } from '@/hooks/passkeys/usePasskeyManager';
import { useTranslation } from '@/hooks/useTranslation';

interface AddPasskeyValues {
  password: string;
  name: string;
}

const EMPTY: AddPasskeyValues = { password: '', name: '' };
const FIELDS = ['password', 'name'] as const;

/** Adds a passkey on this device (or a phone or security key the browser offers): the password, then the device's prompt. */
export default function AddPasskeyForm() {
  const { t } = useTranslation();
  const { add } = usePasskeyManager();
  const { setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(addPasskeyFormSchema, CODE_FORM_TEXTS);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AddPasskeyValues>({ resolver, defaultValues: EMPTY });

  const submit = useSubmitOnce(async ({ password, name }: AddPasskeyValues) => {
    try {
      await add(password, name.trim() || undefined);
    } catch (error) {
      setFieldErrors(error, setError, FIELDS);
      return;
    }
    reset(EMPTY);
  });

  return (
    <Form noValidate aria-label={t('Add a passkey')} onSubmit={handleSubmit(submit)}>
      <PasswordField label={t('Login password')} autoComplete="current-password" required error={errors.password?.message} {...register('password')} />
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
