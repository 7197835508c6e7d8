import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import toast from '@/hooks/ui/toast';
import { errorCodeOf, useServerErrors } from '@/hooks/auth/useServerErrors';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';
import { disableTwoFactor, enableTwoFactor } from '@/services/security';
import type { TwoFactorDisableValues } from '@/contract/requests/second-factors';
import type { TwoFactorEnableValues } from '@/contract/requests/security';
import { RECOVERY_CODES_QUERY_KEY } from './useRecoveryCodes';

export interface TwoFactorToggle {
  /** Resolves the recovery codes made with it; rejects with the call's error after its toast (for the fields' errors). */
  /** With the secure password and the new authenticator's first code. */
  enable(values: TwoFactorEnableValues): Promise<string[]>;
  /** With the authenticator code or a recovery code. */
  disable(values: TwoFactorDisableValues): Promise<void>;
  isLoading: boolean;
}

/**
 * Turning 2FA on and off: each sets the loading flag, toasts, and after a
 * success reloads the user (the page switches between set-up and disable).
 */
export function useTwoFactorToggle(): TwoFactorToggle {
  const { t } = useTranslation();
  const { reloadUser } = useAuth();
  const { errorMessage } = useServerErrors();
  const queryClient = useQueryClient();
  const [isLoading, setIsLoading] = useState(false);

  const run = useCallback(
    async <T>(call: () => Promise<T>, success: string, failure: (error: unknown) => string): Promise<T> => {
      setIsLoading(true);
      try {
        let answer: T;
        try {
          answer = await call();
        } catch (error) {
          toast.error(failure(error));
          throw error;
        }
        toast.success(success);
        void queryClient.invalidateQueries({ queryKey: RECOVERY_CODES_QUERY_KEY });
        await reloadUser().catch(() => undefined);
        return answer;
      } finally {
        setIsLoading(false);
      }
    },
    [queryClient, reloadUser],
  );

  const enable = useCallback(
    (values: TwoFactorEnableValues) =>
      run(
        () => enableTwoFactor(values),
        t('Enabled 2FA successfully'),
        (error) => (errorCodeOf(error) ? errorMessage(error) : t('Enabled 2FA failed')),
      ),
    [errorMessage, run, t],
  );

  const disable = useCallback(
    async (values: TwoFactorDisableValues) => {
      await run(() => disableTwoFactor(values), t('Disabled 2FA successfully'), () => t('Disabled 2FA failed'));
    },
    [run, t],
  );

  return { enable, disable, isLoading };
}
