import { safeReturnUrl } from '@/config/returnUrl';
import { ROUTES } from '@/config/routes';
import { getGg2FAToken } from '@/services/tokens';

/** Where a visitor without a user goes from a member page (the auth guard). */
export function signInRedirect(currentPath: string): string {
  if (getGg2FAToken()) return ROUTES.authentication;
  if (currentPath === ROUTES.home) return ROUTES.login;
  return `${ROUTES.login}?returnUrl=${encodeURIComponent(currentPath)}`;
}

/** Where a signed-in member goes from a guest page (the guest guard). */
export function signedInRedirect(returnUrl: unknown): string {
  if (getGg2FAToken()) return ROUTES.authentication;
  return safeReturnUrl(returnUrl, window.location.origin) ?? ROUTES.dashboard;
}
