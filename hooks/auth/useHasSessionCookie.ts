import { useSyncExternalStore } from 'react';
import { getAccessToken } from '@/services/tokens';

const subscribeToNothing = () => () => undefined;
const hasSessionCookie = () => Boolean(getAccessToken());

/**
 * Whether a session cookie is there. During the server render and hydration: what the server saw of the request's
 * cookie (`onServer`), or null when it did not say.
 */
export function useHasSessionCookie(onServer: boolean | null = null): boolean | null {
  return useSyncExternalStore(subscribeToNothing, hasSessionCookie, () => onServer);
}
