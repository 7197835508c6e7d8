import { useFormContext } from 'react-hook-form';
import PasswordField from '@/components/ui/PasswordField';
import { useTranslation } from '@/hooks/useTranslation';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * A new password with the rule as a hint, and its confirmation; inside a FormProvider whose resolver checks them. The
 * rule shows once: while the password has an error (the broken rule, or "enter a password"), the error stands in
 * for the hint.
 */
export default function NewPasswordFields() {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<NewPasswordValues>();
  const rule = t('At least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character');

  return (
    <>
      <PasswordField
        label={t('Password')}
        autoComplete="new-password"
        required
        hint={errors.password ? undefined : rule}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label={t('Confirm password')}
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
