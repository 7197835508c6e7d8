import { useCallback } from 'react';
import type { TranslationKey } from '@/config/translate';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { useTranslation } from '@/hooks/useTranslation';
import { PasskeyCeremonyError, type PasskeyProblem } from './browserPasskeys';

const PROBLEM_TEXTS: Record<PasskeyProblem, TranslationKey> = {
  unsupported: 'This browser cannot use passkeys',
  cancelled: 'The passkey request was cancelled or timed out',
  'already-added': 'This device already holds a passkey for your account',
  failed: 'The passkey could not be used on this device',
};

/** The text of a failed passkey step: the browser's problem, or the server's error code. */
export function usePasskeyErrors() {
  const { t } = useTranslation();
  const { errorMessage } = useServerErrors();
  return useCallback(
    (error: unknown) => (error instanceof PasskeyCeremonyError ? t(PROBLEM_TEXTS[error.problem]) : errorMessage(error)),
    [errorMessage, t],
  );
}
