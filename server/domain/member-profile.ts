import type { KycStatus } from '../db/schema';
import { toMemberRank } from './network';
import type { MemberRank } from './network';

export interface MemberRecord {
  id: string;
  username: string;
  fullName: string;
  email: string;
  phone: string;
  avatarUrl: string | null;
  /** YYYY-MM-DD. */
  dateOfBirth: string | null;
  address: string | null;
  hasSecurePassword: boolean;
  referralCode: string;
  isLeader: boolean;
  kycStatus: KycStatus;
  is2FAEnabled: boolean;
  createdAt: Date;
  sponsor: { username: string; fullName: string } | null;
  package: MemberPackage | null;
  /** USDT of the downline's completed orders: the rank comes from it. */
  teamVolume: string;
}

/** The member's membership package: how many sponsor levels it earns bonus from. */
export interface MemberPackage {
  _id: string;
  code: string;
  name: { vi: string; en: string };
  bonusLevels: number;
}

/** The member as the portal sees it: no hashes, no TOTP secret. */
export interface MemberProfile {
  id: string;
  username: string;
  fullName: string;
  email: string;
  phone: string;
  avatar: { completedUrl: string | null };
  dateOfBirth: string | null;
  address: string | null;
  /** Whether a secure password is set (members who signed up themselves have none until they set it). */
  hasSecurePassword: boolean;
  referralCode: string;
  sponsor: { username: string; fullName: string } | null;
  package: MemberPackage | null;
  rank: MemberRank;
  isLeader: boolean;
  kycStatus: KycStatus;
  is2FAEnabled: boolean;
  createdAt: string;
}

export function toMemberProfile(member: MemberRecord): MemberProfile {
  return {
    id: member.id,
    username: member.username,
    fullName: member.fullName,
    email: member.email,
    phone: member.phone,
    avatar: { completedUrl: member.avatarUrl },
    dateOfBirth: member.dateOfBirth,
    address: member.address,
    hasSecurePassword: member.hasSecurePassword,
    referralCode: member.referralCode,
    sponsor: member.sponsor,
    package: member.package,
    rank: toMemberRank(member.teamVolume),
    isLeader: member.isLeader,
    kycStatus: member.kycStatus,
    is2FAEnabled: member.is2FAEnabled,
    createdAt: member.createdAt.toISOString(),
  };
}

/** DESIGN 4: the History Transaction link is for a member whose KYC is approved, asked about themselves. */
export function canDisplayIncome(member: Pick<MemberRecord, 'username' | 'kycStatus'>, askedUsername: string | undefined) {
  return askedUsername?.trim().toLowerCase() === member.username && member.kycStatus === 'APPROVED';
}
