import { useSyncExternalStore } from 'react';
import { getAccessToken } from '@/services/tokens';

const subscribeToNothing = () => () => undefined;
const hasSessionCookie = () => Boolean(getAccessToken());

/** Whether a session cookie is there; null during the server render and hydration (the server sees no cookie). */
export function useHasSessionCookie(): boolean | null {
  return useSyncExternalStore(subscribeToNothing, hasSessionCookie, () => null);
}
