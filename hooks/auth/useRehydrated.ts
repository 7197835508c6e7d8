import { useAppSelector } from '@/state/hooks';
import type { RootState } from '@/state/makeStore';

/** A store without a persistor (tests) never gets `_persist`: it counts as rehydrated. */
const selectRehydrated = (state: RootState): boolean => state._persist?.rehydrated ?? true;

/** True once redux-persist has put the stored state back, so a fresh user is not overwritten by a stored one. */
export function useRehydrated(): boolean {
  return useAppSelector(selectRehydrated);
}
