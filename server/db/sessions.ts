import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import { refreshTokens, sessions } from './schema';
import type { Database } from './types';

export interface NewSession {
  id: string;
  userId: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export interface SessionRow {
  id: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastActiveAt: Date;
}

export interface SessionState {
  live: boolean;
  lastActiveAt: Date;
}

export async function storeSession(db: Database, session: NewSession): Promise<void> {
  await db.insert(sessions).values({ ...session, lastActiveAt: session.createdAt });
}

/** A refresh extends the session to its new refresh token's expiry. */
export async function extendSession(db: Database, id: string, expiresAt: Date, now: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt, lastActiveAt: now }).where(eq(sessions.id, id));
}

/** Whether the member's session `id` is live at `now` (null: no such session of theirs). */
export async function findSessionState(db: Database, userId: string, id: string, now: Date): Promise<SessionState | null> {
  const [row] = await db
    .select({ revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt, lastActiveAt: sessions.lastActiveAt })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)));
  if (!row) return null;
  return { live: row.revokedAt === null && row.expiresAt > now, lastActiveAt: row.lastActiveAt };
}

export async function touchSession(db: Database, id: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastActiveAt: now }).where(and(eq(sessions.id, id), lt(sessions.lastActiveAt, now)));
}

/** The member's live sessions, most recently active first. */
export function listLiveSessions(db: Database, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select({ id: sessions.id, ip: sessions.ip, userAgent: sessions.userAgent, createdAt: sessions.createdAt, lastActiveAt: sessions.lastActiveAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastActiveAt), desc(sessions.createdAt));
}

type SessionChoice = { only?: string; except?: string };

/** The live rows of the member's chosen sessions, for a table keyed by user and session (family) id. */
function chosen(columns: { userId: AnyPgColumn; sessionId: AnyPgColumn; revokedAt: AnyPgColumn }, userId: string, which: SessionChoice) {
  return and(
    eq(columns.userId, userId),
    isNull(columns.revokedAt),
    which.only ? eq(columns.sessionId, which.only) : undefined,
    which.except ? ne(columns.sessionId, which.except) : undefined,
  );
}

/**
 * Ends sessions of the member, with their refresh tokens, in one transaction: `only` one of them, or all
 * but `except`, or all. Answers the ids it ended.
 */
export function revokeSessions(db: Database, userId: string, now: Date, which: SessionChoice = {}): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(chosen({ userId: sessions.userId, sessionId: sessions.id, revokedAt: sessions.revokedAt }, userId, which))
      .returning({ id: sessions.id });
    await tx
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(
        chosen({ userId: refreshTokens.userId, sessionId: refreshTokens.familyId, revokedAt: refreshTokens.revokedAt }, userId, which),
      );
    return ended.map((row) => row.id);
  });
}
