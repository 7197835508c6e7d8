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

/** Uploads (avatar, KYC documents): at most 5 MB of JPEG, PNG or WebP. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** For `<input type="file" accept>`. */
export const UPLOAD_IMAGE_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');

export type UploadProblem = 'too-large' | 'wrong-type';

/** What is wrong with a chosen file, by its declared type and size (the server also checks the content). */
export function uploadImageProblem(file: { size: number; type: string }): UploadProblem | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'wrong-type';
  if (file.size > MAX_UPLOAD_BYTES) return 'too-large';
  return null;
}

/** A KYC document number once trimmed and upper-cased: 6 to 20 letters or digits (as the server checks). */
export const DOCUMENT_NUMBER_PATTERN = /^[A-Z0-9]{6,20}$/;

export function isDocumentNumber(value: string): boolean {
  return DOCUMENT_NUMBER_PATTERN.test(value);
}
