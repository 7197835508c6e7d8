import type { UseFormRegisterReturn } from 'react-hook-form';
import PasswordField from '@/components/ui/PasswordField';
import TextField from '@/components/ui/TextField';
import { useTranslation } from '@/hooks/useTranslation';

interface SecureConfirmationFieldsProps {
  /** 2FA is on: the authenticator code is asked for too. */
  withCode: boolean;
  securePassword: UseFormRegisterReturn<'securePassword'>;
  code: UseFormRegisterReturn<'code'>;
  errors: { securePassword?: string; code?: string };
}

/**
 * The secure password, and with 2FA on the authenticator code: what confirms a change a phisher with the login
 * password alone must not make (as the money forms ask).
 */
export default function SecureConfirmationFields({ withCode, securePassword, code, errors }: SecureConfirmationFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField label={t('Secure password')} autoComplete="off" required error={errors.securePassword} {...securePassword} />
      {withCode && (
        <TextField
          label={t('Authentication code')}
          hint={t('Enter the 6-digit code from your authenticator app')}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={7}
          required
          error={errors.code}
          {...code}
        />
      )}
    </>
  );
}
