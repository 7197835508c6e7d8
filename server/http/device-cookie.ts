import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

import { DEVICE_COOKIE_NAME, DEVICE_LIFETIME_SECONDS, deviceCookieValue, verifiedDeviceId } from '../domain/devices';

/** Only the sign-in routes read the cookie: the browser sends it to nothing else. */
export const DEVICE_COOKIE_PATH = '/api/auth/client';

/** The device id of the request's device cookie when its signature is right; null without one (never logged). */
export function presentedDeviceId(c: Context, key: Uint8Array): string | null {
  return verifiedDeviceId(key, getCookie(c, DEVICE_COOKIE_NAME));
}

/**
 * Sets (or renews) the device cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's request
 * carries it), Secure in production, for the sign-in routes only, for a year.
 */
export function setDeviceCookie(c: Context, key: Uint8Array, deviceId: string, secure: boolean): void {
  setCookie(c, DEVICE_COOKIE_NAME, deviceCookieValue(key, deviceId), {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    maxAge: DEVICE_LIFETIME_SECONDS,
  });
}
