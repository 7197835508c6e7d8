import { useRouter } from 'next/router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuthActions } from '@/hooks/auth/useAuthActions';
import { useLoadUser } from '@/hooks/auth/useLoadUser';
import { useSessionStart } from '@/hooks/auth/useSessionStart';
import { AuthContext, type AuthContextValue } from '@/hooks/context/AuthContext';
import { useMemberLanguageSync } from '@/hooks/i18n/useMemberLanguageSync';
import { useSessionExpiredRedirect } from '@/hooks/useSessionExpiredRedirect';
import { useAppSelector } from '@/state/hooks';
import { selectUser } from '@/state/user/selectors';

/** The sign-in state (the member, the guards' redirects); needs the redux, react-query, router and language providers above it. */
interface AuthProviderProps {
  children: ReactNode;
  /** The page came from the server with the member already loaded (ssr/page-props.ts). */
  startsSignedIn?: boolean;
}

export default function AuthProvider({ children, startsSignedIn = false }: AuthProviderProps) {
  const user = useAppSelector(selectUser);
  const [hasPending2FA, setHasPending2FA] = useState(false);
  const [isSigningOut, setSigningOut] = useState(false);
  const loadUser = useLoadUser();
  const isLoading = useSessionStart(loadUser, setHasPending2FA, startsSignedIn);
  const actions = useAuthActions(loadUser, setHasPending2FA, setSigningOut);
  const { events } = useRouter();
  useSessionExpiredRedirect();
  useMemberLanguageSync(user);

  // A logout holds the auth guard back until its move to /login is done.
  useEffect(() => {
    if (!isSigningOut) return;
    const arrived = () => setSigningOut(false);
    events.on('routeChangeComplete', arrived);
    return () => events.off('routeChangeComplete', arrived);
  }, [isSigningOut, events]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, hasPending2FA, isSigningOut, ...actions }),
    [user, isLoading, hasPending2FA, isSigningOut, actions],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
