import type { KycDocumentType, KycStatus, TokenSymbol } from '../schema';

export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_SECURE_PASSWORD = 'Secure@12345';
/** TOTP secret of demo2fa (base32, RFC 6238 SHA-1, 6 digits, 30 s); printed in the README. */
export const DEMO_2FA_TOTP_SECRET = 'FILHUBDEMOTWOFACTORSECRETKEY2345';

export interface SeedMember {
  username: string;
  email: string;
  fullName: string;
  phone: string;
  referralCode: string;
  sponsorUsername: string | null;
  totpSecret: string | null;
  kycStatus: KycStatus;
  /** The document of an approved KYC (seeded without image files). */
  kycDocument: { documentType: KycDocumentType; documentNumber: string } | null;
  isLeader: boolean;
  /** Opening DEPOSIT ledger rows per wallet, in order (the seeded history in seed-data/history.ts follows them). */
  deposits: Record<TokenSymbol, readonly string[]>;
}

export const seedMembers: readonly SeedMember[] = [
  {
    username: 'demo',
    email: 'demo@example.com',
    fullName: 'Nguyễn Văn Demo',
    phone: '0901234567',
    referralCode: 'DEMO0001',
    sponsorUsername: null,
    totpSecret: null,
    kycStatus: 'APPROVED',
    kycDocument: { documentType: 'ID_CARD', documentNumber: '079123456789' },
    isLeader: true,
    deposits: { USDT: ['1000', '351'], EV: ['3500', '921.75', '1000'], EC: ['41.983456'] },
  },
  {
    username: 'demo2fa',
    email: 'demo2fa@example.com',
    fullName: 'Trần Thị Bảo Mật',
    phone: '0907654321',
    referralCode: 'DEMO2FA1',
    sponsorUsername: 'demo',
    totpSecret: DEMO_2FA_TOTP_SECRET,
    kycStatus: 'NONE',
    kycDocument: null,
    isLeader: false,
    deposits: { USDT: ['300'], EV: ['600'], EC: ['5.5'] },
  },
];
