import type { LocalizedText } from './common';

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
  /** USDT of the node's own completed orders (its own sales). */
  ownVolume: string;
}

/** One page of the members directly below a node, in the asked order (oldest first by default); `nextCursor` asks for the next page (null: the last). */
export interface DownlinePage {
  items: DownlineNode[];
  limit: number;
  nextCursor: string | null;
}

export interface DownlineSearchResult {
  node: DownlineNode;
  /** The members on the path, level 1 first (the last is `node`): shown even when their level's page is not loaded. */
  nodes: DownlineNode[];
  /** `_id`s from level 1 down to the node, inclusive. */
  path: string[];
}

/** A member of the caller's downline whose username, full name or given name starts with the typed text. */
export interface DownlineMatch {
  _id: string;
  username: string;
  fullName: string;
  /** 1 = sponsored by the caller directly. */
  level: number;
}

/** auth/client/downline/matches: up to `limit` matches by username; `more` when there are others (type more). */
export interface DownlineMatches {
  items: DownlineMatch[];
  more: boolean;
}

export interface TeamSummary {
  directCount: number;
  teamSize: number;
  teamVolume: string;
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

/** auth/client/has-link-referrer: whether the member may share a referral link (they own a package). */
export interface ReferralLinkPermission {
  canHasRefLink: boolean;
}

/** One completed order of a downline member, as its upline sees it: amounts, products and dates, nothing private. */
export interface DownlineMemberOrder {
  /** USDT. */
  total: string;
  /** Points (EV). */
  pointTotal: string;
  products: { code: string; name: LocalizedText; quantity: number }[];
  /** ISO date-times. */
  createdAt: string;
  completedAt: string;
}

/** auth/client/downline/:memberId/orders: the member's latest completed orders, newest first. */
export interface DownlineMemberOrders {
  items: DownlineMemberOrder[];
}
