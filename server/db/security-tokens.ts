import { and, eq, gt, isNull } from 'drizzle-orm';

import { securityTokens, users } from './schema';
import type { SecurityTokenPurpose } from './schema';
import type { Database } from './types';

export async function storeSecurityToken(
  db: Database,
  token: { userId: string; purpose: SecurityTokenPurpose; tokenHash: string; expiresAt: Date; subjectId?: string },
): Promise<void> {
  await db.insert(securityTokens).values(token);
}

const live = (purpose: SecurityTokenPurpose, tokenHash: string, now: Date) =>
  and(
    eq(securityTokens.purpose, purpose),
    eq(securityTokens.tokenHash, tokenHash),
    isNull(securityTokens.usedAt),
    gt(securityTokens.expiresAt, now),
  );

/**
 * Marks the live token of this purpose and hash used, atomically; with `userId`, only that member's. Returns its
 * member, or null when it is unknown, used, expired, of another purpose or another member's.
 */
export async function claimSecurityToken(
  db: Database,
  purpose: SecurityTokenPurpose,
  tokenHash: string,
  now: Date,
  userId?: string,
): Promise<string | null> {
  const where = userId ? and(live(purpose, tokenHash, now), eq(securityTokens.userId, userId)) : live(purpose, tokenHash, now);
  const [claimed] = await db.update(securityTokens).set({ usedAt: now }).where(where).returning({ userId: securityTokens.userId });
  return claimed?.userId ?? null;
}

/**
 * `claimSecurityToken` for a link that acts on one thing (its subject): marks the member's live token used, atomically,
 * and answers its subject; null when it is unknown, used, expired, of another purpose or another member's.
 */
export async function claimSecurityTokenSubject(
  db: Database,
  purpose: SecurityTokenPurpose,
  tokenHash: string,
  now: Date,
  userId: string,
): Promise<string | null> {
  const [claimed] = await db
    .update(securityTokens)
    .set({ usedAt: now })
    .where(and(live(purpose, tokenHash, now), eq(securityTokens.userId, userId)))
    .returning({ subjectId: securityTokens.subjectId });
  return claimed?.subjectId ?? null;
}

/** The subject of the member's live token, without using it up (a page shows what the link would confirm). */
export async function findLiveSecurityTokenSubject(
  db: Database,
  purpose: SecurityTokenPurpose,
  tokenHash: string,
  now: Date,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ subjectId: securityTokens.subjectId })
    .from(securityTokens)
    .where(and(live(purpose, tokenHash, now), eq(securityTokens.userId, userId)));
  return row?.subjectId ?? null;
}

export async function isSecurityTokenLive(db: Database, purpose: SecurityTokenPurpose, tokenHash: string, now: Date): Promise<boolean> {
  const rows = await db.select({ id: securityTokens.id }).from(securityTokens).where(live(purpose, tokenHash, now));
  return rows.length > 0;
}

/** Retires the member's other outstanding links of this purpose. */
export async function retireSecurityTokens(db: Database, userId: string, purpose: SecurityTokenPurpose, now: Date): Promise<void> {
  await db
    .update(securityTokens)
    .set({ usedAt: now })
    .where(and(eq(securityTokens.userId, userId), eq(securityTokens.purpose, purpose), isNull(securityTokens.usedAt)));
}

/**
 * The member's one live link of this purpose: earlier ones retired, this one stored, with the member's row locked so
 * that two at once (on PostgreSQL, where transactions run side by side) come one after the other and leave one.
 * FOR NO KEY UPDATE: rows that only point at the member (foreign keys) are not held up.
 */
export async function replaceSecurityToken(
  tx: Database,
  token: { userId: string; purpose: SecurityTokenPurpose; tokenHash: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, token.userId)).for('no key update');
  await retireSecurityTokens(tx, token.userId, token.purpose, now);
  await storeSecurityToken(tx, token);
}
