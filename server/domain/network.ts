import { z } from 'zod';

import type { LeaderLevel, LeaderSummary } from '../../contract/leader';
import type { DownlineNode } from '../../contract/network';
import type { MemberRank } from '../../contract/profile';
import type { RankCode } from '../../contract/enums';
import { RANKS } from '../../config/ranks';
import { DOWNLINE_SORTS, newDownlineSchema } from '../../contract/requests/network';
import { emptyToUndefined, isoDate } from './history';
import { Decimal, toDecimalString } from './money';

export { downlineSearchQuery } from '../../contract/requests/network';

export const NETWORK_MESSAGES = {
  downlineCreated: 'Member created',
} as const;

/** The leader summary's default range: the last 30 days (today included). */
export const DEFAULT_LEADER_DAYS = 30;

/** The highest rank whose threshold the team volume reaches. */
export function rankOf(teamVolume: string): RankCode {
  const volume = new Decimal(teamVolume);
  let code: RankCode = RANKS[0].code;
  for (const rank of RANKS) if (volume.isGreaterThanOrEqualTo(rank.minTeamVolume)) code = rank.code;
  return code;
}

/** The member's rank, the threshold it started at and, below the top rank, the next one and the volume still needed. */
export function toMemberRank(teamVolume: string): MemberRank {
  const code = rankOf(teamVolume);
  const index = RANKS.findIndex((rank) => rank.code === code);
  const following = RANKS[index + 1];
  return {
    code,
    teamVolume: toDecimalString(teamVolume),
    minTeamVolume: toDecimalString(RANKS[index].minTeamVolume),
    next: following
      ? {
          code: following.code,
          minTeamVolume: toDecimalString(following.minTeamVolume),
          remaining: toDecimalString(new Decimal(following.minTeamVolume).minus(teamVolume)),
        }
      : null,
  };
}

/** Matches a team search answers at most (type more letters for the others). */
export const TEAM_SEARCH_LIMIT = 10;

/** How many of a downline member's latest completed orders its upline sees. */
export const DOWNLINE_MEMBER_ORDERS = 10;

/** Members per page of a downline level, by default and at most. */
export const DOWNLINE_PAGE_LIMIT = 50;
export const MAX_DOWNLINE_PAGE_LIMIT = 100;

export const downlineQuery = z.object({
  parentId: z.preprocess(emptyToUndefined, z.string().trim().optional()),
  sort: z.preprocess(emptyToUndefined, z.enum(DOWNLINE_SORTS, { error: 'DOWNLINE_SORT_INVALID' }).default('joined')),
  cursor: z.preprocess(emptyToUndefined, z.string().optional()),
  limit: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{1,3}$/, 'LIMIT_RULE_100')
      .transform(Number)
      .refine((value) => value >= 1 && value <= MAX_DOWNLINE_PAGE_LIMIT, 'LIMIT_RULE_100')
      .optional(),
  ),
});


export const leaderSummaryQuery = z.object({
  from: z.preprocess(emptyToUndefined, isoDate('FROM')),
  to: z.preprocess(emptyToUndefined, isoDate('TO')),
});

/** The new member's fields (the contract's; a confirmation field, if sent, is dropped unread). */
export const newDownlineMemberSchema = newDownlineSchema;

/** A member of a downline with their direct children count and their downline's size and volume (read by db). */
export interface DownlineNodeRecord {
  id: string;
  username: string;
  fullName: string;
  /** When the member joined, to the microsecond (ISO, UTC): also the downline's sort key. */
  joinedAt: string;
  packageCode: string | null;
  packageNameVi: string | null;
  packageNameEn: string | null;
  childCount: number;
  teamSize: number;
  teamVolume: string;
  ownVolume: string;
}

export function toDownlineNode(record: DownlineNodeRecord, level: number): DownlineNode {
  return {
    _id: record.id,
    username: record.username,
    fullName: record.fullName,
    level,
    package:
      record.packageCode !== null && record.packageNameVi !== null && record.packageNameEn !== null
        ? { code: record.packageCode, name: { vi: record.packageNameVi, en: record.packageNameEn } }
        : null,
    joinedAt: new Date(record.joinedAt).toISOString(),
    childCount: record.childCount,
    teamSize: record.teamSize,
    teamVolume: toDecimalString(record.teamVolume),
    ownVolume: toDecimalString(record.ownVolume),
  };
}

export function toLeaderSummary(levels: readonly LeaderLevel[], from: string, to: string): LeaderSummary {
  const sorted = [...levels].sort((a, b) => a.level - b.level).map((row) => ({ ...row, volume: toDecimalString(row.volume) }));
  return {
    from,
    to,
    levels: sorted,
    totals: {
      members: sorted.reduce((sum, row) => sum + row.members, 0),
      newMembers: sorted.reduce((sum, row) => sum + row.newMembers, 0),
      volume: toDecimalString(sorted.reduce((sum, row) => sum.plus(row.volume), new Decimal(0))),
    },
  };
}
