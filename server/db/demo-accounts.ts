// Reads of the start-up check for accounts holding a published demo credential (operations/demo-accounts.ts).
import { and, inArray, isNull, or, sql } from 'drizzle-orm';

import { operatorApiTokens, operators, users } from './schema';
import { queryRows } from './team-figures';
import type { Database } from './types';

export interface AccountSecrets {
  username: string;
  passwordHash: string | null;
  totpSecret: string | null;
}

/** Every operator (they are few), disabled ones too: a disabled account is one step from signing in again. */
export function operatorSecrets(db: Database): Promise<AccountSecrets[]> {
  return db.select({ username: operators.username, passwordHash: operators.passwordHash, totpSecret: operators.totpSecret }).from(operators);
}

/** Operators holding a live API token among the given sha256 hashes. */
export async function operatorsWithTokens(db: Database, tokenHashes: readonly string[]): Promise<string[]> {
  if (tokenHashes.length === 0) return [];
  const rows = await db
    .selectDistinct({ username: operators.username })
    .from(operatorApiTokens)
    .innerJoin(operators, sql`${operators.id} = ${operatorApiTokens.operatorId}`)
    .where(and(inArray(operatorApiTokens.tokenHash, [...tokenHashes]), isNull(operatorApiTokens.revokedAt)));
  return rows.map((row) => row.username);
}

/** The members named like demo members, and those whose authenticator secret is one of `totpSecrets`. */
export function memberSecrets(db: Database, usernames: readonly string[], totpSecrets: readonly string[]): Promise<AccountSecrets[]> {
  return db
    .select({ username: users.username, passwordHash: users.passwordHash, totpSecret: users.totpSecret })
    .from(users)
    .where(or(inArray(users.username, [...usernames]), inArray(users.totpSecret, [...totpSecrets])));
}

/**
 * Password hashes that several members share, with one member of each: a hash made for one password has a salt of
 * its own, so a shared hash was written in bulk (the seed:scale tree gives all its members one).
 */
export function sharedPasswordHashes(db: Database, limit: number): Promise<{ username: string; passwordHash: string }[]> {
  return queryRows<{ username: string; passwordHash: string }>(
    db,
    sql`SELECT min(username) AS "username", password_hash AS "passwordHash" FROM users GROUP BY password_hash HAVING count(*) > 1 LIMIT ${limit}`,
  );
}
