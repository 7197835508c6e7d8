import type { KycDocumentType, KycStatus, TokenSymbol } from '../../../contract/enums';

export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO_SECURE_PASSWORD = 'Secure@12345';
/** TOTP secret of demo2fa (base32, RFC 6238 SHA-1, 6 digits, 30 s); printed in the README. */
export const DEMO_2FA_TOTP_SECRET = 'FILHUBDEMOTWOFACTORSECRETKEY2345';
/** demo's anti-phishing code, at the top of every e-mail to demo (printed in the README). */
export const DEMO_ANTI_PHISHING_PHRASE = 'Hoa sen xanh 2026';

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
  /** When the member joined (and got the opening deposits), in days before seeding. */
  joinedDaysAgo: number;
  /** Opening DEPOSIT ledger rows per wallet, in order (the seeded history in seed-data/history.ts follows them). */
  deposits: Record<TokenSymbol, readonly string[]>;
  /** Shown at the top of the member's e-mails; none when left out. */
  antiPhishingPhrase?: string;
}

/** demo's team (see seed-data/orders.ts for their orders): no 2FA, no KYC, small opening deposits. */
function downlineMember(member: Pick<SeedMember, 'username' | 'fullName' | 'phone' | 'referralCode' | 'sponsorUsername' | 'joinedDaysAgo'>): SeedMember {
  return {
    ...member,
    email: `${member.username}@example.com`,
    totpSecret: null,
    kycStatus: 'NONE',
    kycDocument: null,
    isLeader: false,
    deposits: { USDT: ['100'], EV: ['500'], EC: ['0.5'] },
  };
}

/**
 * Members outside demo's team who give the operator console work (seed-data/queues.ts): thule and khoa wait for their
 * KYC review, linh and namtran (KYC approved) for a withdrawal and a bank order each.
 */
function queueMember(member: Pick<SeedMember, 'username' | 'fullName' | 'phone' | 'referralCode' | 'kycStatus' | 'joinedDaysAgo'>): SeedMember {
  const approved = member.kycStatus === 'APPROVED';
  return {
    ...member,
    email: `${member.username}@example.com`,
    sponsorUsername: null,
    totpSecret: null,
    kycDocument: approved ? { documentType: 'ID_CARD', documentNumber: `0792${member.phone.slice(-8)}` } : null,
    isLeader: false,
    deposits: { USDT: approved ? ['500'] : ['50'], EV: ['100'], EC: ['0.5'] },
  };
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
    joinedDaysAgo: 30,
    deposits: { USDT: ['1000', '351'], EV: ['3500', '851.75'], EC: ['41.983456'] },
    antiPhishingPhrase: DEMO_ANTI_PHISHING_PHRASE,
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
    joinedDaysAgo: 30,
    deposits: { USDT: ['300'], EV: ['600'], EC: ['5.5'] },
  },
  downlineMember({ username: 'lan', fullName: 'Phạm Thị Lan', phone: '0912000001', referralCode: 'LAN00001', sponsorUsername: 'demo', joinedDaysAgo: 29 }),
  downlineMember({ username: 'tuan', fullName: 'Võ Minh Tuấn', phone: '0912000002', referralCode: 'TUAN0001', sponsorUsername: 'demo', joinedDaysAgo: 28 }),
  downlineMember({ username: 'minh', fullName: 'Đặng Quang Minh', phone: '0912000003', referralCode: 'MINH0001', sponsorUsername: 'lan', joinedDaysAgo: 27 }),
  downlineMember({ username: 'hoa', fullName: 'Bùi Thị Hoa', phone: '0912000004', referralCode: 'HOA00001', sponsorUsername: 'minh', joinedDaysAgo: 26 }),
  queueMember({ username: 'thule', fullName: 'Lê Thị Thu', phone: '0913000001', referralCode: 'THU00001', kycStatus: 'PENDING', joinedDaysAgo: 6 }),
  queueMember({ username: 'khoa', fullName: 'Ngô Đăng Khoa', phone: '0913000002', referralCode: 'KHOA0001', kycStatus: 'PENDING', joinedDaysAgo: 3 }),
  queueMember({ username: 'linh', fullName: 'Hoàng Thùy Linh', phone: '0913000003', referralCode: 'LINH0001', kycStatus: 'APPROVED', joinedDaysAgo: 40 }),
  queueMember({ username: 'namtran', fullName: 'Trịnh Văn Nam', phone: '0913000004', referralCode: 'NAM00001', kycStatus: 'APPROVED', joinedDaysAgo: 14 }),
];
