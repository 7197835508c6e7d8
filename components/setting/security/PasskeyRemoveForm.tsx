import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import Button from '@/components/ui/Button';
import ButtonRow from '@/components/ui/ButtonRow';
import Form from '@/components/ui/Form';
import PasswordField from '@/components/ui/PasswordField';
import type { Passkey } from '@/contract/second-factors';
import type { PasskeyPasswordValues } from '@/contract/requests/second-factors';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useSubmitOnce } from '@/hooks/auth/useSubmitOnce';
import { CODE_FORM_TEXTS } from '@/hooks/forms/codeFormTexts';
import { removePasskeyFormSchema } from '@/hooks/forms/passkeyForms';
import { useContractResolver } from '@/hooks/forms/useContractResolver';
import { usePasskeyManager } from '@/hooks/passkeys/usePasskeyManager';
import { useTranslation } from '@/hooks/useTranslation';

const FIELDS = ['password'] as const;

const Confirm = styled(Form)`
  margin-top: 12px;
`;

/** Removing a passkey is a credential change: the login password first. */
export default function PasskeyRemoveForm({ passkey, onClose }: { passkey: Passkey; onClose(): void }) {
  const { t } = useTranslation();
  const { remove } = usePasskeyManager();
  const { setFieldErrors } = useServerErrors();
  const resolver = useContractResolver(removePasskeyFormSchema, CODE_FORM_TEXTS);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasskeyPasswordValues>({ resolver, defaultValues: { password: '' } });

  const submit = useSubmitOnce(async ({ password }: PasskeyPasswordValues) => {
    try {
      await remove(passkey.id, password);
    } catch (error) {
      setFieldErrors(error, setError, FIELDS);
    }
  });

  return (
    <Confirm noValidate aria-label={t('Remove %name%', { name: passkey.name })} onSubmit={handleSubmit(submit)}>
      <PasswordField
        label={t('Login password')}
        hint={t('Confirm with your password to remove this passkey.')}
        autoComplete="current-password"
        required
        autoFocus
        error={errors.password?.message}
        {...register('password')}
      />
      <ButtonRow>
        <Button type="submit" disabled={isSubmitting}>{isSubmitting ? t('Please wait…') : t('Remove passkey')}</Button>
        <Button $variant="secondary" onClick={onClose}>{t('Cancel')}</Button>
      </ButtonRow>
    </Confirm>
  );
}
