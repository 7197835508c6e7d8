import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';

import { DEVICE_LIFETIME_SECONDS, OPERATOR_DEVICE_COOKIE_NAME, deviceCookieValue, verifiedDeviceId } from '../domain/devices';

/** Only the console's sign-in reads it: the browser sends it to nothing else. */
export const OPS_DEVICE_COOKIE_PATH = '/api/ops/session';

/** The device id of the request's operator device cookie when its signature is right; null without one (never logged). */
export function presentedOperatorDeviceId(c: Context, key: Uint8Array): string | null {
  return verifiedDeviceId(key, getCookie(c, OPERATOR_DEVICE_COOKIE_NAME), 'operator');
}

/**
 * Sets (or renews) the operator device cookie: HttpOnly, SameSite=Strict, Secure in production, for the console's
 * session routes only, for as long as a member's device cookie.
 */
export function setOperatorDeviceCookie(c: Context, key: Uint8Array, deviceId: string, secure: boolean): void {
  setCookie(c, OPERATOR_DEVICE_COOKIE_NAME, deviceCookieValue(key, deviceId, 'operator'), {
    path: OPS_DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure,
    maxAge: DEVICE_LIFETIME_SECONDS,
  });
}
