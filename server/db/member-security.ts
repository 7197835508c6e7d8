import { and, eq } from 'drizzle-orm';

import type { MoneyOutHoldReason } from '../../contract/withdraw-addresses';
import { holdFields } from './money-out-block';
import { retireSecurityTokens } from './security-tokens';
import { users } from './schema';
import type { Database } from './types';

export interface PasswordHashes {
  passwordHash: string;
  securePasswordHash: string | null;
}

export async function findPasswordHashes(db: Database, userId: string): Promise<PasswordHashes | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash, securePasswordHash: users.securePasswordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Sets the login password (changed in settings with the current one) and holds money out until `holdUntil` in the
 * same UPDATE: whoever phished the password and changed it must not move money before the owner notices.
 */
export async function changeLoginPasswordHash(db: Database, userId: string, passwordHash: string, holdUntil: Date): Promise<void> {
  await db.update(users).set({ passwordHash, ...holdFields(holdUntil, 'PASSWORD_CHANGED') }).where(eq(users.id, userId));
}

/** Sets the secure password and holds money out until `holdUntil` in the same UPDATE (`reason`: set the first time, or changed). */
export async function setSecurePasswordHash(
  db: Database,
  userId: string,
  securePasswordHash: string,
  holdUntil: Date,
  reason: Extract<MoneyOutHoldReason, 'SECURE_PASSWORD_SET' | 'SECURE_PASSWORD_CHANGED'>,
): Promise<void> {
  await db.update(users).set({ securePasswordHash, ...holdFields(holdUntil, reason) }).where(eq(users.id, userId));
}

/**
 * Changes the member's e-mail address (stored lower case), holds money out until `holdUntil`, and makes the new
 * address unverified with the links mailed to the old one retired, in one transaction: a link in the old mailbox
 * verifies nothing. No route changes e-mails yet; the one that does must use this, mail a link to the new address
 * and send the EMAIL security alert. False when the member is gone; a taken address fails the unique constraint.
 */
export async function changeEmailAddress(db: Database, userId: string, email: string, holdUntil: Date, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(users)
      .set({ email: email.toLowerCase(), emailVerifiedAt: null, ...holdFields(holdUntil, 'EMAIL_CHANGED') })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (changed.length === 1) await retireSecurityTokens(tx, userId, 'EMAIL_VERIFY', now);
    return changed.length === 1;
  });
}

export interface TotpState {
  /** The active secret when enabled, the pending one (set up, not yet confirmed) otherwise, or null. */
  secret: string | null;
  enabled: boolean;
}

export async function findTotpState(db: Database, userId: string): Promise<TotpState | null> {
  const [row] = await db
    .select({ secret: users.totpSecret, enabled: users.is2FAEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Keeps `secret` as the member's pending secret (replacing an earlier pending one) while 2FA is off, and
 * restarts the once-only step sequence for it. False when 2FA is on.
 */
export async function storePendingTotpSecret(db: Database, userId: string, secret: string): Promise<boolean> {
  const stored = await db
    .update(users)
    .set({ totpSecret: secret, totpLastStep: null })
    .where(and(eq(users.id, userId), eq(users.is2FAEnabled, false)))
    .returning({ id: users.id });
  return stored.length === 1;
}

/** Turns 2FA on with the pending secret the code was checked against; false when it changed or 2FA is on. */
export async function enableTwoFactor(db: Database, userId: string, secret: string): Promise<boolean> {
  const enabled = await db
    .update(users)
    .set({ is2FAEnabled: true })
    .where(and(eq(users.id, userId), eq(users.totpSecret, secret), eq(users.is2FAEnabled, false)))
    .returning({ id: users.id });
  return enabled.length === 1;
}

/**
 * Turns 2FA off and forgets the secret the code was checked against, and holds money out until `holdUntil` in the
 * same UPDATE; false when it changed or 2FA is off.
 */
export async function disableTwoFactor(db: Database, userId: string, secret: string, holdUntil: Date): Promise<boolean> {
  const disabled = await db
    .update(users)
    .set({ is2FAEnabled: false, totpSecret: null, ...holdFields(holdUntil, 'TWO_FACTOR_OFF') })
    .where(and(eq(users.id, userId), eq(users.totpSecret, secret), eq(users.is2FAEnabled, true)))
    .returning({ id: users.id });
  return disabled.length === 1;
}
