import { useCallback } from 'react';
import { getProfile } from '@/services/auth';
import { useAppDispatch } from '@/state/hooks';
import { setUser } from '@/state/user/slice';

/** Fetches the profile into the user slice; rejects with the call's error. */
export function useLoadUser(): () => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    dispatch(setUser(await getProfile()));
  }, [dispatch]);
}
