import { useRouter } from 'next/router';
import { useEffect, type ReactNode } from 'react';
import { safeReturnUrl } from '@/config/returnUrl';
import { ROUTES } from '@/config/routes';
import { useAuth } from '@/hooks/useAuth';
import { getGg2FAToken } from '@/services/tokens';
import FullPageLoader from './FullPageLoader';

/** Where a signed-in member goes from a guest page (SPEC 4, guest guard). */
export function signedInRedirect(returnUrl: unknown): string {
  if (getGg2FAToken()) return ROUTES.authentication;
  return safeReturnUrl(returnUrl, window.location.origin) ?? ROUTES.dashboard;
}

export default function GuestGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { user, isLoading } = useAuth();
  const mustLeave = router.isReady && !isLoading && !!user;

  useEffect(() => {
    if (mustLeave) void router.replace(signedInRedirect(router.query.returnUrl));
  }, [mustLeave, router]);

  if (isLoading || user) return <FullPageLoader />;
  return <>{children}</>;
}
