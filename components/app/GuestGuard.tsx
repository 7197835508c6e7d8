import { useRouter } from 'next/router';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { safeReturnUrl } from '@/config/returnUrl';
import { ROUTES } from '@/config/routes';
import { getAccessToken, getGg2FAToken } from '@/services/tokens';
import FullPageLoader from './FullPageLoader';

/** Where a signed-in member goes from a guest page (SPEC 4, guest guard). */
export function signedInRedirect(returnUrl: unknown): string {
  if (getGg2FAToken()) return ROUTES.authentication;
  return safeReturnUrl(returnUrl, window.location.origin) ?? ROUTES.dashboard;
}

const subscribeToNothing = () => () => undefined;
const hasSessionCookie = () => Boolean(getAccessToken());

/**
 * Guest pages are for visitors without a session: a session cookie sends them on (the member shell
 * checks the session there). Cookies are unknown to the server render, so it shows the loader.
 */
export default function GuestGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  // null during the server render and hydration, then whether a session cookie is there.
  const signedIn = useSyncExternalStore(subscribeToNothing, hasSessionCookie, () => null);

  useEffect(() => {
    if (router.isReady && signedIn) void router.replace(signedInRedirect(router.query.returnUrl));
  }, [router, signedIn]);

  if (signedIn !== false) return <FullPageLoader />;
  return <>{children}</>;
}
