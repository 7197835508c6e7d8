import { useFormContext } from 'react-hook-form';
import PasswordField from '@/components/ui/PasswordField';
import { isStrongPassword } from '@/config/validation';
import { useTranslation } from '@/hooks/useTranslation';

interface NewSecretFieldsProps {
  /** Field names in the surrounding form (its values are strings). */
  name: string;
  confirmName: string;
  label: string;
  confirmLabel: string;
  /** Shown when the new value is left empty. */
  requiredText: string;
}

/** A new password (the strength rule as its hint) and its confirmation, inside a FormProvider. */
export default function NewSecretFields({ name, confirmName, label, confirmLabel, requiredText }: NewSecretFieldsProps) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<Record<string, string>>();
  const rule = t('At least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character');

  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        hint={rule}
        error={errors[name]?.message}
        {...register(name, {
          required: requiredText,
          validate: (value) => isStrongPassword(value) || rule,
        })}
      />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        required
        error={errors[confirmName]?.message}
        {...register(confirmName, {
          required: t('Confirm your password'),
          validate: (value, values) => value === values[name] || t('Passwords do not match'),
        })}
      />
    </>
  );
}
