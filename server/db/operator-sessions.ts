import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';

import type { OperatorRecord } from './operators';
import { operators, operatorSessions } from './schema';
import type { Database } from './types';

interface NewOperatorSession {
  operatorId: string;
  tokenHash: string;
  ip: string | null;
  userAgent: string | null;
}

export async function insertOperatorSession(db: Database, session: NewOperatorSession, now: Date): Promise<void> {
  await db.insert(operatorSessions).values({ ...session, createdAt: now, lastSeenAt: now });
}

/**
 * The active operator of the live session with this token hash, and marks the session used (its idle time starts
 * again). Null when the session ended, was not used after `usedAfter`, signed in before `signedInAfter` or its operator was disabled.
 */
export async function operatorOfSession(
  db: Database,
  tokenHash: string,
  now: Date,
  live: { usedAfter: Date; signedInAfter: Date },
): Promise<(OperatorRecord & { sessionId: string }) | null> {
  const [touched] = await db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash),
        isNull(operatorSessions.endedAt),
        gt(operatorSessions.lastSeenAt, live.usedAfter),
        gt(operatorSessions.createdAt, live.signedInAfter),
      ),
    )
    .returning({ sessionId: operatorSessions.id, operatorId: operatorSessions.operatorId });
  if (!touched) return null;
  const [operator] = await db
    .select({ id: operators.id, username: operators.username, role: operators.role })
    .from(operators)
    .where(and(eq(operators.id, touched.operatorId), isNull(operators.disabledAt)));
  return operator ? { ...operator, sessionId: touched.sessionId } : null;
}

/** Ends one session, or every live session of the operator (sign out everywhere); returns how many ended. */
export async function endOperatorSessions(db: Database, operatorId: string, now: Date, only?: string): Promise<number> {
  const ended = await db
    .update(operatorSessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.endedAt),
        only ? eq(operatorSessions.id, only) : undefined,
      ),
    )
    .returning({ id: operatorSessions.id });
  return ended.length;
}

/** Records `step` as the operator's last accepted code unless that step (or a later one) signed in: false then. */
export async function claimOperatorTotpStep(db: Database, operatorId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, operatorId), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return claimed.length === 1;
}
