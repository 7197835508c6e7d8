import { eq } from 'drizzle-orm';

import { TOKEN_SYMBOLS } from '../../contract/enums';
import { products, users, wallets } from './schema';
import { addMemberToTeams } from './team-figures';
import type { Database } from './types';

export interface NewMember {
  username: string;
  email: string;
  fullName: string;
  phone: string;
  passwordHash: string;
  referralCode: string;
  sponsorId: string;
  /** When the member accepted the terms and their version (null: a member a leader registered). */
  termsAcceptedAt?: Date | null;
  termsVersion?: string | null;
}

export type MemberField = 'username' | 'email' | 'referralCode';

export type CreateMemberResult = { created: true; id: string } | { created: false; taken: MemberField };

const UNIQUE_FIELDS: Record<string, MemberField> = {
  users_username_unique: 'username',
  users_email_unique: 'email',
  users_referral_code_unique: 'referralCode',
};

/** The unique constraint a failed insert ran into (PostgreSQL 23505), as a member field. */
function takenField(error: unknown): MemberField | null {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string };
    if (code === '23505' && constraint && constraint in UNIQUE_FIELDS) return UNIQUE_FIELDS[constraint];
  }
  return null;
}

/** The owner of a referral code (their names: the new member joins their team) and whether they hold a package (a referral link needs one), or null. */
export async function findReferrer(
  db: Database,
  referralCode: string,
): Promise<{ id: string; username: string; fullName: string; hasPackage: boolean } | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username, fullName: users.fullName, packageId: users.packageId })
    .from(users)
    .where(eq(users.referralCode, referralCode));
  return row ? { id: row.id, username: row.username, fullName: row.fullName, hasPackage: row.packageId !== null } : null;
}

/** The member with this username (lower case, as stored), or null. */
export async function findMemberByUsername(db: Database, username: string): Promise<{ id: string; username: string } | null> {
  const [row] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.username, username));
  return row ?? null;
}

export async function isUsernameTaken(db: Database, username: string): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).where(eq(users.username, username))).length > 0;
}

export async function isEmailTaken(db: Database, email: string): Promise<boolean> {
  return (await db.select({ id: users.id }).from(users).where(eq(users.email, email))).length > 0;
}

/**
 * Creates the member with empty USDT, EV and EC wallets, counted in its sponsors' teams, in one transaction (no secure password yet:
 * the member sets it in settings). A username, e-mail or referral code taken meanwhile is reported, not thrown.
 */
export async function createMember(
  db: Database,
  member: NewMember,
  /** More writes of the creation's transaction (the team's alerts: operations/team-alerts.ts). */
  onCreated?: (tx: Database, memberId: string, createdAt: Date) => Promise<void>,
): Promise<CreateMemberResult> {
  try {
    const id = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ ...member, securePasswordHash: null })
        .returning({ id: users.id, createdAt: users.createdAt });
      await tx.insert(wallets).values(TOKEN_SYMBOLS.map((symbol) => ({ userId: user.id, symbol, balance: '0' })));
      await addMemberToTeams(tx, user.id, user.createdAt);
      await onCreated?.(tx, user.id, user.createdAt);
      return user.id;
    });
    return { created: true, id };
  } catch (error) {
    const taken = takenField(error);
    if (taken) return { created: false, taken };
    throw error;
  }
}

export async function findUsername(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row?.username ?? null;
}

/** The member's sponsor, or null. */
export async function findSponsorId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ sponsorId: users.sponsorId }).from(users).where(eq(users.id, userId));
  return row?.sponsorId ?? null;
}

/** A sponsor as the bonus sees them: their own sponsor, their package and its bonusLevels (0 without). */
export async function findSponsorLevel(
  db: Database,
  userId: string,
): Promise<{ id: string; sponsorId: string | null; packageId: string | null; bonusLevels: number } | null> {
  const [row] = await db
    .select({ id: users.id, sponsorId: users.sponsorId, packageId: users.packageId, bonusLevels: products.bonusLevels })
    .from(users)
    .leftJoin(products, eq(products.id, users.packageId))
    .where(eq(users.id, userId));
  return row ? { ...row, bonusLevels: row.bonusLevels ?? 0 } : null;
}
