import { eq } from 'drizzle-orm';

import type { Locale } from '../../contract/enums';
import { users } from './schema';
import type { Database } from './types';

/** The member's anti-phishing code; undefined when there is no such member. */
export async function findAntiPhishingPhrase(db: Database, userId: string): Promise<string | null | undefined> {
  const [row] = await db.select({ phrase: users.antiPhishingPhrase }).from(users).where(eq(users.id, userId));
  return row ? row.phrase : undefined;
}

/**
 * Sets (or, with null, removes) the member's anti-phishing code and answers the one it replaces, read under the row's
 * lock so that two changes at once each see the code the other left; undefined when there is no such member.
 */
export function replaceAntiPhishingPhrase(db: Database, userId: string, phrase: string | null): Promise<string | null | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ phrase: users.antiPhishingPhrase }).from(users).where(eq(users.id, userId)).for('update');
    if (!row) return undefined;
    if (row.phrase !== phrase) await tx.update(users).set({ antiPhishingPhrase: phrase }).where(eq(users.id, userId));
    return row.phrase;
  });
}

export async function setMemberLanguage(db: Database, userId: string, language: Locale): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}
