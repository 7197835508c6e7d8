import type { LeaderSummary } from '@/contract/leader';
import type { CreatedDownline, DownlineMatches, DownlineMemberOrders, DownlinePage, DownlineSearchResult, ReferralLinkPermission, TeamSummary } from '@/contract/network';
import type { DownlineSort, NewDownline } from '@/contract/requests/network';
import { http } from './http';

/** Whether the member may share a referral link (they own a package). */
export async function getHasLinkReferrer(): Promise<boolean> {
  const { data } = await http.get<ReferralLinkPermission>('auth/client/has-link-referrer');
  return data.canHasRefLink;
}

export async function getTeamSummary(): Promise<TeamSummary> {
  const { data } = await http.get<TeamSummary>('auth/client/team-summary');
  return data;
}

/** A page of the direct children of `parentId` (default: the member) in `sort` order, after `cursor` (default: the first page). */
export async function getDownline(parentId?: string, cursor?: string, sort: DownlineSort = 'joined'): Promise<DownlinePage> {
  const params = { ...(parentId ? { parentId } : {}), ...(cursor ? { cursor } : {}), ...(sort !== 'joined' ? { sort } : {}) };
  const { data } = await http.get<DownlinePage>('auth/client/downline', { params });
  return data;
}

/** The latest completed orders of a member of the caller's downline. */
export async function getDownlineMemberOrders(memberId: string): Promise<DownlineMemberOrders> {
  const { data } = await http.get<DownlineMemberOrders>(`auth/client/downline/${encodeURIComponent(memberId)}/orders`);
  return data;
}

export async function searchDownline(username: string): Promise<DownlineSearchResult> {
  const { data } = await http.get<DownlineSearchResult>('auth/client/downline/search', { params: { username } });
  return data;
}

/** Members of the caller's downline whose username, full name or given name starts with `q`. */
export async function findDownlineMatches(q: string): Promise<DownlineMatches> {
  const { data } = await http.get<DownlineMatches>('auth/client/downline/matches', { params: { q } });
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
