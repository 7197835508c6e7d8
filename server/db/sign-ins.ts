import { desc, eq } from 'drizzle-orm';

import { signIns } from './schema';
import type { Database } from './types';

/** Stores a completed sign-in; answers whether it is the member's first. */
export async function insertSignIn(db: Database, signIn: typeof signIns.$inferInsert): Promise<{ first: boolean }> {
  const earlier = await db.select({ id: signIns.id }).from(signIns).where(eq(signIns.userId, signIn.userId)).limit(1);
  await db.insert(signIns).values(signIn);
  return { first: earlier.length === 0 };
}

/** The member's latest sign-ins, newest first. */
export function listRecentSignIns(db: Database, userId: string, limit: number) {
  return db
    .select({ createdAt: signIns.createdAt, ip: signIns.ip, userAgent: signIns.userAgent })
    .from(signIns)
    .where(eq(signIns.userId, userId))
    .orderBy(desc(signIns.createdAt), desc(signIns.id))
    .limit(limit);
}
