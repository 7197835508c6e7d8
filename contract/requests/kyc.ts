import * as z from 'zod/mini';

import { KYC_DOCUMENT_TYPES } from '../enums';
import { requiredText } from './fields';

/** The text fields of a KYC submission (the images travel beside them in the multipart body). */
export const kycFormSchema = z.object({
  documentType: z.enum(KYC_DOCUMENT_TYPES, { error: 'DOCUMENT_TYPE_INVALID' }),
  documentNumber: requiredText('DOCUMENT_NUMBER').check(
    z.trim(),
    z.toUpperCase(),
    z.regex(/^[A-Z0-9]{6,20}$/, 'DOCUMENT_NUMBER_RULE'),
  ),
});
export type KycFormFields = z.input<typeof kycFormSchema>;
export type KycForm = z.output<typeof kycFormSchema>;

export interface KycSubmission extends KycFormFields {
  front: Blob;
  /** Not needed for a passport. */
  back: Blob | null;
  selfie: Blob;
}

export { needsBackSide } from './kycSides';
