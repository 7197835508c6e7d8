import { and, asc, eq } from 'drizzle-orm';

import type { SecurityChange } from '@/contract/enums';
import { notifications } from '@/server/db/schema';
import type { Database } from '@/server/db/types';

import { userIdOf } from './orders';

/** The security changes the member was alerted of (their SECURITY_CHANGE notifications), oldest first. */
export async function securityChangesOf(db: Database, username: string): Promise<SecurityChange[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, await userIdOf(db, username)), eq(notifications.type, 'SECURITY_CHANGE')))
    .orderBy(asc(notifications.createdAt));
  return rows.map((row) => (row.params as { change: SecurityChange }).change);
}
