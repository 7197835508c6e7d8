import { and, eq, gte, lt, sql } from 'drizzle-orm';

import { memberDevices } from './schema';
import type { Database } from './types';

/** Whether the member completed a sign-in from the device (its hashed id) since `since` (the cookie's lifetime before now). */
export async function isKnownDevice(db: Database, userId: string, deviceHash: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ userId: memberDevices.userId })
    .from(memberDevices)
    .where(
      and(
        eq(memberDevices.userId, userId),
        eq(memberDevices.deviceHash, deviceHash),
        gte(memberDevices.lastSignInAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Remembers a completed sign-in from the device at `at` (or renews it), and forgets the member's devices unused since `since`. */
export async function rememberDevice(db: Database, userId: string, deviceHash: string, at: Date, since: Date): Promise<void> {
  await db
    .insert(memberDevices)
    .values({ userId, deviceHash, createdAt: at, lastSignInAt: at })
    .onConflictDoUpdate({ target: [memberDevices.userId, memberDevices.deviceHash], set: { lastSignInAt: sql`excluded.last_sign_in_at` } });
  await db
    .delete(memberDevices)
    .where(and(eq(memberDevices.userId, userId), lt(memberDevices.lastSignInAt, since)));
}
