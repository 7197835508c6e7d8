import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import { signedInRedirect } from '@/hooks/auth/guardRedirects';
import { useHasSessionCookie } from '@/hooks/auth/useHasSessionCookie';
import FullPageLoader from './FullPageLoader';

/**
 * Guest pages are for visitors without a session: a session cookie sends them on (the member shell
 * checks the session there). Cookies are unknown to the server render, so it shows the loader.
 */
export default function GuestGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  const signedIn = useHasSessionCookie();

  useEffect(() => {
    if (router.isReady && signedIn) void router.replace(signedInRedirect(router.query.returnUrl));
  }, [router, signedIn]);

  if (signedIn !== false) return <FullPageLoader />;
  return <>{children}</>;
}
