import { and, eq, gt, isNull } from 'drizzle-orm';

import { refreshTokens, sessions } from './schema';
import { extendSession, revokeSessions } from './sessions';
import type { Database } from './types';

export interface StoredRefreshToken {
  userId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
}

export type RotationResult =
  | { outcome: 'rotated'; userId: string; sessionId: string }
  /** An already-rotated token came back: stolen or replayed. Its whole family is now revoked. */
  | { outcome: 'reused'; userId: string }
  | { outcome: 'refused' };

export async function storeRefreshToken(db: Database, token: StoredRefreshToken): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/** A family ends with its session: the session's access tokens are refused from then on. */
async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, familyId), isNull(sessions.revokedAt)));
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
      await extendSession(tx, claimed.familyId, next.expiresAt, now);
      return { outcome: 'rotated', userId: claimed.userId, sessionId: claimed.familyId };
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
      return { outcome: 'rotated', userId: known.userId, sessionId: known.familyId };
    }
    await revokeFamily(tx, known.familyId, now);
    return { outcome: 'reused', userId: known.userId };
  });
}

/** Ends every session of the member, access tokens included (after a password reset). */
export async function revokeAllRefreshTokens(db: Database, userId: string, now: Date): Promise<void> {
  await revokeSessions(db, userId, now);
}
