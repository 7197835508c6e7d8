import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '@/hooks/useTranslation';
import { isApiError } from '@/services/apiError';
import { isServerMessage } from './serverMessages';

/** Reads the `{statusCode, message, errors?}` a failed call rejects with, in the current language. */
export function useServerErrors() {
  const { t } = useTranslation();

  const serverText = useCallback((text: string) => (isServerMessage(text) ? t(text) : text), [t]);

  const errorMessage = useCallback(
    (error: unknown) =>
      isApiError(error) && error.message ? serverText(error.message) : t('Something went wrong, please try again'),
    [serverText, t],
  );

  /** Puts the server's field errors on the form's fields (the first one gets the focus). */
  const setFieldErrors = useCallback(
    <T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) => {
      if (!isApiError(error) || !error.errors) return;
      const { errors } = error;
      const failed = fields.filter((field) => errors[field]);
      failed.forEach((field, index) =>
        setError(field, { type: 'server', message: serverText(errors[field]) }, { shouldFocus: index === 0 }),
      );
    },
    [serverText],
  );

  return { serverText, errorMessage, setFieldErrors };
}
