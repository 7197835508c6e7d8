import { useFormContext } from 'react-hook-form';
import PasswordField from '@/components/ui/PasswordField';
import TextField from '@/components/ui/TextField';
import type { AuthenticationResponseJSON } from '@/contract/second-factors';
import { usePasskeyConfirmation } from '@/hooks/passkeys/usePasskeyConfirmation';
import { useTranslation } from '@/hooks/useTranslation';
import PasskeyConfirmButton from './PasskeyConfirmButton';

export interface SecretValues {
  securePassword: string;
  code: string;
  /** Set by "Confirm with a passkey" for one request, in place of the code. */
  passkey: AuthenticationResponseJSON | null;
}

export const EMPTY_SECRETS: SecretValues = { securePassword: '', code: '', passkey: null };

/**
 * The secure password, and when 2FA is on the 6-digit authenticator code or, for a member with a passkey,
 * "Confirm with a passkey" in its place; inside a FormProvider whose resolver checks them (hooks/forms/moneyForms).
 */
export default function SecretFields({ withCode }: { withCode: boolean }) {
  const { t } = useTranslation();
  const passkey = usePasskeyConfirmation(withCode);
  const {
    register,
    formState: { errors },
  } = useFormContext<SecretValues>();
  return (
    <>
      <PasswordField
        label={t('Secure password')}
        autoComplete="off"
        required
        error={errors.securePassword?.message}
        {...register('securePassword')}
      />
      {withCode && (
        <TextField
          label={t('Authentication code')}
          hint={passkey.available ? t('Enter the 6-digit code from your authenticator app, or confirm with a passkey') : t('Enter the 6-digit code from your authenticator app')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={7}
          required
          error={errors.code?.message}
          {...register('code')}
        />
      )}
      {passkey.available && <PasskeyConfirmButton confirm={passkey.confirm} />}
    </>
  );
}

/** The confirmation part of a request body: with 2FA on, the passkey's answer when there is one, else the code. */
export function secretsOf({ securePassword, code, passkey }: SecretValues, withCode: boolean) {
  if (!withCode) return { securePassword };
  return passkey ? { securePassword, passkey } : { securePassword, code };
}
