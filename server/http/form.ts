import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import type { ErrorCode } from '../../contract/errors';
import { checkImageUpload, MAX_MULTIPART_BODY_BYTES, MAX_UPLOAD_BYTES } from '../domain/uploads';
import type { ImageExtension } from '../domain/uploads';
import { bodyTooLarge } from './body-limit';
import { ApiError, validationFailed } from './errors';
import { refuseNul } from './nul-bytes';

export type FormBody = Record<string, string | File>;

/** Caps a multipart request at 16 MB (413 in the contract's body), counting the stream when there is no Content-Length. */
export const multipartBodyLimit = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: MAX_MULTIPART_BODY_BYTES,
    onError: bodyTooLarge,
  });

/**
 * Refuses, from its Content-Length and before reading it, a body over `maxBodyBytes` (one file at its limit
 * plus the form's text): 400 with the file field's error, as the size check after parsing would answer.
 * Bodies over the multipart cap are left to `multipartBodyLimit` (413).
 */
export function refuseOversizedFile(field: string, maxBodyBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const declared = Number(c.req.header('content-length'));
    if (Number.isFinite(declared) && declared > maxBodyBytes && declared <= MAX_MULTIPART_BODY_BYTES) {
      throw validationFailed({ [field]: 'UPLOAD_TOO_LARGE' });
    }
    await next();
  };
}

/** The fields of a multipart (or URL-encoded) form. */
export async function readForm(c: Context): Promise<FormBody> {
  const type = c.req.header('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw new ApiError(400, 'BODY_NOT_MULTIPART');
  }
  let form: FormBody;
  try {
    form = (await c.req.parseBody()) as FormBody;
  } catch {
    throw new ApiError(400, 'BODY_NOT_FORM');
  }
  refuseNul(form);
  return form;
}

/** The text fields only (a file sent in a text field reads as not text). */
export function formTexts(form: FormBody, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, form[field] instanceof File ? {} : form[field]]));
}

/** The uploaded file of a field; a text value or an empty file part (no file chosen) counts as none. */
export function formFile(form: FormBody, field: string): File | null {
  const value = form[field];
  return value instanceof File && (value.size > 0 || value.name !== '') ? value : null;
}

export interface ImageUpload {
  bytes: Uint8Array;
  extension: ImageExtension;
}

/** Size, then type by the first bytes (never the name or the declared type). */
async function readImageUpload(file: File): Promise<ImageUpload | { error: ErrorCode }> {
  if (file.size > MAX_UPLOAD_BYTES) return { error: 'UPLOAD_TOO_LARGE' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const checked = checkImageUpload(bytes.length, bytes);
  return checked.ok ? { bytes, extension: checked.extension } : { error: checked.error };
}

/**
 * The image of a form field: `image` when a valid one came, `error` when the file is refused or a required one
 * is missing (`requiredMessage`), both null for an optional field left empty.
 */
export async function readFormImage(
  form: FormBody,
  field: string,
  requiredMessage: ErrorCode | null = null,
): Promise<{ image: ImageUpload | null; error: ErrorCode | null }> {
  const file = formFile(form, field);
  if (!file) return { image: null, error: requiredMessage };
  const upload = await readImageUpload(file);
  return 'error' in upload ? { image: null, error: upload.error } : { image: upload, error: null };
}
