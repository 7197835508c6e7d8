import type { KycDocumentType, KycFileField } from '../../../contract/enums';
import type { SeedTeamOrder } from './orders';

/**
 * What the operator console finds waiting in the demo world (besides demo's own pending withdrawal and bank order):
 * two KYC submissions with demo images (seed-data/kyc/*.png, copied to the upload folder), and a bank order awaiting
 * payment each of linh and namtran (their pending withdrawals are in history.ts). The e2e suite decides them: thule and
 * linh on the desktop, khoa and namtran on the phone.
 */
export interface SeedKycSubmission {
  username: string;
  documentType: KycDocumentType;
  documentNumber: string;
  /** The image of each side, by its file name in seed-data/kyc/. */
  images: Partial<Record<KycFileField, string>>;
  submittedDaysAgo: number;
}

export const seedKycSubmissions: readonly SeedKycSubmission[] = [
  {
    username: 'thule',
    documentType: 'ID_CARD',
    documentNumber: '079200001234',
    images: { front: 'id-front.png', back: 'id-back.png', selfie: 'selfie.png' },
    submittedDaysAgo: 1.2,
  },
  { username: 'khoa', documentType: 'PASSPORT', documentNumber: 'C1234567', images: { front: 'passport.png', selfie: 'selfie.png' }, submittedDaysAgo: 0.2 },
];

/** Bank orders of mining units awaiting payment (a bank order expires 24 hours after it is placed). */
export const seedQueueOrders: readonly SeedTeamOrder[] = [
  { username: 'linh', idempotencyKey: 'seed-linh-awaiting', daysAgo: 0.15, method: 'BANK', symbol: null, items: [{ code: 'MIN-1TIB', quantity: 1 }], then: 'none' },
  { username: 'namtran', idempotencyKey: 'seed-namtran-awaiting', daysAgo: 0.08, method: 'BANK', symbol: null, items: [{ code: 'MIN-1TIB', quantity: 2 }], then: 'none' },
];
