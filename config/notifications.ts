/** What a notification tells; the client words it from its type and params (translated). */
export const NOTIFICATION_TYPES = [
  'ORDER_COMPLETED',
  'BONUS_RECEIVED',
  'KYC_APPROVED',
  'KYC_REJECTED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'NEW_DEVICE_SIGN_IN',
  'SECURITY_CHANGE',
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
  /** SECURITY_CHANGE: which credential changed. */
  change?: SecurityChange;
}

/** The credentials whose change sends an alert (an e-mail and a SECURITY_CHANGE notification with a "this was not me" link). */
export const SECURITY_CHANGES = ['PASSWORD', 'SECURE_PASSWORD', 'TWO_FACTOR_ON', 'TWO_FACTOR_OFF', 'EMAIL', 'PAYOUT'] as const;
export type SecurityChange = (typeof SECURITY_CHANGES)[number];
