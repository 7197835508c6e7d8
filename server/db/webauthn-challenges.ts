import { and, eq, gt, isNull, lt } from 'drizzle-orm';

import { webauthnChallenges } from './schema';
import type { WebAuthnPurpose } from './schema';
import type { Database } from './types';

export async function storeWebAuthnChallenge(
  db: Database,
  challenge: { challenge: string; purpose: WebAuthnPurpose; userId: string | null; expiresAt: Date },
  now: Date,
): Promise<void> {
  // Challenges live minutes: the dead ones go as new ones come, so the table stays small.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values(challenge);
}

/**
 * Uses up a live challenge of this purpose, issued to this member (`userId` null: a sign-in's, issued to no one),
 * atomically: a challenge works once, also when two instances see it at the same moment.
 */
export async function claimWebAuthnChallenge(
  db: Database,
  challenge: string,
  purpose: WebAuthnPurpose,
  userId: string | null,
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return claimed.length === 1;
}
