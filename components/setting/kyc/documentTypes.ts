import type { TranslationKey } from '@/config/translate';
import type { KycDocumentType } from '@/services/kyc';

export const DOCUMENT_TYPE_TEXT: Record<KycDocumentType, TranslationKey> = {
  ID_CARD: 'ID card',
  PASSPORT: 'Passport',
  DRIVER_LICENSE: "Driver's license",
};
