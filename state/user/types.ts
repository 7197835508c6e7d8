import type { RankCode } from '@/config/ranks';
import type { TokenSymbol } from '@/config/tokens';

export type KycStatus = 'NONE' | 'PENDING' | 'APPROVED' | 'REJECTED';

/** The member's membership package. */
export interface MemberPackage {
  _id: string;
  code: string;
  name: { vi: string; en: string };
  bonusLevels: number;
}

export interface AuthUser {
  id: string;
  username: string;
  fullName: string;
  email: string;
  phone?: string | null;
  avatar?: { completedUrl?: string | null } | null;
  referralCode?: string | null;
  sponsor?: { username: string; fullName: string } | null;
  /** 'YYYY-MM-DD'. */
  dateOfBirth?: string | null;
  address?: string | null;
  hasSecurePassword?: boolean;
  isLeader?: boolean;
  kycStatus?: KycStatus;
  is2FAEnabled?: boolean;
  createdAt?: string;
  package?: MemberPackage | null;
  /** From the team volume (config/ranks.ts). */
  rank?: { code: RankCode; teamVolume: string } | null;
}

export interface Wallet {
  symbol: TokenSymbol;
  balance: string;
  isCurrency: boolean;
}

export type WalletsBySymbol = Partial<Record<TokenSymbol, Wallet>>;
