import type { AdjustmentDirection, TokenSymbol } from '../../contract/enums';
import { claimPendingAdjustment, findAdjustment, insertAdjustment, lockRequester, requestedSince } from '../db/ledger-adjustments';
import type { AdjustmentRow } from '../db/ledger-adjustments';
import { lockWallets, lockedWallet } from '../db/ledger';
import type { PostedRow } from '../db/ledger';
import { findMemberId, lockMember, resetMemberTwoFactor, unlockMember } from '../db/member-admin';
import { deleteRecoveryCodes } from '../db/recovery-codes';
import { readSecuritySettings } from '../db/security-settings';
import { revokeSessions } from '../db/sessions';
import { listTokens } from '../db/tokens';
import type { Database } from '../db/types';
import { adjustmentWindowStart, needsSecondApproval, signedAdjustment, usdtValueOf } from '../domain/adjustments';
import { newReference } from '../domain/ledger';
import { toDecimalString } from '../domain/money';
import { post, requireBalance } from './ledger';

/**
 * The console's actions on a member. Each runs inside the caller's transaction (the audited action's), so the change,
 * its ledger rows and its audit row commit together.
 */

export type LockOutcome = { outcome: 'unknown-member' } | { outcome: 'already-locked' } | { outcome: 'locked'; userId: string; endedSessions: string[] };

/** Locks the member and ends every session of theirs (refresh tokens too). */
export async function lockMemberAccount(tx: Database, username: string, reason: string, at: Date): Promise<LockOutcome> {
  const locked = await lockMember(tx, username, reason, at);
  if (!locked) return (await findMemberId(tx, username)) ? { outcome: 'already-locked' } : { outcome: 'unknown-member' };
  const endedSessions = await revokeSessions(tx, locked.id, at);
  return { outcome: 'locked', userId: locked.id, endedSessions };
}

export type UnlockOutcome = { outcome: 'unknown-member' } | { outcome: 'not-locked' } | { outcome: 'unlocked'; lockedAt: Date; lockReason: string | null };

export async function unlockMemberAccount(tx: Database, username: string): Promise<UnlockOutcome> {
  const unlocked = await unlockMember(tx, username);
  if (!unlocked) return (await findMemberId(tx, username)) ? { outcome: 'not-locked' } : { outcome: 'unknown-member' };
  return { outcome: 'unlocked', lockedAt: unlocked.lockedAt, lockReason: unlocked.lockReason };
}

export type TwoFactorResetOutcome =
  | { outcome: 'unknown-member' }
  | { outcome: 'two-factor-off' }
  | { outcome: 'reset'; userId: string; endedSessions: string[]; holdUntil: Date };

/** Turns the member's 2FA off (secret and recovery codes gone), ends every session and holds money out. */
export async function resetTwoFactor(tx: Database, username: string, holdUntil: Date, at: Date): Promise<TwoFactorResetOutcome> {
  const userId = await findMemberId(tx, username);
  if (!userId) return { outcome: 'unknown-member' };
  if (!(await resetMemberTwoFactor(tx, userId, holdUntil))) return { outcome: 'two-factor-off' };
  await deleteRecoveryCodes(tx, userId);
  const endedSessions = await revokeSessions(tx, userId, at);
  return { outcome: 'reset', userId, endedSessions, holdUntil };
}

export interface AdjustmentInput {
  username: string;
  symbol: TokenSymbol;
  direction: AdjustmentDirection;
  /** Positive, parsed. */
  amount: string;
  reason: string;
}

export type AdjustmentOutcome =
  | { outcome: 'unknown-member' }
  | { outcome: 'no-price' }
  | { outcome: 'applied' | 'pending'; adjustment: AdjustmentRow; balanceBefore: string; balanceAfter: string; rows: PostedRow[] };

