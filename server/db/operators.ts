import { and, asc, eq, gt, isNull } from 'drizzle-orm';

import type { OperatorRole } from '../../contract/enums';
import { operatorApiTokens, operators, operatorSetupTokens } from './schema';
import type { Database } from './types';

export interface OperatorRecord {
  id: string;
  username: string;
  role: OperatorRole;
}

/** The active operator whose live API token has this hash; marks the token used. Null for anything else. */
export async function operatorOfApiToken(db: Database, tokenHash: string, now: Date): Promise<OperatorRecord | null> {
  const [used] = await db
    .update(operatorApiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(operatorApiTokens.tokenHash, tokenHash), isNull(operatorApiTokens.revokedAt)))
    .returning({ operatorId: operatorApiTokens.operatorId });
  if (!used) return null;
  const [operator] = await db
    .select({ id: operators.id, username: operators.username, role: operators.role })
    .from(operators)
    .where(and(eq(operators.id, used.operatorId), isNull(operators.disabledAt)));
  return operator ?? null;
}

export async function findOperatorByUsername(db: Database, username: string) {
  const [operator] = await db.select().from(operators).where(eq(operators.username, username));
  return operator ?? null;
}

export async function insertOperator(
  db: Database,
  values: { username: string; role: OperatorRole; totpSecret: string; passwordHash?: string; totpEnrolled?: boolean },
): Promise<OperatorRecord | null> {
  const [operator] = await db
    .insert(operators)
    .values(values)
    .onConflictDoNothing({ target: operators.username })
    .returning({ id: operators.id, username: operators.username, role: operators.role });
  return operator ?? null;
}

/**
 * How many active admins hold a live API token (the bootstrap makes admins directly until two do: with one, nobody
 * could approve the second).
 */
export async function countAdminsWithToken(db: Database): Promise<number> {
  const rows = await db
    .selectDistinct({ id: operators.id })
    .from(operators)
    .innerJoin(operatorApiTokens, eq(operatorApiTokens.operatorId, operators.id))
    .where(and(eq(operators.role, 'ADMIN'), isNull(operators.disabledAt), isNull(operatorApiTokens.revokedAt)))
    .limit(2);
  return rows.length;
}

export async function listOperators(db: Database) {
  const people = await db.select().from(operators).orderBy(asc(operators.username));
  const tokens = await db
    .select({
      id: operatorApiTokens.id,
      operatorId: operatorApiTokens.operatorId,
      label: operatorApiTokens.label,
      createdAt: operatorApiTokens.createdAt,
      lastUsedAt: operatorApiTokens.lastUsedAt,
      revokedAt: operatorApiTokens.revokedAt,
    })
    .from(operatorApiTokens)
    .orderBy(asc(operatorApiTokens.createdAt));
  return people.map((operator) => ({ operator, tokens: tokens.filter((token) => token.operatorId === operator.id) }));
}

export async function insertApiToken(db: Database, token: { operatorId: string; label: string; tokenHash: string }) {
  const [row] = await db
    .insert(operatorApiTokens)
    .values(token)
    .returning({ id: operatorApiTokens.id, label: operatorApiTokens.label, createdAt: operatorApiTokens.createdAt });
  return row;
}

/** Revokes a live token; null when it is unknown or already revoked. */
export async function revokeApiToken(db: Database, id: string, now: Date) {
  const [row] = await db
    .update(operatorApiTokens)
    .set({ revokedAt: now })
    .where(and(eq(operatorApiTokens.id, id), isNull(operatorApiTokens.revokedAt)))
    .returning({ id: operatorApiTokens.id, operatorId: operatorApiTokens.operatorId, label: operatorApiTokens.label });
  return row ?? null;
}

export async function storeSetupToken(db: Database, token: { operatorId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(operatorSetupTokens).values(token);
}

const liveSetup = (tokenHash: string, now: Date) =>
  and(eq(operatorSetupTokens.tokenHash, tokenHash), isNull(operatorSetupTokens.usedAt), gt(operatorSetupTokens.expiresAt, now));

/** The operator of a live setup link (not used up), for the setup page; null for anything else. */
export async function findSetupOperator(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ operator: operators })
    .from(operatorSetupTokens)
    .innerJoin(operators, eq(operators.id, operatorSetupTokens.operatorId))
    .where(and(liveSetup(tokenHash, now), isNull(operators.disabledAt)));
  return row?.operator ?? null;
}

/** Uses the setup link up, atomically (works once even under races); its operator's id or null. */
export async function claimSetupToken(db: Database, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(operatorSetupTokens)
    .set({ usedAt: now })
    .where(liveSetup(tokenHash, now))
    .returning({ operatorId: operatorSetupTokens.operatorId });
  return row?.operatorId ?? null;
}

export async function completeOperatorSetup(db: Database, operatorId: string, passwordHash: string) {
  await db.update(operators).set({ passwordHash, totpEnrolled: true }).where(eq(operators.id, operatorId));
}
