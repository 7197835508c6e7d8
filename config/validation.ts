/** Form rules shared by the forms and the server (no React, no browser API). */

export const PASSWORD_MIN_LENGTH = 8;

/** At least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

export const TWO_FACTOR_CODE_PATTERN = /^\d{6}$/;

export function isTwoFactorCode(value: string): boolean {
  return TWO_FACTOR_CODE_PATTERN.test(value);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
