import { useSyncExternalStore } from 'react';
import { ROUTES } from '@/config/routes';
import { useAuth } from '@/hooks/useAuth';

const subscribe = () => () => undefined;
const clientOrigin = () => window.location.origin;
const serverOrigin = () => null;

/** `<origin>/sign-up?ref=<referralCode>`; null on the server (no origin) or without a code. */
export function useReferralLink(): string | null {
  const { user } = useAuth();
  const origin = useSyncExternalStore(subscribe, clientOrigin, serverOrigin);
  const code = user?.referralCode;
  if (!origin || !code) return null;
  return `${origin}${ROUTES.signUp}?ref=${encodeURIComponent(code)}`;
}
