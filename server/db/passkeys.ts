import { and, asc, count, eq, lt } from 'drizzle-orm';

import { passkeys, users } from './schema';
import type { Database } from './types';

export type PasskeyRow = typeof passkeys.$inferSelect;

/** The member's passkeys, oldest first. */
export function listPasskeys(db: Database, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function countPasskeys(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.total ?? 0;
}

export async function findPasskeyByCredentialId(db: Database, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

export type AddPasskeyResult = { outcome: 'added'; row: PasskeyRow } | { outcome: 'limit' } | { outcome: 'duplicate' };

/**
 * Stores a verified new passkey unless the member has `limit` already (counted with the member's row locked, so two
 * at once cannot pass it) or the credential is registered (to anyone).
 */
export function addPasskey(db: Database, passkey: typeof passkeys.$inferInsert, limit: number): Promise<AddPasskeyResult> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, passkey.userId)).for('update');
    if ((await countPasskeys(tx, passkey.userId)) >= limit) return { outcome: 'limit' as const };
    const [row] = await tx.insert(passkeys).values(passkey).onConflictDoNothing({ target: passkeys.credentialId }).returning();
    return row ? { outcome: 'added' as const, row } : { outcome: 'duplicate' as const };
  });
}

export async function renamePasskey(db: Database, userId: string, id: string, name: string): Promise<PasskeyRow | null> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row ?? null;
}

/** Removes the member's passkey; false when it is not theirs (or gone). */
export async function removePasskey(db: Database, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return removed.length === 1;
}

export async function removeAllPasskeys(db: Database, userId: string): Promise<number> {
  const removed = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  return removed.length;
}

/**
 * Records a verified use: the new signature counter and the time. Conditional on the stored counter still being
 * below the new one (or both zero: authenticators without a counter), so of two assertions that raced past the
 * check with the same counter only one is recorded. False: refuse the assertion.
 */
export async function recordPasskeyUse(db: Database, id: string, newCounter: number, at: Date): Promise<boolean> {
  const recorded = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: at })
    .where(and(eq(passkeys.id, id), newCounter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, newCounter)))
    .returning({ id: passkeys.id });
  return recorded.length === 1;
}
