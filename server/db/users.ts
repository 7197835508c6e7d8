import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Locale } from '../../contract/enums';
import type { MailRecipient as MailAddressee } from '../domain/mail/message';
import { products, teamStats, users } from './schema';
import type { Database } from './types';

export interface SignInCandidate {
  id: string;
  passwordHash: string;
  /** The TOTP secret when 2FA is on, else null. */
  totpSecret: string | null;
}

const twoFactorSecret = sql<string | null>`CASE WHEN ${users.is2FAEnabled} THEN ${users.totpSecret} END`;

/** The member signing in by username or e-mail (both stored in lower case). */
export async function findSignInCandidate(db: Database, login: string): Promise<SignInCandidate | null> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, totpSecret: twoFactorSecret })
    .from(users)
    .where(or(eq(users.username, login), eq(users.email, login)))
    .limit(1);
  return row ?? null;
}

export async function findTwoFactorSecret(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ totpSecret: twoFactorSecret }).from(users).where(eq(users.id, userId));
  return row?.totpSecret ?? null;
}

/** What confirms the member's money operations: the secure password's hash, and the TOTP secret when 2FA is on. */
export async function findMoneyConfirmation(
  db: Database,
  userId: string,
): Promise<{ securePasswordHash: string | null; totpSecret: string | null } | null> {
  const [row] = await db
    .select({ hash: users.securePasswordHash, secret: twoFactorSecret, enabled: users.is2FAEnabled })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return { securePasswordHash: row.hash, totpSecret: row.enabled ? row.secret : null };
}

/** Records `step` as the member's last accepted TOTP step unless that step (or a later one) was used: false then. */
export async function claimTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

/**
 * Gives back `step` claimed by an operation that then failed: the last accepted step goes back to `step - 1` (never
 * below a step used before, since the claim needed a lower one), only while no later code was claimed meanwhile.
 */
export async function releaseTotpStep(db: Database, userId: string, step: number): Promise<void> {
  await db
    .update(users)
    .set({ totpLastStep: step - 1 })
    .where(and(eq(users.id, userId), eq(users.totpLastStep, step)));
}

const sponsors = alias(users, 'sponsors');

/** The columns of a member record (see findMemberRecord). */
const memberRecordColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  avatarUrl: users.avatarUrl,
  dateOfBirth: users.dateOfBirth,
  address: users.address,
  hasSecurePassword: sql<boolean>`${users.securePasswordHash} IS NOT NULL`,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} IS NOT NULL`,
  referralCode: users.referralCode,
  isLeader: users.isLeader,
  kycStatus: users.kycStatus,
  is2FAEnabled: users.is2FAEnabled,
  language: users.language,
  createdAt: users.createdAt,
  sponsorUsername: sponsors.username,
  sponsorFullName: sponsors.fullName,
  packageId: products.id,
  packageCode: products.code,
  packageNameVi: products.nameVi,
  packageNameEn: products.nameEn,
  packageBonusLevels: products.bonusLevels,
};

const memberRecordQuery = (db: Database) =>
  db
    .select(memberRecordColumns)
    .from(users)
    .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
    .leftJoin(products, eq(products.id, users.packageId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('member_record');

const memberRecordWithTeamVolumeQuery = (db: Database) =>
  db
    .select({ ...memberRecordColumns, teamVolume: sql<string | null>`trim_scale(${teamStats.teamVolume})::text` })
    .from(users)
    .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
    .leftJoin(products, eq(products.id, users.packageId))
    .leftJoin(teamStats, eq(teamStats.memberId, users.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('member_record_with_team_volume');

/**
 * The member record queries, built once per database: every guarded request and server render reads one, and
 * building the SQL of a 22-column, three-table select took ~150 µs of the server's thread each time.
 */
const memberRecordQueries = new WeakMap<
  Database,
  { plain: ReturnType<typeof memberRecordQuery>; withTeamVolume: ReturnType<typeof memberRecordWithTeamVolumeQuery> }
>();

function memberRecordQueriesOf(db: Database) {
  let queries = memberRecordQueries.get(db);
  if (!queries) {
    queries = { plain: memberRecordQuery(db), withTeamVolume: memberRecordWithTeamVolumeQuery(db) };
    memberRecordQueries.set(db, queries);
  }
  return queries;
}

type MemberRecordRow = Awaited<ReturnType<ReturnType<typeof memberRecordQuery>['execute']>>[number];

function memberRecordOf(row: MemberRecordRow) {
  const { sponsorUsername, sponsorFullName, packageId, packageCode, packageNameVi, packageNameEn, packageBonusLevels, ...member } = row;
  return {
    ...member,
    sponsor: sponsorUsername && sponsorFullName ? { username: sponsorUsername, fullName: sponsorFullName } : null,
    package:
      packageId && packageCode && packageNameVi !== null && packageNameEn !== null && packageBonusLevels !== null
        ? { _id: packageId, code: packageCode, name: { vi: packageNameVi, en: packageNameEn }, bonusLevels: packageBonusLevels }
        : null,
  };
}

/** The member as guards and the profile need it (no team figures: read those where they are shown). */
export async function findMemberRecord(db: Database, userId: string) {
  const [row] = await memberRecordQueriesOf(db).plain.execute({ userId });
  return row ? memberRecordOf(row) : null;
}

/**
 * The member record with its team volume (as teamFiguresOf reads it: '0' without figures) in one query:
 * the profile, which every page's server render reads, asked the database twice.
 */
export async function findMemberRecordWithTeamVolume(db: Database, userId: string) {
  const [row] = await memberRecordQueriesOf(db).withTeamVolume.execute({ userId });
  if (!row) return null;
  const { teamVolume, ...record } = row;
  return { record: memberRecordOf(record), teamVolume: teamVolume ?? '0' };
}

/** A member as mails need them (address, name, language, anti-phishing code: domain/mail/message.ts), with their id. */
export interface MailRecipient extends MailAddressee {
  id: string;
}

const mailRecipientColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  fullName: users.fullName,
  language: users.language,
  antiPhishingPhrase: users.antiPhishingPhrase,
};

export async function findMemberByEmail(db: Database, email: string): Promise<MailRecipient | null> {
  const [row] = await db.select(mailRecipientColumns).from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function findMailRecipient(db: Database, userId: string): Promise<MailRecipient | null> {
  const [row] = await db.select(mailRecipientColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export interface ProfileChanges {
  fullName: string;
  phone: string;
  dateOfBirth: string | null;
  address: string | null;
  /** Only when a new avatar was uploaded. */
  avatarUrl?: string;
}

export async function updateProfile(db: Database, userId: string, changes: ProfileChanges): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

/** The member's language (their mails and statements), vi-VN when unknown. */
export async function findMemberLanguage(db: Database, userId: string): Promise<Locale> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? 'vi-VN';
}
