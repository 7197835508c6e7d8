import { and, eq, isNull } from 'drizzle-orm';

import { users } from './schema';
import type { Database } from './types';

/** Whether the member opened a verification link (null: no such member). */
export async function findEmailVerified(db: Database, userId: string): Promise<boolean | null> {
  const [row] = await db.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return row ? row.verifiedAt !== null : null;
}

/** Marks the member's address verified at `at` (a member verified already keeps the first time). */
export async function markEmailVerified(db: Database, userId: string, at: Date): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: at }).where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}
