import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import { ROUTES } from '@/config/routes';
import type { AuthContextValue } from '@/hooks/context/AuthContext';
import * as authApi from '@/services/auth';
import { clearTokens, getAccessToken } from '@/services/tokens';
import { useAppDispatch } from '@/state/hooks';
import { clearUser } from '@/state/user/slice';

type AuthActions = Pick<AuthContextValue, 'logout' | 'reloadUser'>;

/** The signed-in member's actions (signing in is the guest pages' useSignIn). */
export function useAuthActions(
  loadUser: () => Promise<void>,
  setHasPending2FA: (pending: boolean) => void,
  setSigningOut: (signingOut: boolean) => void,
): AuthActions {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();

  const logout = useCallback(async () => {
    // The server ends the session and clears its refresh cookie; a failed call still signs out here.
    if (getAccessToken()) await authApi.logout().catch(() => undefined);
    // Tells the auth guard that the user is leaving on purpose: no returnUrl redirect of its own.
    setSigningOut(true);
    clearTokens();
    dispatch(clearUser());
    queryClient.clear();
    setHasPending2FA(false);
    await router.push(ROUTES.login);
  }, [dispatch, queryClient, setHasPending2FA, setSigningOut, router]);

  return useMemo(() => ({ logout, reloadUser: loadUser }), [logout, loadUser]);
}
