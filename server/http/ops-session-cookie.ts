import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

import { OPERATOR_SESSION_COOKIE, OPERATOR_SESSION_MAX_HOURS } from '../domain/operator-sessions';

/** The browser sends the console's cookie to the ops API only: never to member routes, never to pages. */
export const OPS_COOKIE_PATH = '/api/ops';

interface CookieRules {
  secure: boolean;
}

/** HttpOnly (no script reads it), SameSite=Strict (no other site's request carries it), Secure in production. */
export function setOpsSessionCookie(c: Context, token: string, { secure }: CookieRules): void {
  setCookie(c, OPERATOR_SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    path: OPS_COOKIE_PATH,
    maxAge: OPERATOR_SESSION_MAX_HOURS * 3600,
  });
}

export function clearOpsSessionCookie(c: Context, { secure }: CookieRules): void {
  deleteCookie(c, OPERATOR_SESSION_COOKIE, { httpOnly: true, sameSite: 'Strict', secure, path: OPS_COOKIE_PATH });
}

export function readOpsSessionCookie(c: Context): string | null {
  return getCookie(c, OPERATOR_SESSION_COOKIE) ?? null;
}
