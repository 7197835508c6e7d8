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
  /** NEW_DEVICE_SIGN_IN: sign-ins from that device it stands for (absent: one); device and ip are the latest's. */
  count?: string;
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

/** The kinds the notifications page filters by (`auth/notification/list?kind=`), each a group of types. */
export const NOTIFICATION_KINDS = ['money', 'orders', 'security', 'team', 'account'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_TYPES: Record<NotificationKind, readonly NotificationType[]> = {
  money: ['BONUS_RECEIVED', 'WITHDRAWAL_REQUESTED', 'WITHDRAWAL_APPROVED', 'WITHDRAWAL_REJECTED', 'WITHDRAWAL_CANCELLED'],
  orders: ['ORDER_COMPLETED', 'ORDER_REFUNDED'],
  security: ['NEW_DEVICE_SIGN_IN', 'SECURITY_CHANGE'],
  team: ['TEAM_MEMBER_JOINED', 'TEAM_PURCHASE'],
  account: ['KYC_APPROVED', 'KYC_REJECTED', 'TICKET_ANSWERED'],
};
