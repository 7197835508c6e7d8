import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { setSessionExpiredHandler } from '@/services/session';
import { useAppDispatch } from '@/state/hooks';
import { clearUser } from '@/state/user/slice';

/** When a refresh fails: forget the signed-in user (also in storage) and go to /login. */
export function useSessionExpiredRedirect(): void {
  const dispatch = useAppDispatch();
  const router = useRouter();

  useEffect(() => {
    setSessionExpiredHandler(() => {
      dispatch(clearUser());
      void router.push('/login');
    });
    return () => setSessionExpiredHandler(null);
  }, [dispatch, router]);
}
