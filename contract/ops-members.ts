import type { LocalizedText } from './common';
import type { AdjustmentDirection, AdjustmentStatus, KycStatus, Locale, TokenSymbol } from './enums';
import type { KeyPage } from './envelope';

/** A row of the console's member search (ops/members?q=). */
export interface MemberSearchHit {
  username: string;
  fullName: string;
  email: string;
  phone: string;
  referralCode: string;
  kycStatus: KycStatus;
  locked: boolean;
  createdAt: string;
}

export type MemberSearchPage = KeyPage<MemberSearchHit>;

/** A sponsor of the member, `level` 1 = direct sponsor, the last one is the root. */
export interface OpsSponsor {
  username: string;
  fullName: string;
  level: number;
}

/** A live session of the member (ops/members/{username}). */
export interface OpsMemberSession {
  id: string;
  device: string;
  ip: string | null;
  signedInAt: string;
  lastActiveAt: string;
}

/** What the console's member page shows (ops/members/{username}); the ledger and orders are paged apart. */
export interface OpsMemberDetail {
  profile: {
    username: string;
    fullName: string;
    email: string;
    phone: string;
    referralCode: string;
    language: Locale;
    dateOfBirth: string | null;
    address: string | null;
    /** The membership package's name in each language (null: none bought). */
    packageName: LocalizedText | null;
    isLeader: boolean;
    createdAt: string;
  };
  kycStatus: KycStatus;
  security: {
    is2FAEnabled: boolean;
    /** Locked by an operator: no sign-in, no money out. */
    lockedAt: string | null;
    lockReason: string | null;
    /** Money out blocked after "this was not me" (lifted by an admin's unblock). */
    moneyOutBlockedAt: string | null;
    /** Money out held until then after a security change. */
    moneyOutHeldUntil: string | null;
  };
  balances: { symbol: TokenSymbol; balance: string }[];
  team: { directCount: number; teamSize: number; teamVolume: string; ownVolume: string };
  /** Nearest first, up to the root (at most SPONSOR_CHAIN_LIMIT; `sponsorDepth` says how many there are). */
  sponsors: OpsSponsor[];
  sponsorDepth: number;
  sessions: OpsMemberSession[];
}

/** How many sponsors the member page lists (the chain of a deep tree is longer; its depth is given). */
export const SPONSOR_CHAIN_LIMIT = 50;

/** A manual ledger adjustment (ops/members/{username}/adjustments, ops/adjustments). */
export interface LedgerAdjustment {
  id: string;
  username: string;
  symbol: TokenSymbol;
  direction: AdjustmentDirection;
  amount: string;
  /** Its value in USDT when asked for, compared with the approval threshold. */
  usdtValue: string;
  reason: string;
  status: AdjustmentStatus;
  reference: string;
  requestedBy: string;
  createdAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  rejectReason: string | null;
}

/**
 * The pending adjustments, oldest first, and the thresholds: an adjustment waits for approval when one operator's
 * adjustments in 24 hours (it included) add up to more than `approvalAboveUsdt` for the member or more than
 * `totalAboveUsdt` over all members.
 */
export interface PendingAdjustments {
  items: LedgerAdjustment[];
  approvalAboveUsdt: string;
  totalAboveUsdt: string;
}

/**
 * ops/adjustments/limits/:username: what the request form needs to say whether an amount waits for a second operator:
 * the thresholds, what the asking operator adjusted in the window (of this member and of all members), each token's
 * USDT value (null: no price, refused).
 */
export interface AdjustmentLimits {
  approvalAboveUsdt: string;
  totalAboveUsdt: string;
  windowHours: number;
  requestedForMember: string;
  requestedForAll: string;
  usdtPrices: Record<TokenSymbol, string | null>;
}

/** The member's lock state after a lock or an unlock. */
export interface MemberLockState {
  username: string;
  lockedAt: string | null;
  lockReason: string | null;
  /** Sessions ended by the lock. */
  sessionsEnded: number;
}
