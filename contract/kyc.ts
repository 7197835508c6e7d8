import type { KycDocumentType, KycFileField, KycStatus } from './enums';

/** URLs of the owner-only endpoint (access bearer), or null. */
export type KycFiles = Record<KycFileField, string | null>;

export interface Kyc {
  status: KycStatus;
  rejectReason: string | null;
  documentType: KycDocumentType | null;
  documentNumber: string | null;
  /** ISO date-time. */
  submittedAt: string | null;
  files: KycFiles;
}
