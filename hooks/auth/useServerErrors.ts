import { useCallback, useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TranslationKey, TranslationValues } from '@/config/translate';
import type { ErrorCode } from '@/contract/errors';
import { useTranslation } from '@/hooks/useTranslation';
import { isApiError } from '@/services/apiError';
import { errorTextOf, isKnownErrorCode as isErrorCode, loadErrorTexts } from '@/services/errorTexts';

/** The contract's code of a failed call, when the API (or the client for a lost answer) gave a known one. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  return isApiError(error) && isErrorCode(error.code) ? error.code : undefined;
}

function fieldCodeOf(error: unknown, field: string): ErrorCode | undefined {
  const code = isApiError(error) ? error.fieldCodes?.[field] : undefined;
  return isErrorCode(code) ? code : undefined;
}

/**
 * Texts of the `{statusCode, code, message, errors?, fieldCodes?}` a failed call rejects with, in the current
 * language: each code's text from the contract, translated (the server's English texts are not read). `params` fill
 * the texts' `%name%` placeholders.
 */
export function useServerErrors() {
  const { t } = useTranslation();
  // The texts come after the first paint (a failed call waits for them too: services/http.ts).
  useEffect(() => {
    void loadErrorTexts().catch(() => undefined);
  }, []);

  const codeText = useCallback(
    (code: ErrorCode, params?: TranslationValues) => t(errorTextOf(code) as TranslationKey, params),
    [t],
  );

  const errorMessage = useCallback(
    (error: unknown, params?: TranslationValues) => {
      const code = errorCodeOf(error);
      return code ? codeText(code, params) : t('Something went wrong, please try again');
    },
    [codeText, t],
  );

  /** The text of the code the server gave `field`, if it gave one. */
  const fieldError = useCallback(
    (error: unknown, field: string, params?: TranslationValues) => {
      const code = fieldCodeOf(error, field);
      return code ? codeText(code, params) : undefined;
    },
    [codeText],
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

  return { errorMessage, fieldError, setFieldErrors };
}
