import { and, count, eq, isNull } from 'drizzle-orm';

import { recoveryCodes } from './schema';
import type { Database } from './types';

/** The member's new recovery codes (their hashes) in place of every earlier one, used or not. */
export async function replaceRecoveryCodes(db: Database, userId: string, codeHashes: readonly string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

export async function deleteRecoveryCodes(db: Database, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/**
 * Uses up the member's unused code with this hash, atomically: of two requests with the same code exactly one
 * gets true.
 */
export async function claimRecoveryCode(db: Database, userId: string, codeHash: string, at: Date): Promise<boolean> {
  const claimed = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return claimed.length === 1;
}

export async function countRecoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}
