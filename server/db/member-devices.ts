import { and, eq, gte, lt, sql } from 'drizzle-orm';

import { memberDevices } from './schema';
import type { Database } from './types';

/**
 * The member's device (its hashed id) if they completed a sign-in from it, or opened an unlock link on it, since
 * `since` (the cookie's lifetime before now): whether a sign-in completed from it. Null for a device unknown to them.
 */
export async function findKnownDevice(db: Database, userId: string, deviceHash: string, since: Date): Promise<{ signedIn: boolean } | null> {
  const [row] = await db
    .select({ signedIn: memberDevices.signedIn })
    .from(memberDevices)
    .where(
      and(
        eq(memberDevices.userId, userId),
        eq(memberDevices.deviceHash, deviceHash),
        gte(memberDevices.lastSignInAt, since),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Remembers a completed sign-in from the device at `at` (or renews it), and forgets the member's devices unused since `since`. */
export async function rememberDevice(db: Database, userId: string, deviceHash: string, at: Date, since: Date): Promise<void> {
  await db
    .insert(memberDevices)
    .values({ userId, deviceHash, createdAt: at, lastSignInAt: at, signedIn: true })
    .onConflictDoUpdate({
      target: [memberDevices.userId, memberDevices.deviceHash],
      set: { lastSignInAt: sql`excluded.last_sign_in_at`, signedIn: true },
    });
  await forgetOldDevices(db, userId, since);
}

/**
 * Remembers a device the member opened an unlock link on at `at`: known to the sign-in limits from now on, still new
 * to the new-device notice until a sign-in completes from it. A device already theirs stays as it was (renewed).
 */
export async function rememberUnlockedDevice(db: Database, userId: string, deviceHash: string, at: Date, since: Date): Promise<void> {
  await db
    .insert(memberDevices)
    .values({ userId, deviceHash, createdAt: at, lastSignInAt: at, signedIn: false })
    .onConflictDoUpdate({ target: [memberDevices.userId, memberDevices.deviceHash], set: { lastSignInAt: sql`excluded.last_sign_in_at` } });
  await forgetOldDevices(db, userId, since);
}

async function forgetOldDevices(db: Database, userId: string, since: Date): Promise<void> {
  await db.delete(memberDevices).where(and(eq(memberDevices.userId, userId), lt(memberDevices.lastSignInAt, since)));
}
