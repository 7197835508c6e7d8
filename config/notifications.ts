/** What a notification tells; the client words it from its type and params (translated). */
export const NOTIFICATION_TYPES = [
  'ORDER_COMPLETED',
  'BONUS_RECEIVED',
  'KYC_APPROVED',
  'KYC_REJECTED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'NEW_DEVICE_SIGN_IN',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Values a notification's text needs (all optional strings, decimal amounts as strings). */
export interface NotificationParams {
  orderCode?: string;
  amount?: string;
  symbol?: string;
  fromUsername?: string;
  reason?: string;
  device?: string;
  ip?: string;
}
