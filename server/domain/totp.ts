import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as the portal uses it: HMAC-SHA-1, 30-second steps, 6 digits, one step of clock drift either way. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_WINDOW = 1;

/** A new random secret (20 bytes, RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app scans: `issuer` (the site name) and `label` (the username). */
export function totpUri(secretBase32: string, issuer: string, label: string): string {
  return new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  }).toString();
}

export interface TotpOptions {
  digits?: number;
  window?: number;
}

/** The time step (counter) that contains `timeMs`. */
export function totpStepAt(timeMs: number): number {
  return Math.floor(timeMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of `secretBase32` at `timeMs`. */
export function totpCode(secretBase32: string, timeMs: number, options: TotpOptions = {}): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits: options.digits ?? TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: timeMs,
  });
}

/** The time step whose code `code` is, within ±window steps of `timeMs`; null when it matches none. */
export function matchTotpStep(secretBase32: string, code: string, timeMs: number, options: TotpOptions = {}): number | null {
  const digits = options.digits ?? TOTP_DIGITS;
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits,
    period: TOTP_PERIOD_SECONDS,
    timestamp: timeMs,
    window: options.window ?? TOTP_WINDOW,
  });
  return delta === null ? null : totpStepAt(timeMs) + delta;
}
