import { eq, sql } from 'drizzle-orm';

import type { KycStatus } from '../../contract/enums';
import type { MoneyOutHoldReason } from '../../contract/withdraw-addresses';
import type { MemberMoneyOutState } from '../domain/money-out';

import { removeAllPasskeys } from './passkeys';
import { claimSecurityToken } from './security-tokens';
import { revokeAllRefreshTokens } from './refresh-tokens';
import { users } from './schema';
import type { Database } from './types';

/**
 * The value of users.money_out_held_until after a security change: `until`, or the current hold when that ends
 * later (a hold is never shortened). Set in the UPDATE or transaction of the change itself.
 */
export const heldAtLeastUntil = (until: Date) => sql`greatest(${users.moneyOutHeldUntil}, ${until.toISOString()}::timestamptz)`;

/**
 * The hold's columns after a security change (spread into the change's UPDATE): until `until` at least, and the
 * change's reason when its hold is the one that now ends last (a longer earlier hold keeps its own reason).
 */
export const holdFields = (until: Date, reason: MoneyOutHoldReason) => ({
  moneyOutHeldUntil: heldAtLeastUntil(until),
  moneyOutHoldReason: sql<MoneyOutHoldReason>`CASE WHEN ${users.moneyOutHeldUntil} IS NULL OR ${users.moneyOutHeldUntil} <= ${until.toISOString()}::timestamptz
    THEN ${reason} ELSE ${users.moneyOutHoldReason} END`,
});

/** Holds transfers and withdrawals of the member until `until` (in the caller's transaction, beside the change). */
export async function holdMoneyOut(tx: Database, userId: string, until: Date, reason: MoneyOutHoldReason): Promise<void> {
  await tx.update(users).set(holdFields(until, reason)).where(eq(users.id, userId));
}

/** What decides the member's money out: the operator's block, the hold after a security change, KYC. */
export async function findMoneyOutState(
  db: Database,
  userId: string,
): Promise<{ blocked: boolean; heldUntil: Date | null; holdReason: MoneyOutHoldReason | null; kycStatus: KycStatus } | null> {
  const [row] = await db
    .select({ blockedAt: users.moneyOutBlockedAt, heldUntil: users.moneyOutHeldUntil, holdReason: users.moneyOutHoldReason, kycStatus: users.kycStatus })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { blocked: row.blockedAt !== null, heldUntil: row.heldUntil, holdReason: row.holdReason, kycStatus: row.kycStatus } : null;
}

/**
 * Everything that may refuse the member's money out, read once in the money's transaction with the member's row
 * locked: a lock, block or hold committed meanwhile is seen, or waits until the money is written. FOR NO KEY UPDATE,
 * not FOR UPDATE: the ledger rows written next point at both members, and their foreign-key checks take a key-share
 * lock that FOR UPDATE refuses, so two transfers A→B and B→A at once deadlocked on PostgreSQL.
 */
export async function lockMoneyOutState(tx: Database, userId: string): Promise<MemberMoneyOutState | null> {
  const [row] = await tx
    .select({
      lockedAt: users.lockedAt,
      blockedAt: users.moneyOutBlockedAt,
      emailVerifiedAt: users.emailVerifiedAt,
      heldUntil: users.moneyOutHeldUntil,
      holdReason: users.moneyOutHoldReason,
      kycStatus: users.kycStatus,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  if (!row) return null;
  return {
    locked: row.lockedAt !== null,
    blocked: row.blockedAt !== null,
    emailVerified: row.emailVerifiedAt !== null,
    heldUntil: row.heldUntil,
    holdReason: row.holdReason,
    kycStatus: row.kycStatus,
  };
}

/** Blocks transfers and withdrawals of the member (an earlier block keeps its time and reason). */
async function blockMoneyOut(db: Database, userId: string, reason: string, at: Date): Promise<void> {
  const [row] = await db.select({ blockedAt: users.moneyOutBlockedAt }).from(users).where(eq(users.id, userId));
  if (row?.blockedAt) return;
  await db.update(users).set({ moneyOutBlockedAt: at, moneyOutBlockReason: reason }).where(eq(users.id, userId));
}

async function lockDown(tx: Database, userId: string, reason: string, at: Date): Promise<void> {
  await revokeAllRefreshTokens(tx, userId, at);
  await blockMoneyOut(tx, userId, reason, at);
  // A passkey signs in without the password: one the thief added would outlive the password reset that follows.
  await removeAllPasskeys(tx, userId);
}

/**
 * The answer to "this was not me", in one transaction: every session of the member ends, money out is blocked and
 * every passkey is removed (the member adds theirs again once the account is theirs again).
 */
export function lockDownMember(db: Database, userId: string, reason: string, at: Date): Promise<void> {
  return db.transaction((tx) => lockDown(tx, userId, reason, at));
}

/** The same, through a live "this was not me" link (used up here); the member, or null when the link is not live. */
export function lockDownWithToken(db: Database, tokenHash: string, reason: string, at: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const userId = await claimSecurityToken(tx, 'NOT_ME', tokenHash, at);
    if (!userId) return null;
    await lockDown(tx, userId, reason, at);
    return userId;
  });
}

export type UnblockResult = { outcome: 'unknown-member' } | { outcome: 'not-blocked' } | { outcome: 'unblocked'; blockedAt: Date; reason: string | null };

/**
 * The operator lifts the block of the member with this username; the hold after a security change starts in the same
 * UPDATE (until `holdUntil`): whoever said "this was not me" gets a day to notice a mistaken unblock.
 */
export async function unblockMoneyOut(db: Database, username: string, holdUntil: Date): Promise<UnblockResult> {
  const [row] = await db
    .select({ id: users.id, blockedAt: users.moneyOutBlockedAt, reason: users.moneyOutBlockReason })
    .from(users)
    .where(eq(users.username, username));
  if (!row) return { outcome: 'unknown-member' };
  if (!row.blockedAt) return { outcome: 'not-blocked' };
  await db
    .update(users)
    .set({ moneyOutBlockedAt: null, moneyOutBlockReason: null, ...holdFields(holdUntil, 'UNBLOCKED') })
    .where(eq(users.id, row.id));
  return { outcome: 'unblocked', blockedAt: row.blockedAt, reason: row.reason };
}
