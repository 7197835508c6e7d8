import { DEMO_2FA_TOTP_SECRET, DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { totpCode } from '@/server/domain/totp';

type Api = (path: string, init?: RequestInit) => Promise<Response>;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A JSON POST, with extra headers (bearer, cookie). */
export function postJson(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

export interface LoginData {
  accessToken: string | null;
  refreshToken: string | null;
  gg2FAToken: string | null;
  validGG2FA: boolean;
}

export async function login(api: Api, username = 'demo', password = DEMO_PASSWORD, headers: Record<string, string> = {}) {
  const response = await api('/api/auth/client/login/credential', postJson({ username, password }, headers));
  return { response, body: await response.json() };
}

/** The refresh token the server set as its HttpOnly cookie in this answer (null: none set or it was cleared). */
export function refreshCookieOf(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('refreshToken='));
  const value = cookie ? decodeURIComponent(cookie.slice('refreshToken='.length).split(';')[0]) : '';
  return value === '' ? null : value;
}

/**
 * Signs in a member without 2FA and answers their access token and the refresh token of the cookie (what a
 * browser keeps out of the page's reach).
 */
export async function signIn(api: Api, username = 'demo', password = DEMO_PASSWORD) {
  const { response, body } = await login(api, username, password);
  const refreshToken = refreshCookieOf(response);
  if (response.status !== 200 || !refreshToken) throw new Error(`Sign-in of ${username} failed: ${JSON.stringify(body)}`);
  return { accessToken: body.data.accessToken as string, refreshToken };
}

/** The demo2fa member's code at `at` (steps of 30 s), computed from the seeded secret. */
export const demo2faCode = (at: Date) => totpCode(DEMO_2FA_TOTP_SECRET, at.getTime());

export function validate2fa(api: Api, gg2FAToken: string, code: string) {
  return api('/api/auth/client/gg-2fa/valid', postJson({ code }, bearer(gg2FAToken)));
}

/** The refresh call as a browser makes it: the token only in the cookie. */
export function refresh(api: Api, refreshToken: string) {
  return api('/api/auth/client/refresh', { method: 'POST', headers: { cookie: `refreshToken=${refreshToken}` } });
}

/** A refresh that must succeed: the new access token and the new refresh cookie. */
export async function refreshed(api: Api, refreshToken: string) {
  const response = await refresh(api, refreshToken);
  const body = await response.json();
  const next = refreshCookieOf(response);
  if (response.status !== 200 || !next) throw new Error(`Refresh failed: ${JSON.stringify(body)}`);
  return { accessToken: body.data.accessToken as string, refreshToken: next };
}

export function profile(api: Api, accessToken: string) {
  return api('/api/auth/client/profile', { headers: bearer(accessToken) });
}

export const UNAUTHORIZED = { statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' };

/** The device cookie's name (server/http/device-cookie.ts). */
export const DEVICE_COOKIE = 'filhub_device';

/** The device cookie a response sets, as a Cookie header value (`name=value`); null when it sets none. */
export function deviceCookieOf(response: Response): string | null {
  const line = response.headers.getSetCookie().find((header) => header.startsWith(`${DEVICE_COOKIE}=`));
  return line ? line.split(';')[0] : null;
}

/** The Set-Cookie line of the device cookie (attributes included). */
export function deviceSetCookieOf(response: Response): string | null {
  return response.headers.getSetCookie().find((header) => header.startsWith(`${DEVICE_COOKIE}=`)) ?? null;
}

/** Headers that send `cookie` along (none when null). */
export const withCookie = (cookie: string | null): Record<string, string> => (cookie ? { cookie } : {});
