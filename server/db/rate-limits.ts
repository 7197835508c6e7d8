import { and, eq, lt, sql } from 'drizzle-orm';

import { rateLimits } from './schema';
import type { Database } from './types';

/** Rows whose window started this long ago are dead for every rule (the longest window is an hour). */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one attempt under `key` in the window starting at `windowStart`, atomically: a row of an older
 * window restarts at 1. Returns the count including this attempt.
 */
export async function countAttempt(db: Database, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
  if (row.count === 1) await forgetStaleWindows(db, windowStart);
  return row.count;
}

/** Takes back one attempt of the window (a sign-in that succeeded does not count against the limit). */
export async function uncountAttempt(db: Database, key: string, windowStart: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart)));
}

/** Deletes counters of long-gone windows; runs when a key opens a new window, so the table stays small. */
async function forgetStaleWindows(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - STALE_AFTER_MS)));
}
