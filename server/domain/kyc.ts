import * as zm from 'zod/mini';

import { kycReviewSchema } from '../../contract/requests/ops-queues';

import type { Kyc, KycFiles } from '../../contract/kyc';
import type { ErrorCode } from '../../contract/errors';
import {
  KYC_FILE_FIELDS,
  type KycDecision,
  type KycDocumentType,
  type KycFileField,
  type KycStatus,
} from '../../contract/enums';

export const KYC_FILE_PATH_PREFIX = '/api/auth/client/kyc/file/';
export const KYC_LOCKED = 'KYC_LOCKED';
export const KYC_NOT_PENDING = 'KYC_NOT_PENDING';

/** KYC images are personal data: never cached, never shared, never read as anything but an image. */
export const KYC_FILE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
};

/** The error of a required image left out. */
export const KYC_FILE_REQUIRED: Record<KycFileField, ErrorCode> = {
  front: 'DOCUMENT_FRONT_REQUIRED',
  back: 'DOCUMENT_BACK_REQUIRED',
  selfie: 'DOCUMENT_SELFIE_REQUIRED',
};

export interface KycDocument {
  documentType: KycDocumentType;
  documentNumber: string;
  files: KycFiles;
  rejectReason: string | null;
  submittedAt: Date;
}

/** A member may submit while nothing is under review or approved. */
export const canSubmitKyc = (status: KycStatus) => status === 'NONE' || status === 'REJECTED';

/** Whether the submission needs this image (a passport has no back side). */
export const isKycFileRequired = (field: KycFileField, documentType: KycDocumentType | undefined) =>
  !(field === 'back' && documentType === 'PASSPORT');

const fileUrl = (name: string | null, prefix = KYC_FILE_PATH_PREFIX) => (name ? `${prefix}${name}` : null);

/** The submission's images as URLs under `prefix` (the member's own route, or the console's). */
export const kycFileUrls = (files: KycFiles, prefix: string): KycFiles => ({
  front: fileUrl(files.front, prefix),
  back: fileUrl(files.back, prefix),
  selfie: fileUrl(files.selfie, prefix),
});

export function toKycView(status: KycStatus, document: KycDocument | null): Kyc {
  return {
    status,
    rejectReason: status === 'REJECTED' ? (document?.rejectReason ?? null) : null,
    documentType: document?.documentType ?? null,
    documentNumber: document?.documentNumber ?? null,
    submittedAt: document?.submittedAt.toISOString() ?? null,
    files: {
      front: fileUrl(document?.files.front ?? null),
      back: fileUrl(document?.files.back ?? null),
      selfie: fileUrl(document?.files.selfie ?? null),
    },
  };
}

/** Whether `name` is one of the files of this submission (owner-only serving). */
export const isKycFileOf = (document: KycDocument | null, name: string) =>
  document !== null && KYC_FILE_FIELDS.some((field) => document.files[field] === name);

/** The operator's review (the console's form schema): a rejection needs a reason the member will read; none reads null. */
export const kycDecisionSchema = zm.pipe(
  kycReviewSchema,
  zm.transform((review) => ({ decision: review.decision, reason: review.reason || null })),
);

export const statusAfterDecision = (decision: KycDecision): Extract<KycStatus, 'APPROVED' | 'REJECTED'> => (decision === 'APPROVE' ? 'APPROVED' : 'REJECTED');
