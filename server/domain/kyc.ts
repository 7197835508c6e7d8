import { z } from 'zod';

import type { Kyc, KycFiles } from '../../contract/kyc';
import type { ErrorCode } from '../../contract/errors';
import {
  KYC_DECISIONS,
  KYC_FILE_FIELDS,
  type KycDecision,
  type KycDocumentType,
  type KycFileField,
  type KycStatus,
} from '../../contract/enums';

export const KYC_FILE_PATH_PREFIX = '/api/auth/client/kyc/file/';
export const KYC_LOCKED = 'KYC_LOCKED';
export const KYC_NOT_PENDING = 'KYC_NOT_PENDING';

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

const fileUrl = (name: string | null) => (name ? `${KYC_FILE_PATH_PREFIX}${name}` : null);

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

/** The operator's review: a rejection needs a reason the member will read. */
export const kycDecisionSchema = z
  .object({
    decision: z.enum(KYC_DECISIONS, { error: 'KYC_DECISION_INVALID' }),
    reason: z
      .string({ error: 'REASON_NOT_TEXT' })
      .trim()
      .max(500, 'REASON_TOO_LONG')
      .optional()
      .transform((value) => (value ? value : null)),
  })
  .refine((review) => review.decision !== 'REJECT' || review.reason !== null, {
    path: ['reason'],
    message: 'REASON_REQUIRED',
  });

export const statusAfterDecision = (decision: KycDecision): Extract<KycStatus, 'APPROVED' | 'REJECTED'> => (decision === 'APPROVE' ? 'APPROVED' : 'REJECTED');
