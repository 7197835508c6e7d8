import type { KycDocumentType } from '../enums';

/** A passport has a single page to show: no back side. (Apart from the schemas, so the browser can send a submission without zod.) */
export function needsBackSide(documentType: KycDocumentType | '' | null): boolean {
  return documentType !== 'PASSPORT';
}
