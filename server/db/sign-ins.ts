import { desc, eq } from 'drizzle-orm';

import type { SignInRow } from '../domain/sign-ins';
import { signIns } from './schema';
import type { Database } from './types';

export interface SignInRecord {
  userId: string;
  ip: string | null;
  userAgent: string | null;
  withSecondFactor: boolean;
  /** The app's clock (injectable in tests). */
  createdAt: Date;
}

export async function recordSignIn(db: Database, signIn: SignInRecord): Promise<void> {
  await db.insert(signIns).values(signIn);
}

/** The member's latest sign-ins, newest first. */
export function listRecentSignIns(db: Database, userId: string, limit: number): Promise<SignInRow[]> {
  return db
    .select({ createdAt: signIns.createdAt, ip: signIns.ip, userAgent: signIns.userAgent })
    .from(signIns)
    .where(eq(signIns.userId, userId))
    .orderBy(desc(signIns.createdAt), desc(signIns.id))
    .limit(limit);
}
