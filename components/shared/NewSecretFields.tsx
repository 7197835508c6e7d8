import { useFormContext } from 'react-hook-form';
import PasswordField from '@/components/ui/PasswordField';
import { useTranslation } from '@/hooks/useTranslation';

interface NewSecretFieldsProps {
  /** Field names in the surrounding form (its values are strings). */
  name: string;
  confirmName: string;
  label: string;
  confirmLabel: string;
}

/** A new password (the strength rule as its hint) and its confirmation, inside a FormProvider whose resolver checks them. */
export default function NewSecretFields({ name, confirmName, label, confirmLabel }: NewSecretFieldsProps) {
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
        {...register(name)}
      />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        required
        error={errors[confirmName]?.message}
        {...register(confirmName)}
      />
    </>
  );
}
