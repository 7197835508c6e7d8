import type { DownlineSort } from '@/contract/requests/network';

/** React Query keys of the network calls; invalidating `NETWORK_KEY` refreshes them all. */
export const NETWORK_KEY = ['network'] as const;

export const networkKeys = {
  hasLinkReferrer: [...NETWORK_KEY, 'has-link-referrer'] as const,
  teamSummary: [...NETWORK_KEY, 'team-summary'] as const,
  /** `null`: the member's own level 1; one cache per sort. */
  downline: (parentId: string | null, sort: DownlineSort = 'joined') => [...NETWORK_KEY, 'downline', parentId ?? 'root', sort] as const,
  memberOrders: (memberId: string) => [...NETWORK_KEY, 'member-orders', memberId] as const,
  matches: (q: string) => [...NETWORK_KEY, 'matches', q] as const,
};
