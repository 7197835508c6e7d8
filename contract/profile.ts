import type { LocalizedText } from './common';
import type { KycStatus, Locale, RankCode } from './enums';

/** The member's membership package: how many sponsor levels it earns bonus from. */
export interface MemberPackage {
  _id: string;
  code: string;
  name: LocalizedText;
  bonusLevels: number;
}

export interface MemberRank {
  code: RankCode;
  /** USDT of the downline's completed orders. */
  teamVolume: string;
  /** The team volume the current rank starts at (config/ranks.ts). */
  minTeamVolume: string;
  /** The next rank, its threshold and the team volume still needed to reach it; null at the top rank. */
  next: { code: RankCode; minTeamVolume: string; remaining: string } | null;
}

/** The member as the portal sees it (auth/client/profile): no hashes, no TOTP secret. */
export interface MemberProfile {
  id: string;
  username: string;
  fullName: string;
  email: string;
  phone: string;
  avatar: { completedUrl: string | null };
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string | null;
  address: string | null;
  /** Whether the member opened the e-mailed verification link (until then withdrawals and payout changes are refused). */
  emailVerified: boolean;
  /** Whether a secure password is set (members who signed up themselves have none until they set it). */
  hasSecurePassword: boolean;
  referralCode: string;
  sponsor: { username: string; fullName: string } | null;
  package: MemberPackage | null;
  rank: MemberRank;
  isLeader: boolean;
  kycStatus: KycStatus;
  is2FAEnabled: boolean;
  /** The language of the member's e-mails, as the portal last told the server (auth/client/language). */
  language: Locale;
  /** ISO date-time. */
  createdAt: string;
}

/** auth/client/display-income: whether the History Transaction link is shown. */
export interface DisplayIncome {
  allowed: boolean;
}
