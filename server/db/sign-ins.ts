import { desc, eq } from 'drizzle-orm';

import { isNewDevice } from '../domain/notifications';
import type { SignInRow } from '../domain/sign-ins';
import { describeDevice } from '../domain/user-agent';
import { rememberDevice } from './member-devices';
import { notify } from './notifications';
import { signIns } from './schema';
import type { Database } from './types';

export interface SignInRecord {
  userId: string;
  /** A valid IP (http/client-info.ts), or null. */
  ip: string | null;
  userAgent: string | null;
  withSecondFactor: boolean;
  /** The hashed id of the device cookie the sign-in completes on, and whether the member signed in from it before. */
  deviceHash: string;
  knownDevice: boolean;
  /** The app's clock (injectable in tests). */
  createdAt: Date;
}

/**
 * Records a completed sign-in and remembers its device for the member, and a NEW_DEVICE_SIGN_IN for the member
 * when the device was not theirs yet (never on the first sign-in), one transaction.
 */
export function recordSignIn(db: Database, { deviceHash, knownDevice, ...signIn }: SignInRecord): Promise<void> {
  return db.transaction(async (tx) => {
    const earlier = await tx.select({ id: signIns.id }).from(signIns).where(eq(signIns.userId, signIn.userId)).limit(1);
    await tx.insert(signIns).values(signIn);
    await rememberDevice(tx, signIn.userId, deviceHash, signIn.createdAt);
    if (!isNewDevice(earlier.length > 0, knownDevice)) return;
    const device = describeDevice(signIn.userAgent);
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
