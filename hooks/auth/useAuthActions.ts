import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import toast from 'react-hot-toast';
import type { AuthContextValue } from '@/components/auth/AuthContext';
import { safeReturnUrl } from '@/config/returnUrl';
import { ROUTES } from '@/config/routes';
import * as authApi from '@/services/auth';
import { clearTokens, getGg2FAToken, getRefreshToken, removeToken, setTokens } from '@/services/tokens';
import { useAppDispatch } from '@/state/hooks';
import { clearUser } from '@/state/user/slice';
import { useServerErrors } from './useServerErrors';

type AuthActions = Pick<AuthContextValue, 'login' | 'validate2FA' | 'logout' | 'reloadUser'>;

function landingPath(returnUrl: string | null | undefined): string {
  return safeReturnUrl(returnUrl, window.location.origin) ?? ROUTES.dashboard;
}

function secondFactorPath(returnUrl: string | null | undefined): string {
  const safe = safeReturnUrl(returnUrl, window.location.origin);
  return safe ? `${ROUTES.authentication}?returnUrl=${encodeURIComponent(safe)}` : ROUTES.authentication;
}

export function useAuthActions(
  loadUser: () => Promise<void>,
  setHasPending2FA: (pending: boolean) => void,
  setSigningOut: (signingOut: boolean) => void,
): AuthActions {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
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

  /** A session whose profile cannot be read is not kept. */
  const loadUserOrForget = useCallback(async () => {
    try {
      await loadUser();
    } catch (error) {
      removeToken('accessToken');
      removeToken('refreshToken');
      throw error;
    }
  }, [loadUser]);

  const login = useCallback<AuthActions['login']>(
    async (values, returnUrl) => {
      const result = await toastOnFailure(() => authApi.login(values));
      if (!result.validGG2FA) {
        removeToken('accessToken');
        removeToken('refreshToken');
        setTokens({ gg2FAToken: result.gg2FAToken ?? undefined });
        setHasPending2FA(true);
        await router.push(secondFactorPath(returnUrl));
        return;
      }
      removeToken('gg2FAToken');
      setTokens({ accessToken: result.accessToken ?? undefined, refreshToken: result.refreshToken ?? undefined });
      setSigningOut(false);
      await toastOnFailure(loadUserOrForget);
      setHasPending2FA(false);
      await router.push(landingPath(returnUrl));
    },
    [toastOnFailure, loadUserOrForget, setHasPending2FA, setSigningOut, router],
  );

  const validate2FA = useCallback<AuthActions['validate2FA']>(
    async (code, returnUrl) => {
      const tokens = await toastOnFailure(() => authApi.validate2FA(code, getGg2FAToken()));
      setTokens({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
      removeToken('gg2FAToken');
      setHasPending2FA(false);
      setSigningOut(false);
      await toastOnFailure(loadUserOrForget);
      await router.push(landingPath(returnUrl));
    },
    [toastOnFailure, loadUserOrForget, setHasPending2FA, setSigningOut, router],
  );

  const logout = useCallback(async () => {
    const refreshToken = getRefreshToken();
    if (refreshToken) await authApi.logout(refreshToken).catch(() => undefined);
    // Tells the auth guard that the user is leaving on purpose: no returnUrl redirect of its own.
    setSigningOut(true);
    clearTokens();
    dispatch(clearUser());
    queryClient.clear();
    setHasPending2FA(false);
    await router.push(ROUTES.login);
  }, [dispatch, queryClient, setHasPending2FA, setSigningOut, router]);

  return useMemo(() => ({ login, validate2FA, logout, reloadUser: loadUser }), [login, validate2FA, logout, loadUser]);
}
