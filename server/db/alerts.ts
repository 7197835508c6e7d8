import { and, eq, inArray, lte, sql } from 'drizzle-orm';

import type { AlertDeliveryChannel, AlertEvent, AlertChannel, NotificationType } from '../../contract/enums';
import type { NotificationParams } from '../../contract/notifications';
import { alertDeliveries, alertPreferences, pushSubscriptions, users } from './schema';
import { queryRows } from './team-figures';
import type { Database } from './types';

export interface UplineMember {
  userId: string;
  level: number;
}

/** The member's sponsors, level 1 first, at most `depth` of them (one indexed step per level). */
export function uplineOf(tx: Database, memberId: string, depth: number): Promise<UplineMember[]> {
  return queryRows<UplineMember>(
    tx,
    sql`WITH RECURSIVE up(id, level) AS (
      SELECT sponsor_id, 1 FROM users WHERE id = ${memberId} AND sponsor_id IS NOT NULL
      UNION ALL
      SELECT u.sponsor_id, up.level + 1 FROM up JOIN users u ON u.id = up.id
      WHERE u.sponsor_id IS NOT NULL AND up.level < ${depth}
    )
    SELECT id::text AS "userId", level::int AS level FROM up WHERE id <> ${memberId} ORDER BY level`,
  );
}

export interface StoredAlertPreference {
  userId: string;
  event: AlertEvent;
  channel: AlertChannel;
  enabled: boolean;
}

export async function alertPreferenceRowsOf(db: Database, userIds: readonly string[]): Promise<StoredAlertPreference[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: alertPreferences.userId, event: alertPreferences.event, channel: alertPreferences.channel, enabled: alertPreferences.enabled })
    .from(alertPreferences)
    .where(inArray(alertPreferences.userId, [...userIds]));
}

export async function saveAlertPreferences(
  db: Database,
  userId: string,
  rows: readonly { event: AlertEvent; channel: AlertChannel; enabled: boolean }[],
): Promise<void> {
  await db
    .insert(alertPreferences)
    .values(rows.map((row) => ({ userId, ...row })))
    .onConflictDoUpdate({
      target: [alertPreferences.userId, alertPreferences.event, alertPreferences.channel],
      set: { enabled: sql`excluded.enabled` },
    });
}

export async function usernameOf(tx: Database, userId: string): Promise<string | null> {
  const [row] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row?.username ?? null;
}

export interface AlertDeliveryRow {
  userId: string;
  channel: AlertDeliveryChannel;
  type: NotificationType;
  params: NotificationParams;
}

/** Queues deliveries inside the event's transaction: a PUSH one per subscription the member has at that time. */
export async function queueAlertDeliveries(tx: Database, entries: readonly AlertDeliveryRow[], at: Date): Promise<void> {
  if (entries.length === 0) return;
  const pushUsers = [...new Set(entries.filter((entry) => entry.channel === 'PUSH').map((entry) => entry.userId))];
  const subscriptions =
    pushUsers.length === 0
      ? []
      : await tx.select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId }).from(pushSubscriptions).where(inArray(pushSubscriptions.userId, pushUsers));
  const rows = entries.flatMap((entry): (AlertDeliveryRow & { pushSubscriptionId: string | null })[] =>
    entry.channel === 'PUSH'
      ? subscriptions.filter((subscription) => subscription.userId === entry.userId).map((subscription) => ({ ...entry, pushSubscriptionId: subscription.id }))
      : [{ ...entry, pushSubscriptionId: null }],
  );
  if (rows.length === 0) return;
  await tx.insert(alertDeliveries).values(rows.map((row) => ({ ...row, nextAttemptAt: at, createdAt: at })));
}

export type PendingAlertDelivery = typeof alertDeliveries.$inferSelect;

/**
 * Claims up to `limit` deliveries due at `at` for `leaseMs` (another instance skips them meanwhile), counting the
 * attempt; a delivery whose sender dies comes due again when the lease ends.
 */
export async function claimDueAlertDeliveries(db: Database, at: Date, limit: number, leaseMs: number): Promise<PendingAlertDelivery[]> {
  const due = db
    .select({ id: alertDeliveries.id })
    .from(alertDeliveries)
    .where(and(sql`${alertDeliveries.sentAt} IS NULL AND ${alertDeliveries.gaveUpAt} IS NULL`, lte(alertDeliveries.nextAttemptAt, at)))
    .orderBy(alertDeliveries.nextAttemptAt, alertDeliveries.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(alertDeliveries)
    .set({ nextAttemptAt: new Date(at.getTime() + leaseMs), attempts: sql`${alertDeliveries.attempts} + 1` })
    .where(inArray(alertDeliveries.id, due))
    .returning();
}

export async function markAlertDelivered(db: Database, id: number, at: Date): Promise<void> {
  await db.update(alertDeliveries).set({ sentAt: at, error: null }).where(eq(alertDeliveries.id, id));
}

export async function retryAlertDelivery(db: Database, id: number, nextAttemptAt: Date, error: string): Promise<void> {
  await db.update(alertDeliveries).set({ nextAttemptAt, error: error.slice(0, 500) }).where(eq(alertDeliveries.id, id));
}

export async function giveUpAlertDelivery(db: Database, id: number, at: Date, error: string): Promise<void> {
  await db.update(alertDeliveries).set({ gaveUpAt: at, error: error.slice(0, 500) }).where(eq(alertDeliveries.id, id));
}

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export async function findPushSubscription(db: Database, id: string): Promise<PushSubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row ?? null;
}

/** Stores the browser's subscription for the member; a browser subscribed before (same endpoint) moves to this member. */
export async function savePushSubscription(db: Database, userId: string, subscription: { endpoint: string; p256dh: string; auth: string }, at: Date): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...subscription, createdAt: at })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: at } });
}

/** Removes the member's subscription of this endpoint; another member's is left alone. */
export async function removePushSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

/** A subscription the push service said is gone (404/410). */
export async function deletePushSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function countPushSubscriptions(db: Database, userId: string): Promise<number> {
  const rows = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return rows.length;
}
