import type { KycStatus, Locale } from '../../contract/enums';
import type { MemberPackage, MemberProfile } from '../../contract/profile';
import { toMemberRank } from './network';

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
  emailVerified: boolean;
  referralCode: string;
  isLeader: boolean;
  kycStatus: KycStatus;
  is2FAEnabled: boolean;
  language: Locale;
  createdAt: Date;
  sponsor: { username: string; fullName: string } | null;
  package: MemberPackage | null;
}

/** `teamVolume`: USDT of the downline's completed orders, the rank comes from it. */
export function toMemberProfile(member: MemberRecord, teamVolume: string): MemberProfile {
  return {
    id: member.id,
    username: member.username,
    fullName: member.fullName,
    email: member.email,
    phone: member.phone,
    avatar: { completedUrl: member.avatarUrl },
    dateOfBirth: member.dateOfBirth,
    address: member.address,
    emailVerified: member.emailVerified,
    hasSecurePassword: member.hasSecurePassword,
    referralCode: member.referralCode,
    sponsor: member.sponsor,
    package: member.package,
    rank: toMemberRank(teamVolume),
    isLeader: member.isLeader,
    kycStatus: member.kycStatus,
    is2FAEnabled: member.is2FAEnabled,
    language: member.language,
    createdAt: member.createdAt.toISOString(),
  };
}

/** The History Transaction link is for a member whose KYC is approved, asked about themselves. */
export function canDisplayIncome(member: Pick<MemberRecord, 'username' | 'kycStatus'>, askedUsername: string | undefined) {
  return askedUsername?.trim().toLowerCase() === member.username && member.kycStatus === 'APPROVED';
}
