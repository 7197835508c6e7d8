import type { Context } from 'hono';
import { Hono } from 'hono';

import { KYC_FILE_FIELDS } from '../../contract/enums';
import type { KycFiles } from '../../contract/kyc';
import { kycFormSchema } from '../../contract/requests/kyc';
import { findMemberKyc, submitKyc } from '../db/kyc';
import {
  canSubmitKyc,
  isKycFileOf,
  isKycFileRequired,
  KYC_FILE_HEADERS,
  KYC_FILE_REQUIRED,
  KYC_LOCKED,
  toKycView,
} from '../domain/kyc';
import { contentTypeOfUpload } from '../domain/uploads';
import { ApiError, notFound, validationFailed } from '../http/errors';
import type { FieldErrors } from '../http/errors';
import { formTexts, multipartBodyLimit, readForm, readFormImage } from '../http/form';
import type { FormBody, ImageUpload } from '../http/form';
import { requireMember, unauthorized } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { ok } from '../http/respond';
import { fieldErrors } from '../http/validate';
import { removeQuietly } from '../storage/uploads';
import type { UploadStore } from '../storage/uploads';
import type { AppDeps } from './deps';

/** The form's fields and images, all checked together so the form shows every problem at once. */
async function readKycForm(form: FormBody) {
  const fields = kycFormSchema.safeParse(formTexts(form, ['documentType', 'documentNumber']));
  const errors: FieldErrors = fields.success ? {} : fieldErrors(fields.error.issues);
  const documentType = fields.success ? fields.data.documentType : undefined;
  const images: Partial<Record<(typeof KYC_FILE_FIELDS)[number], ImageUpload>> = {};
  for (const field of KYC_FILE_FIELDS) {
    const required = isKycFileRequired(field, documentType) ? KYC_FILE_REQUIRED[field] : null;
    const { image, error } = await readFormImage(form, field, required);
    if (error) errors[field] = error;
    if (image) images[field] = image;
  }
  if (!fields.success || Object.keys(errors).length > 0) throw validationFailed(errors);
  return { ...fields.data, images };
}

async function saveImages(uploads: UploadStore, images: Partial<Record<keyof KycFiles, ImageUpload>>): Promise<KycFiles> {
  const files: KycFiles = { front: null, back: null, selfie: null };
  for (const field of KYC_FILE_FIELDS) {
    const image = images[field];
    if (image) files[field] = await uploads.save('kyc', image.bytes, image.extension);
  }
  return files;
}

/** auth/client/kyc: the member's identity check; its images are served to the member alone. */
export function authClientKycRoutes({ db, tokenKeys, now, sessionCheck, uploads }: AppDeps) {
  const member = requireMember(tokenKeys, now, sessionCheck);
  const memberKyc = async (c: Context<AuthEnv>) => {
    const kyc = await findMemberKyc(db, c.get('memberId'));
    if (!kyc) throw unauthorized(c);
    return kyc;
  };

  return new Hono<AuthEnv>()
    .get('/kyc', member, async (c) => {
      const { status, document } = await memberKyc(c);
      return ok(c, toKycView(status, document));
    })
    .post('/kyc/update', member, multipartBodyLimit(), async (c) => {
      if (!canSubmitKyc((await memberKyc(c)).status)) throw new ApiError(409, KYC_LOCKED);
      const { documentType, documentNumber, images } = await readKycForm(await readForm(c));
      const files = await saveImages(uploads, images);
      const result = await submitKyc(db, c.get('memberId'), { documentType, documentNumber, files, submittedAt: now() });
      if (!result.submitted) {
        await removeQuietly(uploads, 'kyc', Object.values(files));
        throw new ApiError(409, KYC_LOCKED);
      }
      if (result.replacedFiles) await removeQuietly(uploads, 'kyc', Object.values(result.replacedFiles));
      const { status, document } = await memberKyc(c);
      return ok(c, toKycView(status, document), 'KYC submitted for review');
    })
    .get('/kyc/file/:name', member, async (c) => {
      const name = c.req.param('name');
      const contentType = contentTypeOfUpload(name);
      if (!contentType || !isKycFileOf((await memberKyc(c)).document, name)) throw notFound();
      const bytes = await uploads.read('kyc', name);
      if (!bytes) throw notFound();
      return c.body(new Uint8Array(bytes), 200, { ...KYC_FILE_HEADERS, 'Content-Type': contentType });
    });
}
