import { randomBytes } from 'node:crypto';

import type { ErrorCode } from '../../contract/errors';

/** Uploads are images of at most 5 MB, checked by their content, stored under generated names. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Cap of a whole multipart request (the KYC form carries three files of up to 5 MB). */
export const MAX_MULTIPART_BODY_BYTES = 16 * 1024 * 1024;
/** Room for the text fields and multipart framing next to one file (profile update). */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export type ImageExtension = 'jpg' | 'png' | 'webp';

const CONTENT_TYPES: Record<ImageExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type by its magic bytes (JPEG, PNG, WebP), whatever the file's name or declared type; null otherwise. */
export function detectImageType(bytes: Uint8Array): ImageExtension | null {
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export type UploadCheck = { ok: true; extension: ImageExtension } | { ok: false; error: ErrorCode };

/** Size first (cheap), then the content's type. */
export function checkImageUpload(size: number, head: Uint8Array): UploadCheck {
  if (size > MAX_UPLOAD_BYTES) return { ok: false, error: 'UPLOAD_TOO_LARGE' };
  const extension = detectImageType(head);
  return extension ? { ok: true, extension } : { ok: false, error: 'UPLOAD_WRONG_TYPE' };
}

/** Generated names: 32 random hex digits and the extension of the detected type. */
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

export function newUploadName(extension: ImageExtension): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

/** The Content-Type of a generated name; null for anything that is not one (no path can get through). */
export function contentTypeOfUpload(name: string): string | null {
  const match = UPLOAD_NAME_PATTERN.exec(name);
  return match ? CONTENT_TYPES[match[1] as ImageExtension] : null;
}
