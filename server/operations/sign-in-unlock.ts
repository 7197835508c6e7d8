import { findKnownDevice, rememberUnlockedDevice } from '../db/member-devices';
import { claimSecurityToken, retireSecurityTokens, storeSecurityToken } from '../db/security-tokens';
import type { Database } from '../db/types';
import { deviceHashOf, deviceLifetimeStart, newDeviceId } from '../domain/devices';

/** Stores the member's new unlock link (its hash, until `expiresAt`) and retires their earlier ones, one transaction. */
export function issueSignInUnlockToken(db: Database, userId: string, tokenHash: string, at: Date, expiresAt: Date): Promise<void> {
  return db.transaction(async (tx) => {
    await retireSecurityTokens(tx, userId, 'SIGN_IN_UNLOCK', at);
    await storeSecurityToken(tx, { userId, purpose: 'SIGN_IN_UNLOCK', tokenHash, expiresAt });
  });
}

/**
 * Uses the unlock link with this token hash and makes the device that opened it known to its member, one
 * transaction. The device keeps its id when the member knows it already; any other cookie (another member's device,
 * or one planted in the browser) gives way to a new id, so that no one makes a device of their choosing known to
 * someone else. Answers the device id for the cookie, or null when the link is unknown, used or expired.
 */
export function unlockDeviceWithToken(
  db: Database,
  tokenHash: string,
  presented: { id: string; hash: string } | null,
  at: Date,
): Promise<{ userId: string; deviceId: string } | null> {
  return db.transaction(async (tx) => {
    const userId = await claimSecurityToken(tx, 'SIGN_IN_UNLOCK', tokenHash, at);
    if (!userId) return null;
    const since = deviceLifetimeStart(at);
    const keep = presented !== null && (await findKnownDevice(tx, userId, presented.hash, since)) !== null;
    const deviceId = keep ? presented.id : newDeviceId();
    await rememberUnlockedDevice(tx, userId, deviceHashOf(deviceId), at, since);
    return { userId, deviceId };
  });
}
