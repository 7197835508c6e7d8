import { desc, eq } from 'drizzle-orm';

import { isNewDevice } from '../domain/notifications';
import type { SignInRow } from '../domain/sign-ins';
import { describeDevice } from '../domain/user-agent';
import { notify } from './notifications';
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

/**
 * Records a completed sign-in, and a NEW_DEVICE_SIGN_IN for the member when its device (as the sign-in list names
 * it) is not among their earlier sign-ins' (never on the first sign-in), one transaction.
 */
export function recordSignIn(db: Database, signIn: SignInRecord): Promise<void> {
  return db.transaction(async (tx) => {
    const earlier = await tx.selectDistinct({ userAgent: signIns.userAgent }).from(signIns).where(eq(signIns.userId, signIn.userId));
    await tx.insert(signIns).values(signIn);
    const device = describeDevice(signIn.userAgent);
    if (!isNewDevice(device, earlier.map((row) => describeDevice(row.userAgent)))) return;
    await notify(tx, signIn.userId, 'NEW_DEVICE_SIGN_IN', signIn.ip ? { device, ip: signIn.ip } : { device }, signIn.createdAt);
  });
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
