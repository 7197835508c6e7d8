import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { ROUTES } from '@/config/routes';
import { getGg2FAToken } from '@/services/tokens';

/** /authentication is only for a pending second factor: without its cookie the visitor goes to /login (checked once). */
export function useRequirePendingSecondFactor(): void {
  const router = useRouter();
  const checked = useRef(false);

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (!getGg2FAToken()) void router.replace(ROUTES.login);
  }, [router]);
}
