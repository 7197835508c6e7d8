import type { NotificationType, SecurityChange } from './enums';

/** Values a notification's text needs (all optional strings, decimal amounts as strings). */
export interface NotificationParams {
  orderCode?: string;
  amount?: string;
  symbol?: string;
  fromUsername?: string;
  reason?: string;
  device?: string;
  ip?: string;
  /** SECURITY_CHANGE: which credential changed. */
  change?: SecurityChange;
  /** TICKET_ANSWERED: the ticket's id (its page) and its number (#12). */
  ticketId?: string;
  ticketNumber?: string;
  /** TEAM_MEMBER_JOINED, TEAM_PURCHASE: how deep in the member's team the other member is ('1' = direct). */
  level?: string;
}

export interface Notification {
  _id: string;
  type: NotificationType;
  params: NotificationParams;
  read: boolean;
  createdAt: string;
}

export interface UnreadCount {
  count: number;
}

export interface ReadAllResult {
  updated: number;
}
