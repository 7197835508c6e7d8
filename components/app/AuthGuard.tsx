import { useRouter } from 'next/router';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { signInRedirect } from '@/hooks/auth/guardRedirects';
import { useAuth } from '@/hooks/useAuth';
import FullPageLoader from '@/components/ui/FullPageLoader';

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
