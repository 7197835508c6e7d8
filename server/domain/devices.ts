// The device cookie: a random device id and its HMAC-SHA256 under the server's DEVICE_COOKIE_SECRET, so that a
// device a member signed in from before is recognised (domain/rate-limits.ts, the new-device notice). The console
// has a cookie of its own for operators' devices, signed under another label: neither stands for the other.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE_NAME = 'filhub_device';
export const OPERATOR_DEVICE_COOKIE_NAME = 'filhub_ops_device';

/** Whose device a cookie names: a member's (the portal's sign-in) or an operator's (the console's). */
export type DeviceHolder = 'member' | 'operator';
const SIGNATURE_LABELS: Record<DeviceHolder, string> = { member: 'filhub-device', operator: 'filhub-ops-device' };
/** How long a device is remembered: the cookie's Max-Age, renewed by each sign-in from it; older rows are dropped. */
export const DEVICE_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

/** How long an e-mailed sign-in unlock link works (it makes the device that opens it known, once). */
export const UNLOCK_LINK_SECONDS = 20 * 60;

/** The oldest sign-in that still makes a device known at `at` (the cookie's lifetime before it). */
export const deviceLifetimeStart = (at: Date) => new Date(at.getTime() - DEVICE_LIFETIME_SECONDS * 1000);

const BASE64URL_32_BYTES = /^[A-Za-z0-9_-]{43}$/;

/** A new device id: 32 random bytes, base64url (43 characters). */
export function newDeviceId(): string {
  return randomBytes(32).toString('base64url');
}

function signatureOf(key: Uint8Array, deviceId: string, holder: DeviceHolder): string {
  return createHmac('sha256', key).update(`${SIGNATURE_LABELS[holder]}:${deviceId}`).digest('base64url');
}

/** The cookie value: `<device id>.<HMAC-SHA256 of it, base64url>`. */
export function deviceCookieValue(key: Uint8Array, deviceId: string, holder: DeviceHolder = 'member'): string {
  return `${deviceId}.${signatureOf(key, deviceId, holder)}`;
}

/** The device id of a cookie value whose signature is right (compared in constant time); else null. */
export function verifiedDeviceId(key: Uint8Array, value: string | undefined, holder: DeviceHolder = 'member'): string | null {
  if (!value) return null;
  const parts = value.split('.');
  if (parts.length !== 2) return null;
  const [deviceId, signature] = parts;
  if (!BASE64URL_32_BYTES.test(deviceId) || !BASE64URL_32_BYTES.test(signature)) return null;
  const expected = Buffer.from(signatureOf(key, deviceId, holder));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}

/** The stored form of a device id: sha256, hex. The id itself (what the cookie carries) is never stored. */
export function deviceHashOf(deviceId: string): string {
  return createHash('sha256').update(deviceId).digest('hex');
}
