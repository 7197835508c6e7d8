import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import type { ErrorCode } from '../../contract/errors';
import { checkImageUpload, MAX_MULTIPART_BODY_BYTES, MAX_UPLOAD_BYTES } from '../domain/uploads';
import type { ImageExtension } from '../domain/uploads';
import { bodyTooLarge } from './body-limit';
import { ApiError, validationFailed } from './errors';
import { refuseNul } from './nul-bytes';

export type FormBody = Record<string, string | File>;
/** A form read with repeated fields kept (`images` sent three times is an array of three). */
export type FormBodyAll = Record<string, string | File | (string | File)[]>;

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

async function parseForm(c: Context, all: boolean): Promise<FormBodyAll> {
  const type = c.req.header('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    throw new ApiError(400, 'BODY_NOT_MULTIPART');
  }
  let form: FormBodyAll;
  try {
    form = (await c.req.parseBody({ all })) as FormBodyAll;
  } catch {
    throw new ApiError(400, 'BODY_NOT_FORM');
  }
  refuseNul(form);
  return form;
}

/** The fields of a multipart (or URL-encoded) form. */
export const readForm = (c: Context): Promise<FormBody> => parseForm(c, false) as Promise<FormBody>;

/** The fields of a form, repeated ones as arrays (a field of several files). */
export const readFormAll = (c: Context): Promise<FormBodyAll> => parseForm(c, true);

/** The text fields only (a file, or a field sent twice, reads as not text). */
export function formTexts(form: FormBody | FormBodyAll, fields: readonly string[]): Record<string, unknown> {
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

/**
 * The images of a field sent up to `max` times (empty file parts, no file chosen, are left out): more than `max`
 * is `tooMany`; each is checked for size and type by content. `error` names the first problem.
 */
export async function readFormImages(
  form: FormBodyAll,
  field: string,
  max: number,
  tooMany: ErrorCode,
): Promise<{ images: ImageUpload[]; error: ErrorCode | null }> {
  const value = form[field];
  const parts = value === undefined ? [] : Array.isArray(value) ? value : [value];
  if (parts.some((part) => typeof part === 'string')) return { images: [], error: 'UPLOAD_WRONG_TYPE' };
  const files = (parts as File[]).filter((part) => part.size > 0 || part.name !== '');
  if (files.length > max) return { images: [], error: tooMany };
  const images: ImageUpload[] = [];
  for (const file of files) {
    const upload = await readImageUpload(file);
    if ('error' in upload) return { images: [], error: upload.error };
    images.push(upload);
  }
  return { images, error: null };
}
