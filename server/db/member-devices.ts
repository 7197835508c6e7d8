import { and, eq, gte, lt, sql } from 'drizzle-orm';

import { DEVICE_LIFETIME_SECONDS } from '../domain/devices';
import { memberDevices } from './schema';
import type { Database } from './types';

const lifetimeBefore = (at: Date) => new Date(at.getTime() - DEVICE_LIFETIME_SECONDS * 1000);

/** Whether the member completed a sign-in from the device (its hashed id) within the cookie's lifetime before `at`. */
export async function isKnownDevice(db: Database, userId: string, deviceHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .select({ userId: memberDevices.userId })
    .from(memberDevices)
    .where(
      and(
        eq(memberDevices.userId, userId),
        eq(memberDevices.deviceHash, deviceHash),
        gte(memberDevices.lastSignInAt, lifetimeBefore(at)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Remembers a completed sign-in from the device (or renews it), and forgets the member's devices unused for the cookie's lifetime. */
export async function rememberDevice(db: Database, userId: string, deviceHash: string, at: Date): Promise<void> {
  await db
    .insert(memberDevices)
    .values({ userId, deviceHash, createdAt: at, lastSignInAt: at })
    .onConflictDoUpdate({ target: [memberDevices.userId, memberDevices.deviceHash], set: { lastSignInAt: sql`excluded.last_sign_in_at` } });
  await db
    .delete(memberDevices)
    .where(and(eq(memberDevices.userId, userId), lt(memberDevices.lastSignInAt, lifetimeBefore(at))));
}
