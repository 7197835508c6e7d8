import { useCallback, useState } from 'react';
import toast from '@/hooks/ui/toast';
import { errorCodeOf, useServerErrors } from '@/hooks/auth/useServerErrors';
import { useAuth } from '@/hooks/useAuth';
import { useTranslation } from '@/hooks/useTranslation';
import { disableTwoFactor, enableTwoFactor } from '@/services/security';
import type { TwoFactorToggleValues } from '@/contract/requests/security';

export interface TwoFactorToggle {
  /** Rejects with the call's error after its toast (for the password and code fields' errors). */
  enable(values: TwoFactorToggleValues): Promise<void>;
  disable(values: TwoFactorToggleValues): Promise<void>;
  isLoading: boolean;
}

/**
 * SPEC 4 "Two-factor toggling" and SPEC 8: each sets the loading flag, toasts, and after a
 * success reloads the user (the page switches between set-up and disable).
 */
export function useTwoFactorToggle(): TwoFactorToggle {
  const { t } = useTranslation();
  const { reloadUser } = useAuth();
  const { errorMessage } = useServerErrors();
  const [isLoading, setIsLoading] = useState(false);

  const run = useCallback(
    async (call: () => Promise<unknown>, success: string, failure: (error: unknown) => string) => {
      setIsLoading(true);
      try {
        try {
          await call();
        } catch (error) {
          toast.error(failure(error));
          throw error;
        }
        toast.success(success);
        await reloadUser().catch(() => undefined);
      } finally {
        setIsLoading(false);
      }
    },
    [reloadUser],
  );

  const enable = useCallback(
    (values: TwoFactorToggleValues) =>
      run(
        () => enableTwoFactor(values),
        t('Enabled 2FA successfully'),
        (error) => (errorCodeOf(error) ? errorMessage(error) : t('Enabled 2FA failed')),
      ),
    [errorMessage, run, t],
  );

  const disable = useCallback(
    (values: TwoFactorToggleValues) =>
      run(() => disableTwoFactor(values), t('Disabled 2FA successfully'), () => t('Disabled 2FA failed')),
    [run, t],
  );

  return { enable, disable, isLoading };
}
