import { alertPreferenceRowsOf, queueAlertDeliveries, uplineOf, usernameOf } from '../db/alerts';
import { notifyAll } from '../db/notifications';
import type { Database } from '../db/types';
import { alertPreferencesOf, planTeamAlerts, TEAM_ALERT_DEPTH } from '../domain/alerts';
import { toDecimalString } from '../domain/money';
import type { AlertRecipient } from '../domain/alerts';
import type { AlertEvent } from '../../contract/enums';
import type { NotificationParams } from '../../contract/notifications';

/**
 * Tells the member's sponsors up to TEAM_ALERT_DEPTH levels of a team event, inside the event's transaction: the
 * portal notification and the queued e-mail and push deliveries exist exactly when the event does.
 */
async function alertUpline(tx: Database, memberId: string, event: AlertEvent, params: NotificationParams, at: Date, deliver = true): Promise<void> {
  const upline = await uplineOf(tx, memberId, TEAM_ALERT_DEPTH);
  if (upline.length === 0) return;
  const stored = await alertPreferenceRowsOf(
    tx,
    upline.map((member) => member.userId),
  );
  const recipients: AlertRecipient[] = upline.map((member) => ({
    ...member,
    preferences: alertPreferencesOf(stored.filter((row) => row.userId === member.userId)),
  }));
  const plan = planTeamAlerts(event, recipients, params);
  await notifyAll(tx, plan.notifications, at);
  if (deliver) await queueAlertDeliveries(tx, plan.deliveries, at);
}

/** A member joined (in its creation's transaction): its sponsors up to three levels hear of it. */
export async function alertTeamOfNewMember(tx: Database, memberId: string, at: Date): Promise<void> {
  const username = await usernameOf(tx, memberId);
  if (username) await alertUpline(tx, memberId, 'TEAM_MEMBER_JOINED', { fromUsername: username }, at);
}

/**
 * The demo world's members joined before it was seeded: their sponsors get the portal notification only, since an
 * e-mail or a push about a past event would be sent at the delivery job's first run.
 */
export async function notifyTeamOfSeededMember(tx: Database, memberId: string, at: Date): Promise<void> {
  const username = await usernameOf(tx, memberId);
  if (username) await alertUpline(tx, memberId, 'TEAM_MEMBER_JOINED', { fromUsername: username }, at, false);
}

/** An order completed (in its completion's transaction): the buyer's sponsors up to three levels hear of it, with its total. */
export async function alertTeamOfPurchase(tx: Database, order: { userId: string; total: string }, buyerUsername: string, at: Date): Promise<void> {
  await alertUpline(tx, order.userId, 'TEAM_PURCHASE', { fromUsername: buyerUsername, amount: toDecimalString(order.total), symbol: 'USDT' }, at);
}
