import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { ROUTES } from '@/config/routes';
import { clearTokens, getAccessToken, getGg2FAToken } from '@/services/tokens';
import { useAppDispatch } from '@/state/hooks';
import { clearUser } from '@/state/user/slice';
import { useRehydrated } from './useRehydrated';

/**
 * The session's start on mount, once the stored state is back: with an access cookie the user is loaded (a
 * failure forgets the user and the session cookies and goes to /login); without one a stored
 * user is forgotten and a 2FA cookie means the second factor is pending. Answers isLoading.
 * A page the server rendered for the member (`startsSignedIn`) has the user already: nothing to load.
 */
export function useSessionStart(loadUser: () => Promise<void>, setHasPending2FA: (pending: boolean) => void, startsSignedIn = false): boolean {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const rehydrated = useRehydrated();
  const [isLoading, setIsLoading] = useState(!startsSignedIn);
  const started = useRef(startsSignedIn);

  useEffect(() => {
    if (!rehydrated || started.current) return;
    started.current = true;

    async function start(): Promise<void> {
      if (!getAccessToken()) {
        dispatch(clearUser());
        setHasPending2FA(Boolean(getGg2FAToken()));
        return;
      }
      try {
        await loadUser();
      } catch {
        dispatch(clearUser());
        clearTokens();
        void router.push(ROUTES.login);
      }
    }

    void start().finally(() => setIsLoading(false));
  }, [rehydrated, loadUser, setHasPending2FA, dispatch, router]);

  return isLoading;
}
