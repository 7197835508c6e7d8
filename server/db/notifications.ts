import { and, count, desc, eq, getTableColumns, gte, inArray, isNull, sql } from 'drizzle-orm';

import type { NotificationType } from '../../contract/enums';
import { NOTIFICATION_KIND_TYPES } from '../../contract/notifications';
import type { NotificationKind, NotificationParams } from '../../contract/notifications';
import { afterPosition, keysetPage, positionTime } from './keyset';
import type { KeysetPosition } from './keyset';
import { notifications } from './schema';
import type { Database } from './types';

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationDraft = Pick<typeof notifications.$inferInsert, 'userId' | 'type' | 'params'>;

/** Records notifications inside the caller's transaction, so they exist exactly when the event they tell does. */
export async function notifyAll(tx: Database, entries: readonly NotificationDraft[], at: Date): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(notifications).values(entries.map((entry) => ({ ...entry, createdAt: at })));
}

export const notify = (tx: Database, userId: string, type: NotificationType, params: NotificationParams, at: Date) =>
  notifyAll(tx, [{ userId, type, params }], at);

/**
 * A sign-in from a new device: the member's unread NEW_DEVICE_SIGN_IN for the same device (as described) since
 * `since` takes it (its count goes up, IP and time become this sign-in's, so it moves to the top); otherwise a new
 * one. The member's bell grows by one per device and day, however often a browser that forgets its cookie signs in.
 */
export async function notifyNewDeviceSignIn(
  tx: Database,
  userId: string,
  signIn: { device: string; ip: string | null },
  at: Date,
  since: Date,
): Promise<void> {
  const [open] = await tx
    .select({ id: notifications.id, params: notifications.params })
    .from(notifications)
    .where(
      and(
        unreadOf(userId),
        eq(notifications.type, 'NEW_DEVICE_SIGN_IN'),
        gte(notifications.createdAt, since),
        sql`${notifications.params}->>'device' = ${signIn.device}`,
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(1)
    .for('update');
  const params: NotificationParams = signIn.ip ? { device: signIn.device, ip: signIn.ip } : { device: signIn.device };
  if (!open) {
    await notify(tx, userId, 'NEW_DEVICE_SIGN_IN', params, at);
    return;
  }
  const count = String((Number(open.params.count ?? '1') || 1) + 1);
  await tx.update(notifications).set({ params: { ...params, count }, createdAt: at }).where(eq(notifications.id, open.id));
}

const unreadOf = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

export interface NotificationPageQuery {
  /** The position the page starts after; null for the first page. */
  after: KeysetPosition | null;
  limit: number;
  unread: boolean;
  /** Only the types of this kind; all when absent. */
  kind?: NotificationKind;
}

/** The member's notifications, newest first (created_at, id), all or only the unread ones, of one kind or all, one page by key. */
export async function listNotifications(
  db: Database,
  userId: string,
  query: NotificationPageQuery,
): Promise<{ rows: NotificationRow[]; next: KeysetPosition | null }> {
  const rows = await db
    .select({ ...getTableColumns(notifications), positionAt: positionTime(notifications.createdAt) })
    .from(notifications)
    .where(
      and(
        query.unread ? unreadOf(userId) : eq(notifications.userId, userId),
        query.kind ? inArray(notifications.type, [...NOTIFICATION_KIND_TYPES[query.kind]]) : undefined,
        afterPosition({ at: notifications.createdAt, id: notifications.id, idType: 'uuid' }, query.after),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit, (row) => row.id);
}

export async function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(notifications).where(unreadOf(userId));
  return total;
}

/** Marks one of the member's notifications read (a read one keeps its first time); null for another member's or unknown id. */
export async function markNotificationRead(db: Database, userId: string, id: string, at: Date): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ?? null;
}

/** Marks every unread notification of the member read; answers how many there were. */
export async function markAllNotificationsRead(db: Database, userId: string, at: Date): Promise<number> {
  const updated = await db.update(notifications).set({ readAt: at }).where(unreadOf(userId)).returning({ id: notifications.id });
  return updated.length;
}
