import { useFormContext } from 'react-hook-form';
import PasswordField from '@/components/ui/PasswordField';
import TextField from '@/components/ui/TextField';
import { isTwoFactorCode } from '@/config/validation';
import { useTranslation } from '@/hooks/useTranslation';

export interface SecretValues {
  securePassword: string;
  code: string;
}

export const EMPTY_SECRETS: SecretValues = { securePassword: '', code: '' };

/** The secure password, and the 6-digit authenticator code when 2FA is on; inside a FormProvider. */
export default function SecretFields({ withCode }: { withCode: boolean }) {
  const { t } = useTranslation();
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
        {...register('securePassword', { required: t('Enter your secure password') })}
      />
      {withCode && (
        <TextField
          label={t('Authentication code')}
          hint={t('Enter the 6-digit code from your authenticator app')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={7}
          required
          error={errors.code?.message}
          {...register('code', {
            required: t('Enter the 6-digit code'),
            setValueAs: (value: string) => value.replace(/\s/g, ''),
            validate: (value) => isTwoFactorCode(value) || t('The code has 6 digits'),
          })}
        />
      )}
    </>
  );
}

/** The confirmation part of a request body: the code only when 2FA is on. */
export function secretsOf({ securePassword, code }: SecretValues, withCode: boolean) {
  return withCode ? { securePassword, code } : { securePassword };
}
