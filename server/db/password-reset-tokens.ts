import { and, eq, gt, isNull } from 'drizzle-orm';

import { holdMoneyOut } from './money-out-block';
import { removeAllPasskeys } from './passkeys';
import { revokeAllRefreshTokens } from './refresh-tokens';
import { passwordResetTokens } from './schema';
import type { Database } from './types';
import { setPasswordHash } from './users';

export async function storePasswordResetToken(
  db: Database,
  token: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(token);
}

/** Marks the live token with this hash used, atomically; returns its member, or null when it is unknown, used or expired. */
export async function claimPasswordResetToken(db: Database, tokenHash: string, now: Date): Promise<string | null> {
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return claimed?.userId ?? null;
}

/** After a reset, the member's other outstanding links stop working too. */
export async function retirePasswordResetTokens(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function findLivePasswordResetToken(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return rows.length > 0;
}

/**
 * In one transaction: uses the token (null when it is no longer live), sets the password, retires the
 * member's other reset links, revokes every refresh token (all sessions end), removes every passkey (one a thief
 * added with the old password would sign in without the new one) and holds money out until `holdUntil`. Returns the
 * member and how many passkeys were removed.
 */
export function resetPasswordWithToken(
  db: Database,
  tokenHash: string,
  passwordHash: string,
  now: Date,
  holdUntil: Date,
): Promise<{ userId: string; passkeysRemoved: number } | null> {
  return db.transaction(async (tx) => {
    const userId = await claimPasswordResetToken(tx, tokenHash, now);
    if (!userId) return null;
    await setPasswordHash(tx, userId, passwordHash);
    await retirePasswordResetTokens(tx, userId, now);
    await revokeAllRefreshTokens(tx, userId, now);
    const passkeysRemoved = await removeAllPasskeys(tx, userId);
    await holdMoneyOut(tx, userId, holdUntil, 'PASSWORD_RESET');
    return { userId, passkeysRemoved };
  });
}
