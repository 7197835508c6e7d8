import { useForm } from 'react-hook-form';
import Button from '@/components/ui/Button';
import ButtonRow from '@/components/ui/ButtonRow';
import Form from '@/components/ui/Form';
import TextField from '@/components/ui/TextField';
import type { Passkey } from '@/contract/second-factors';
import type { PasskeyRenameValues } from '@/contract/requests/second-factors';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { renamePasskeyFormSchema } from '@/hooks/forms/passkeyForms';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { usePasskeyManager } from '@/hooks/passkeys/usePasskeyManager';
import { useTranslation } from '@/hooks/useTranslation';

const FIELDS = ['name'] as const;

/** A passkey's new name (no step-up: a name changes nothing of the credential). */
export default function PasskeyRenameForm({ passkey, onClose }: { passkey: Passkey; onClose(): void }) {
  const { t } = useTranslation();
  const { rename } = usePasskeyManager();
  const { setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(renamePasskeyFormSchema);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasskeyRenameValues>({ resolver, defaultValues: { name: passkey.name } });

  const submit = useSubmitOnce(async ({ name }: PasskeyRenameValues) => {
    try {
      await rename(passkey.id, name);
    } catch (error) {
      setFieldErrors(error, setError, FIELDS);
      return;
    }
    onClose();
  });

  return (
    <Form noValidate aria-label={t('Rename %name%', { name: passkey.name })} onSubmit={handleSubmit(submit)}>
      <TextField label={t('Passkey name')} autoComplete="off" maxLength={50} required autoFocus error={errors.name?.message} {...register('name')} />
      <ButtonRow>
        <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Saving…') : t('Save')}</Button>
        <Button $variant="secondary" onClick={onClose}>{t('Cancel')}</Button>
      </ButtonRow>
    </Form>
  );
}
