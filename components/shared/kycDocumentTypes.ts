import type { KycDocumentType } from '@/contract/enums';
import type { TranslationKey } from '@/config/translate';

export const DOCUMENT_TYPE_TEXT: Record<KycDocumentType, TranslationKey> = {
  ID_CARD: 'ID card',
  PASSPORT: 'Passport',
  DRIVER_LICENSE: "Driver's license",
};
