import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import toast from '@/hooks/ui/toast';
import { safeReturnUrl } from '@/config/returnUrl';
import { ROUTES } from '@/config/routes';
import * as authApi from '@/services/auth';
import type { Credentials } from '@/contract/requests/auth';
import { clearTokens, getGg2FAToken, removeToken, setTokens } from '@/services/tokens';
import { useServerErrors } from './useServerErrors';

export interface SignInActions {
  login(values: Credentials, returnUrl?: string | null): Promise<void>;
  validate2FA(code: string, returnUrl?: string | null): Promise<void>;
  /** Gives up a pending second factor and goes back to /login. */
  cancel2FA(): Promise<void>;
}

function landingPath(returnUrl: string | null | undefined): string {
  return safeReturnUrl(returnUrl, window.location.origin) ?? ROUTES.dashboard;
}

function secondFactorPath(returnUrl: string | null | undefined): string {
  const safe = safeReturnUrl(returnUrl, window.location.origin);
  return safe ? `${ROUTES.authentication}?returnUrl=${encodeURIComponent(safe)}` : ROUTES.authentication;
}

/**
 * The guest pages' sign-in: only cookies and the router, no store, so that /login and /authentication
 * load none of the member pages' state libraries. The member shell loads the profile on arrival
 * (and sends a session whose profile cannot be read back to /login).
 */
export function useSignIn(): SignInActions {
  const router = useRouter();
  const { errorMessage } = useServerErrors();

  /** Shows the failure as an error toast and rejects with it, so the form can mark its fields. */
  const toastOnFailure = useCallback(
    async <T>(call: () => Promise<T>): Promise<T> => {
      try {
        return await call();
      } catch (error) {
        toast.error(errorMessage(error));
        throw error;
      }
    },
    [errorMessage],
  );

  const login = useCallback<SignInActions['login']>(
    async (values, returnUrl) => {
      const result = await toastOnFailure(() => authApi.login(values));
      if (!result.validGG2FA) {
        removeToken('accessToken');
        setTokens({ gg2FAToken: result.gg2FAToken ?? undefined });
        await router.push(secondFactorPath(returnUrl));
        return;
      }
      removeToken('gg2FAToken');
      setTokens({ accessToken: result.accessToken ?? undefined });
      await router.push(landingPath(returnUrl));
    },
    [toastOnFailure, router],
  );

  const validate2FA = useCallback<SignInActions['validate2FA']>(
    async (code, returnUrl) => {
      const tokens = await toastOnFailure(() => authApi.validate2FA(code, getGg2FAToken()));
      setTokens({ accessToken: tokens.accessToken });
      removeToken('gg2FAToken');
      await router.push(landingPath(returnUrl));
    },
    [toastOnFailure, router],
  );

  const cancel2FA = useCallback(async () => {
    clearTokens();
    await router.push(ROUTES.login);
  }, [router]);

  return useMemo(() => ({ login, validate2FA, cancel2FA }), [login, validate2FA, cancel2FA]);
}
