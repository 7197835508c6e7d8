import { z } from 'zod';

import type { NotificationType } from '../../contract/enums';
import { NOTIFICATION_KINDS } from '../../contract/notifications';
import type { Notification, NotificationParams } from '../../contract/notifications';
import type { BonusPayment } from './orders';
import { cursorParam } from './history';
import { wholeNumberParam } from './orders';
import { toDecimalString } from './money';

export const DEFAULT_NOTIFICATION_PAGE_LIMIT = 10;
export const MAX_NOTIFICATION_PAGE_LIMIT = 50;

export const NOTIFICATION_ERRORS = {
  notFound: 'NOTIFICATION_NOT_FOUND',
  unread: 'UNREAD_INVALID',
  kind: 'NOTIFICATION_KIND_INVALID',
} as const;

export const notificationListQuery = z.object({
  cursor: cursorParam,
  limit: wholeNumberParam(
    DEFAULT_NOTIFICATION_PAGE_LIMIT,
    MAX_NOTIFICATION_PAGE_LIMIT,
    'LIMIT_RULE_50',
  ),
  unread: z
    .enum(['true', 'false', ''], { error: NOTIFICATION_ERRORS.unread })
    .optional()
    .transform((value) => value === 'true'),
  kind: z.enum(NOTIFICATION_KINDS, { error: NOTIFICATION_ERRORS.kind }).optional(),
});

/** A notification to record: who it is for, what it tells and the values its text needs. */
export interface NotificationDraft {
  userId: string;
  type: NotificationType;
  params: NotificationParams;
}

/** What a completed order tells: the buyer that it completed, each sponsor paid the bonus they received. */
export function orderCompletionNotifications(
  order: { userId: string; code: string },
  buyerUsername: string,
  bonuses: readonly Pick<BonusPayment, 'userId' | 'amount'>[],
): NotificationDraft[] {
  return [
    { userId: order.userId, type: 'ORDER_COMPLETED', params: { orderCode: order.code } },
    ...bonuses.map((bonus) => bonusNotification(bonus.userId, bonus.amount, order.code, buyerUsername)),
  ];
}

/** A BANK order paid for a package already held: its total went back to the USDT wallet. */
export function orderRefundNotification(order: { userId: string; code: string; total: string }): NotificationDraft {
  return { userId: order.userId, type: 'ORDER_REFUNDED', params: { orderCode: order.code, amount: toDecimalString(order.total), symbol: 'USDT' } };
}

export function bonusNotification(userId: string, amount: string, orderCode: string | null, fromUsername: string | null): NotificationDraft {
  const params: NotificationParams = { amount, symbol: 'EV' };
  if (orderCode) params.orderCode = orderCode;
  if (fromUsername) params.fromUsername = fromUsername;
  return { userId, type: 'BONUS_RECEIVED', params };
}

export function toNotificationView(row: { id: string; type: NotificationType; params: NotificationParams; readAt: Date | null; createdAt: Date }): Notification {
  return { _id: row.id, type: row.type, params: row.params, read: row.readAt !== null, createdAt: row.createdAt.toISOString() };
}

/** An unread NEW_DEVICE_SIGN_IN this recent, for the same device, counts another sign-in instead of a new notice. */
export const NEW_DEVICE_NOTICE_WINDOW_SECONDS = 24 * 60 * 60;

/**
 * Whether a sign-in deserves a NEW_DEVICE_SIGN_IN: the member signed in before, and never from this device (its
 * device cookie, domain/devices.ts: the user agent is the client's to choose, so it does not make a device known).
 */
export function isNewDevice(signedInBefore: boolean, knownDevice: boolean): boolean {
  return signedInBefore && !knownDevice;
}
