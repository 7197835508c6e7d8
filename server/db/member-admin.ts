import { and, desc, eq, isNotNull, isNull, like, or, sql } from 'drizzle-orm';

import { holdFields } from './money-out-block';
import { queryRows } from './team-figures';
import { MAX_TREE_DEPTH } from './team-figures';
import { afterPosition, keysetPage, positionTime } from './keyset';
import type { KeysetPosition } from './keyset';
import { products, users } from './schema';
import type { Database } from './types';

/** `text` as the start of a LIKE pattern: its own %, _ and \ match themselves. */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Text as search_key() folds a name (lower case, no accents: "Nguyễn Văn" → "nguyen van"), by the database itself. */
async function searchKeyOf(db: Database, text: string): Promise<string> {
  const [row] = await queryRows<{ key: string }>(db, sql`SELECT search_key(${text.trim().replace(/\s+/g, ' ')}) AS key`);
  return row.key;
}

/** A full name's key and its given name's (the last word's): the expressions of the two name indexes. */
const nameKey = sql`search_key(${users.fullName})`;
const givenNameKey = sql`search_key(regexp_replace(${users.fullName}, '^.*[[:space:]]', ''))`;

/**
 * Members whose username, e-mail, phone or referral code starts with `query` (exact matches included), or whose full
 * name or given name does, in any case and with or without Vietnamese accents ("nguyen van" finds "Nguyễn Văn A",
 * "minh" finds "Đặng Quang Minh"); newest first, one page by key. Each field has a text_pattern_ops index (the names
 * on search_key(), migration 0030), so each prefix is an index range (a bitmap OR).
 */
export async function searchMembers(db: Database, query: string, after: KeysetPosition | null, limit: number) {
  const lower = prefixPattern(query.toLowerCase());
  const upper = prefixPattern(query.toUpperCase());
  const phone = prefixPattern(query.replace(/\s+/g, ''));
  const name = prefixPattern(await searchKeyOf(db, query));
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      referralCode: users.referralCode,
      kycStatus: users.kycStatus,
      lockedAt: users.lockedAt,
      createdAt: users.createdAt,
      positionAt: positionTime(users.createdAt),
    })
    .from(users)
    .where(
      and(
        or(like(users.username, lower), like(users.email, lower), like(users.phone, phone), like(users.referralCode, upper), like(nameKey, name), like(givenNameKey, name)),
        afterPosition({ at: users.createdAt, id: users.id, idType: 'uuid' }, after),
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1);
  return keysetPage(rows, limit, (row) => row.id);
}

/** The member as the console's page shows it (null: no such username). */
export async function findMemberForOps(db: Database, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      referralCode: users.referralCode,
      language: users.language,
      dateOfBirth: users.dateOfBirth,
      address: users.address,
      packageNameVi: products.nameVi,
      packageNameEn: products.nameEn,
      isLeader: users.isLeader,
      createdAt: users.createdAt,
      kycStatus: users.kycStatus,
      is2FAEnabled: users.is2FAEnabled,
      lockedAt: users.lockedAt,
      lockReason: users.lockReason,
      moneyOutBlockedAt: users.moneyOutBlockedAt,
      moneyOutHeldUntil: users.moneyOutHeldUntil,
    })
    .from(users)
    .leftJoin(products, eq(products.id, users.packageId))
    .where(eq(users.username, username));
  return row ?? null;
}

export async function findMemberId(db: Database, username: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id ?? null;
}

export interface SponsorRow {
  username: string;
  fullName: string;
  level: number;
}

/** The member's sponsors, nearest first, at most `limit` of them, and how many there are up to the root. */
export async function sponsorChainOf(db: Database, memberId: string, limit: number): Promise<{ sponsors: SponsorRow[]; depth: number }> {
  const rows = await queryRows<SponsorRow & { depth: number }>(
    db,
    sql`WITH RECURSIVE up(id, level) AS (
      SELECT sponsor_id, 1 FROM users WHERE id = ${memberId} AND sponsor_id IS NOT NULL
      UNION ALL
      SELECT u.sponsor_id, up.level + 1 FROM up JOIN users u ON u.id = up.id
      WHERE u.sponsor_id IS NOT NULL AND up.level < ${MAX_TREE_DEPTH}
    )
    SELECT u.username AS username, u.full_name AS "fullName", up.level::int AS level, (SELECT count(*) FROM up)::int AS depth
    FROM up JOIN users u ON u.id = up.id ORDER BY up.level LIMIT ${limit}`,
  );
  return { sponsors: rows.map(({ username, fullName, level }) => ({ username, fullName, level })), depth: rows[0]?.depth ?? 0 };
}

/** Locks the member (sign-in and money out refused); null when already locked or unknown. */
export async function lockMember(tx: Database, username: string, reason: string, at: Date): Promise<{ id: string } | null> {
  const [row] = await tx
    .update(users)
    .set({ lockedAt: at, lockReason: reason })
    .where(and(eq(users.username, username), isNull(users.lockedAt)))
    .returning({ id: users.id });
  return row ?? null;
}

/** Unlocks the member; the lock it lifted, or null when not locked or unknown. */
export async function unlockMember(tx: Database, username: string): Promise<{ id: string; lockedAt: Date; lockReason: string | null } | null> {
  const [before] = await tx
    .select({ id: users.id, lockedAt: users.lockedAt, lockReason: users.lockReason })
    .from(users)
    .where(and(eq(users.username, username), isNotNull(users.lockedAt)))
    .for('update');
  if (!before?.lockedAt) return null;
  await tx.update(users).set({ lockedAt: null, lockReason: null }).where(eq(users.id, before.id));
  return { id: before.id, lockedAt: before.lockedAt, lockReason: before.lockReason };
}

/** Whether the member is locked by an operator (sign-in and money out refused). */
export async function isMemberLocked(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ lockedAt: users.lockedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.lockedAt);
}

/**
 * Turns the member's 2FA off for an operator's reset: the secret and its last step are forgotten, money out is held
 * until `holdUntil` (as when the member turns it off). False when 2FA is not on.
 */
export async function resetMemberTwoFactor(tx: Database, userId: string, holdUntil: Date): Promise<boolean> {
  const reset = await tx
    .update(users)
    .set({ is2FAEnabled: false, totpSecret: null, totpLastStep: null, ...holdFields(holdUntil, 'TWO_FACTOR_RESET') })
    .where(and(eq(users.id, userId), eq(users.is2FAEnabled, true)))
    .returning({ id: users.id });
  return reset.length === 1;
}
