import { rememberDevice } from '../db/member-devices';
import { notifyNewDeviceSignIn } from '../db/notifications';
import { insertSignIn } from '../db/sign-ins';
import type { Database } from '../db/types';
import { deviceLifetimeStart } from '../domain/devices';
import { NEW_DEVICE_NOTICE_WINDOW_SECONDS, isNewDevice } from '../domain/notifications';
import { secondsLater } from '../domain/session-lifetimes';
import { describeDevice } from '../domain/user-agent';

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
 * when the device was not theirs yet (never on the first sign-in; an unread one for the same device of the last day
 * counts it instead of a new one), one transaction. Answers whether it was such a
 * sign-in (the caller e-mails the member then).
 */
export function recordSignIn(db: Database, { deviceHash, knownDevice, ...signIn }: SignInRecord): Promise<{ newDevice: boolean }> {
  return db.transaction(async (tx) => {
    const { first } = await insertSignIn(tx, signIn);
    await rememberDevice(tx, signIn.userId, deviceHash, signIn.createdAt, deviceLifetimeStart(signIn.createdAt));
    if (!isNewDevice(!first, knownDevice)) return { newDevice: false };
    const device = describeDevice(signIn.userAgent);
    const since = secondsLater(signIn.createdAt, -NEW_DEVICE_NOTICE_WINDOW_SECONDS);
    await notifyNewDeviceSignIn(tx, signIn.userId, { device, ip: signIn.ip }, signIn.createdAt, since);
    return { newDevice: true };
  });
}
