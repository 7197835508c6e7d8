import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import { signedInRedirect } from '@/hooks/auth/guardRedirects';
import { useHasSessionCookie } from '@/hooks/auth/useHasSessionCookie';
import FullPageLoader from '@/components/ui/FullPageLoader';

/**
 * Guest pages are for visitors without a session: a session cookie sends them on (the member shell
 * checks the session there). The server renders the page when the request had no session cookie
 * (`sessionCookie` false, ssr/page-props.ts), and the loader when it had one or when it did not say.
 */
export default function GuestGuard({ children, sessionCookie }: { children: ReactNode; sessionCookie?: boolean }) {
  const router = useRouter();
  const signedIn = useHasSessionCookie(sessionCookie ?? null);

  useEffect(() => {
    if (router.isReady && signedIn) void router.replace(signedInRedirect(router.query.returnUrl));
  }, [router, signedIn]);

  if (signedIn !== false) return <FullPageLoader />;
  return <>{children}</>;
}
