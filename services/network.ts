import type { LocalizedText } from './product';
import { http } from './http';

export interface DownlineNode {
  _id: string;
  username: string;
  fullName: string;
  /** 1 = sponsored by the member directly. */
  level: number;
  package: { code: string; name: LocalizedText } | null;
  joinedAt: string;
  childCount: number;
  teamSize: number;
  /** USDT of the node's downline's completed orders. */
  teamVolume: string;
}

export interface DownlineSearchResult {
  node: DownlineNode;
  /** `_id`s from level 1 down to the node, inclusive. */
  path: string[];
}

export interface TeamSummary {
  directCount: number;
  teamSize: number;
  teamVolume: string;
}

export interface NewDownline {
  username: string;
  fullName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

export interface CreatedDownline {
  _id: string;
  username: string;
  fullName: string;
  email: string;
  phone: string;
  joinedAt: string;
  sponsor: { username: string; fullName: string };
}

export interface LeaderSummary {
  from: string;
  to: string;
  levels: { level: number; members: number; newMembers: number; volume: string }[];
  totals: { members: number; newMembers: number; volume: string };
}

/** Whether the member may share a referral link (they own a package). */
export async function getHasLinkReferrer(): Promise<boolean> {
  const { data } = await http.get<{ canHasRefLink: boolean }>('auth/client/has-link-referrer');
  return data.canHasRefLink;
}

export async function getTeamSummary(): Promise<TeamSummary> {
  const { data } = await http.get<TeamSummary>('auth/client/team-summary');
  return data;
}

/** Direct children of `parentId` (default: the member). */
export async function getDownline(parentId?: string): Promise<DownlineNode[]> {
  const { data } = await http.get<DownlineNode[]>('auth/client/downline', { params: parentId ? { parentId } : undefined });
  return data;
}

export async function searchDownline(username: string): Promise<DownlineSearchResult> {
  const { data } = await http.get<DownlineSearchResult>('auth/client/downline/search', { params: { username } });
  return data;
}

export async function createDownline(member: NewDownline): Promise<CreatedDownline> {
  const { data } = await http.post<CreatedDownline>('auth/client/create-downline', member);
  return data;
}

export async function getLeaderSummary(params: { from?: string; to?: string } = {}): Promise<LeaderSummary> {
  const { data } = await http.get<LeaderSummary>('auth/leader/summary', { params });
  return data;
}
