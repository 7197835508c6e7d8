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

  /** The server's text for `field`, if it sent one. */
  const fieldError = useCallback(
    (error: unknown, field: string) => {
      const text = isApiError(error) ? error.errors?.[field] : undefined;
      return text ? serverText(text) : undefined;
    },
    [serverText],
  );

  /** Puts the server's field errors on the form's fields (the first one gets the focus); answers how many. */
  const setFieldErrors = useCallback(
    <T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) => {
      const failed = fields.filter((field) => fieldError(error, field));
      failed.forEach((field, index) =>
        setError(field, { type: 'server', message: fieldError(error, field) }, { shouldFocus: index === 0 }),
      );
      return failed.length;
    },
    [fieldError],
  );

  return { serverText, errorMessage, fieldError, setFieldErrors };
}
