import { and, eq, gt, isNull, ne } from 'drizzle-orm';

import { refreshTokens } from './schema';
import type { Database } from './types';

export interface StoredRefreshToken {
  userId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
}

export type RotationResult =
  | { outcome: 'rotated'; userId: string }
  /** An already-rotated token came back: stolen or replayed. Its whole family is now revoked. */
  | { outcome: 'reused'; userId: string }
  | { outcome: 'refused' };

export async function storeRefreshToken(db: Database, token: StoredRefreshToken): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Exchanges the token with hash `tokenHash` for the next one of its family, atomically: the old token is
 * marked rotated only if it is live (not rotated, not revoked, not expired at `now`). A rotated token
 * presented again within `reuseGraceSeconds` of its rotation gets a sibling in its (live) family; later, it
 * revokes the family.
 */
export function rotateRefreshToken(
  db: Database,
  tokenHash: string,
  next: Pick<StoredRefreshToken, 'tokenHash' | 'expiresAt'>,
  now: Date,
  reuseGraceSeconds = 0,
): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
    if (claimed) {
      await tx.insert(refreshTokens).values({ ...claimed, ...next });
      return { outcome: 'rotated', userId: claimed.userId };
    }
    const [known] = await tx
      .select({
        userId: refreshTokens.userId,
        familyId: refreshTokens.familyId,
        rotatedAt: refreshTokens.rotatedAt,
        revokedAt: refreshTokens.revokedAt,
        expiresAt: refreshTokens.expiresAt,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash));
    if (!known?.rotatedAt) return { outcome: 'refused' };
    const withinGrace = now.getTime() - known.rotatedAt.getTime() <= reuseGraceSeconds * 1000;
    if (withinGrace && !known.revokedAt && known.expiresAt > now) {
      await tx.insert(refreshTokens).values({ userId: known.userId, familyId: known.familyId, ...next });
      return { outcome: 'rotated', userId: known.userId };
    }
    await revokeFamily(tx, known.familyId, now);
    return { outcome: 'reused', userId: known.userId };
  });
}

/** Sign-out: revokes the member's token with this hash and the rest of its family. Returns whether it was theirs. */
export async function revokeFamilyOfToken(db: Database, userId: string, tokenHash: string, now: Date): Promise<boolean> {
  const [token] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tokenHash, tokenHash), eq(refreshTokens.userId, userId)));
  if (!token) return false;
  await revokeFamily(db, token.familyId, now);
  return true;
}

/** Ends every session of the member (after a password reset). */
export async function revokeAllRefreshTokens(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends the member's other sessions (after a password change): every refresh token is revoked except the
 * family of `keepTokenHash` when that token is the member's.
 */
export async function revokeOtherSessions(db: Database, userId: string, keepTokenHash: string | null, now: Date) {
  const [kept] = keepTokenHash
    ? await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, keepTokenHash), eq(refreshTokens.userId, userId)))
    : [];
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        kept ? ne(refreshTokens.familyId, kept.familyId) : undefined,
      ),
    );
}
