import * as z from 'zod/mini';

import { kycFormSchema, needsBackSide } from '@/contract/requests/kyc';
import { askedFor } from './askedFor';
import type { FormTexts } from './useContractResolver';

const photo = z.nullable(z.custom<File>((value) => value instanceof Blob));
const chosen = (file: File | null) => file instanceof Blob;

/** The KYC form: the contract's text fields and the photos (a passport has no back side). */
export const kycFormFieldsSchema = z
  .extend(kycFormSchema, {
    documentNumber: askedFor(kycFormSchema.shape.documentNumber, 'DOCUMENT_NUMBER_REQUIRED'),
    front: photo.check(z.refine(chosen, 'DOCUMENT_FRONT_REQUIRED')),
    back: photo,
    selfie: photo.check(z.refine(chosen, 'DOCUMENT_SELFIE_REQUIRED')),
  })
  .check(
    z.refine((form) => chosen(form.back) || !needsBackSide(form.documentType), {
      path: ['back'],
      message: 'DOCUMENT_BACK_REQUIRED',
      when: () => true,
    }),
  );
export type KycFormValues = z.input<typeof kycFormFieldsSchema>;

const CHOOSE_A_PHOTO = 'Choose a photo';

export const KYC_FORM_TEXTS: FormTexts = {
  DOCUMENT_TYPE_INVALID: 'Choose a document type',
  DOCUMENT_NUMBER_REQUIRED: 'Enter the document number',
  DOCUMENT_FRONT_REQUIRED: CHOOSE_A_PHOTO,
  DOCUMENT_BACK_REQUIRED: CHOOSE_A_PHOTO,
  DOCUMENT_SELFIE_REQUIRED: CHOOSE_A_PHOTO,
};