/** Applies a locked wallet's adjustment: its ledger row (a debit below the balance is refused: Insufficient balance). */
async function applyAdjustment(tx: Database, adjustment: AdjustmentRow, at: Date) {
  const key = { userId: adjustment.userId, symbol: adjustment.symbol };
  const locked = await lockWallets(tx, [key]);
  const wallet = lockedWallet(locked, key);
  const balanceBefore = toDecimalString(wallet.balance);
  if (adjustment.direction === 'DEBIT') requireBalance(wallet, adjustment.amount);
  const rows = await post(
    tx,
    locked,
    [{ ...key, type: 'ADJUSTMENT', amount: signedAdjustment(adjustment.direction, adjustment.amount), reference: adjustment.reference }],
    at,
  );
  return { balanceBefore, balanceAfter: toDecimalString(wallet.balance), rows };
}

/**
 * An operator's credit or debit of the member's wallet with a reason: it applies at once (its ADJUSTMENT ledger row)
 * while what this operator asked for in 24 hours stays within the SECURITY setting adjustmentApprovalAboveUsdt for
 * the member (and five times it over all members); above, it waits PENDING for another operator. The sums are read
 * under a lock of the operator's row, so one operator's requests are counted one after another, never side by side.
 * A debit larger than the balance is refused either way (and again when approved).
 */
export async function requestAdjustment(tx: Database, operatorId: string, input: AdjustmentInput, at: Date): Promise<AdjustmentOutcome> {
  const userId = await findMemberId(tx, input.username);
  if (!userId) return { outcome: 'unknown-member' };
  const usdtValue = usdtValueOf(input.symbol, input.amount, await listTokens(tx));
  if (usdtValue === null) return { outcome: 'no-price' };
  const { adjustmentApprovalAboveUsdt } = await readSecuritySettings(tx);
  await lockRequester(tx, operatorId);
  const before = await requestedSince(tx, operatorId, userId, adjustmentWindowStart(at));
  const pending = needsSecondApproval(usdtValue, before, adjustmentApprovalAboveUsdt);
  const adjustment = await insertAdjustment(tx, {
    userId,
    symbol: input.symbol,
    direction: input.direction,
    amount: input.amount,
    usdtValue,
    reason: input.reason,
    status: pending ? 'PENDING' : 'APPLIED',
    reference: newReference('AJ'),
    requestedBy: operatorId,
    createdAt: at,
  });
  if (!pending) return { outcome: 'applied', adjustment, ...(await applyAdjustment(tx, adjustment, at)) };
  const key = { userId, symbol: input.symbol };
  const wallet = lockedWallet(await lockWallets(tx, [key]), key);
  if (input.direction === 'DEBIT') requireBalance(wallet, input.amount);
  const balance = toDecimalString(wallet.balance);
  return { outcome: 'pending', adjustment, balanceBefore: balance, balanceAfter: balance, rows: [] };
}

export type AdjustmentDecisionOutcome =
  | { outcome: 'not-found' }
  | { outcome: 'not-pending' }
  | { outcome: 'own-request' }
  | { outcome: 'approved'; adjustment: AdjustmentRow; balanceBefore: string; balanceAfter: string; rows: PostedRow[] }
  | { outcome: 'rejected'; adjustment: AdjustmentRow };

/**
 * A second operator's decision on a PENDING adjustment (never its requester's approval). The status changes by a
 * conditional UPDATE, so of two decisions at the same moment only one acts; an approval applies the ledger row in
 * the same transaction (a debit beyond the balance now rolls the whole approval back: Insufficient balance).
 */
export async function decideAdjustment(
  tx: Database,
  operatorId: string,
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
  at: Date,
): Promise<AdjustmentDecisionOutcome> {
  const found = await findAdjustment(tx, id);
  if (!found) return { outcome: 'not-found' };
  if (decision.approve && found.requestedBy === operatorId) return { outcome: 'own-request' };
  const claimed = await claimPendingAdjustment(tx, id, {
    status: decision.approve ? 'APPLIED' : 'REJECTED',
    operatorId,
    at,
    rejectReason: decision.approve ? null : decision.reason,
    // The requester may withdraw (reject) their own request, never approve it.
    notBy: decision.approve ? operatorId : null,
  });
  if (!claimed) return { outcome: 'not-pending' };
  if (!decision.approve) return { outcome: 'rejected', adjustment: claimed };
  return { outcome: 'approved', adjustment: claimed, ...(await applyAdjustment(tx, claimed, at)) };
}
