import { sql } from 'drizzle-orm';

import type { Database } from './types';

/** How many of each member's newest seeded notifications stay unread. */
export const SEED_UNREAD_NOTIFICATIONS = 3;
const READ_AFTER_HOURS = 2;

/**
 * The seeded events wrote their notifications as they happened; a member who used the portal since would have read
 * the older ones: all but each member's newest few are read a little after they arrived (never after seeding).
 */
export async function seedNotificationsRead(tx: Database, seededAt: Date): Promise<void> {
  await tx.execute(sql`
    update notifications set read_at = least(notifications.created_at + make_interval(hours => ${READ_AFTER_HOURS}), ${seededAt.toISOString()}::timestamptz)
    from (
      select id, row_number() over (partition by user_id order by created_at desc, id desc) as newness from notifications
    ) ranked
    where ranked.id = notifications.id and ranked.newness > ${SEED_UNREAD_NOTIFICATIONS} and notifications.read_at is null`);
}
