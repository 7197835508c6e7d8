import { useController, useFormContext, type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';
import type { TranslationKey } from '@/config/translate';
import type { UploadProblem } from '@/config/validation';
import { useTranslation } from '@/hooks/useTranslation';
import ImageField from './ImageField';

const PROBLEM_TEXT: Record<UploadProblem, TranslationKey> = {
  'too-large': 'The image must be at most 5 MB',
  'wrong-type': 'Choose a JPEG, PNG or WebP image',
};

interface FormImageFieldProps<T extends FieldValues> {
  name: Path<T>;
  label: string;
  currentUrl?: string | null;
  round?: boolean;
  required?: boolean;
  rules?: Omit<RegisterOptions<T, Path<T>>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'>;
}

/** ImageField bound to a react-hook-form field holding `File | null` (inside a FormProvider). */
export default function FormImageField<T extends FieldValues>({ name, label, currentUrl, round, required, rules }: FormImageFieldProps<T>) {
  const { t } = useTranslation();
  const { control, setError, clearErrors } = useFormContext<T>();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState: { error },
  } = useController({ control, name, rules });

  return (
    <ImageField
      ref={ref}
      name={name}
      label={label}
      value={(value as File | null) ?? null}
      currentUrl={currentUrl}
      round={round}
      required={required}
      error={error?.message}
      onBlur={onBlur}
      onPick={(file, problem) => {
        onChange(file);
        if (problem) setError(name, { type: 'file', message: t(PROBLEM_TEXT[problem]) });
        else clearErrors(name);
      }}
    />
  );
}
