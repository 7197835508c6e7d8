import { useRouter } from 'next/router';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { ROUTES } from '@/config/routes';
import { useAuth } from '@/hooks/useAuth';
import { getGg2FAToken } from '@/services/tokens';
import FullPageLoader from './FullPageLoader';

/** Where a visitor without a user goes from a member page (SPEC 4, auth guard). */
export function signInRedirect(currentPath: string): string {
  if (getGg2FAToken()) return ROUTES.authentication;
  if (currentPath === ROUTES.home) return ROUTES.login;
  return `${ROUTES.login}?returnUrl=${encodeURIComponent(currentPath)}`;
}

export default function AuthGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { user, isLoading, isSigningOut } = useAuth();
  const mustLeave = router.isReady && !isLoading && !user && !isSigningOut;

  useEffect(() => {
    if (mustLeave) void router.replace(signInRedirect(router.asPath));
  }, [mustLeave, router]);

  const ready = !isLoading && Boolean(user);
  // The member's page is first built in a deferred (time-sliced) render, not in one long task.
  const pageBuilt = useDeferredValue(ready);

  if (!ready || !pageBuilt) return <FullPageLoader />;
  return <>{children}</>;
}
