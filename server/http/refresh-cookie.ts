import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/** The spec's cookie name; the server alone sets and reads it now. */
export const REFRESH_COOKIE = 'refreshToken';
/** Only the refresh call reads it, so the browser sends it nowhere else (the API is mounted at /api). */
export const REFRESH_COOKIE_PATH = '/api/auth/client/refresh';

interface CookieRules {
  /** Production: sent over HTTPS only (browsers also accept it from http://localhost). */
  secure: boolean;
}

/** The refresh token as an HttpOnly, SameSite=Strict cookie: out of reach of the page's scripts. */
export function setRefreshCookie(c: Context, token: string, lifetimeSeconds: number, { secure }: CookieRules): void {
  setCookie(c, REFRESH_COOKIE, token, { httpOnly: true, sameSite: 'Strict', secure, path: REFRESH_COOKIE_PATH, maxAge: lifetimeSeconds });
}

export function clearRefreshCookie(c: Context, { secure }: CookieRules): void {
  deleteCookie(c, REFRESH_COOKIE, { httpOnly: true, sameSite: 'Strict', secure, path: REFRESH_COOKIE_PATH });
}

export function readRefreshCookie(c: Context): string | null {
  return getCookie(c, REFRESH_COOKIE) ?? null;
}
