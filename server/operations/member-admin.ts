import type { AdjustmentDirection, TokenSymbol } from '../../contract/enums';
import { claimPendingAdjustment, findAdjustment, insertAdjustment, lockRequester, requestedSince } from '../db/ledger-adjustments';
import type { AdjustmentRow } from '../db/ledger-adjustments';
import { lockWallets, lockedWallet } from '../db/ledger';
import type { PostedRow } from '../db/ledger';
import { findMemberId, lockMember, resetMemberTwoFactor, unlockMember } from '../db/member-admin';
import { unblockMoneyOut } from '../db/money-out-block';
import type { UnblockResult } from '../db/money-out-block';
import { deleteRecoveryCodes } from '../db/recovery-codes';
import { readSecuritySettings } from '../db/security-settings';
import { revokeSessions } from '../db/sessions';
import { listTokens } from '../db/tokens';
import type { Database } from '../db/types';
import { adjustmentWindowStart, needsSecondApproval, signedAdjustment, usdtValueOf } from '../domain/adjustments';
import { newReference } from '../domain/ledger';
import { toDecimalString } from '../domain/money';
import { auditedTransaction } from './audited';
import { post, requireBalance } from './ledger';
import type { Actor } from './operators';
import { securityHoldUntil } from './security-hold';

/**
 * The console's actions on a member. Each step runs inside the caller's transaction; the `…ByOperator` use cases
 * (below) open it with the audit row, so the change, its ledger rows and its audit row commit together.
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

/** The member's lock by an operator, with the reason, audited. */
export function lockMemberByOperator(db: Database, actor: Actor, input: { username: string; reason: string }, at: Date): Promise<LockOutcome> {
  const { username, reason } = input;
  return auditedTransaction<LockOutcome>(db, actor, async (tx) => {
    const locked = await lockMemberAccount(tx, username, reason, at);
    if (locked.outcome !== 'locked') return { result: locked, audit: null };
    const after = { lockedAt: at.toISOString(), sessionsEnded: locked.endedSessions.length };
    return { result: locked, audit: { action: 'member.lock', targetType: 'member', targetId: username, before: { lockedAt: null }, after, reason } };
  });
}

/** The member's unlock by an operator, with the reason, audited. */
export function unlockMemberByOperator(db: Database, actor: Actor, input: { username: string; reason: string }): Promise<UnlockOutcome> {
  const { username, reason } = input;
  return auditedTransaction<UnlockOutcome>(db, actor, async (tx) => {
    const unlocked = await unlockMemberAccount(tx, username);
    if (unlocked.outcome !== 'unlocked') return { result: unlocked, audit: null };
    const before = { lockedAt: unlocked.lockedAt.toISOString(), lockReason: unlocked.lockReason };
    return { result: unlocked, audit: { action: 'member.unlock', targetType: 'member', targetId: username, before, after: { lockedAt: null }, reason } };
  });
}

/** The member's 2FA reset by an operator, with the reason, audited; money out is held from `at`. */
export async function resetTwoFactorByOperator(db: Database, actor: Actor, input: { username: string; reason: string }, at: Date): Promise<TwoFactorResetOutcome> {
  const { username, reason } = input;
  const holdUntil = await securityHoldUntil(db, at);
  return auditedTransaction<TwoFactorResetOutcome>(db, actor, async (tx) => {
    const reset = await resetTwoFactor(tx, username, holdUntil, at);
    if (reset.outcome !== 'reset') return { result: reset, audit: null };
    const after = { is2FAEnabled: false, sessionsEnded: reset.endedSessions.length, moneyOutHeldUntil: holdUntil.toISOString() };
    return { result: reset, audit: { action: 'member.reset-2fa', targetType: 'member', targetId: username, before: { is2FAEnabled: true }, after, reason } };
  });
}

/** Lifts the block of the member's money out (the security hold runs from `at`), audited. */
export function unblockMoneyOutByOperator(db: Database, actor: Actor, username: string, at: Date): Promise<UnblockResult> {
  return auditedTransaction<UnblockResult>(db, actor, async (tx) => {
    const holdUntil = await securityHoldUntil(tx, at);
    const result = await unblockMoneyOut(tx, username, holdUntil);
    if (result.outcome !== 'unblocked') return { result, audit: null };
    const audit = {
      action: 'member.unblock-money-out',
      targetType: 'member',
      targetId: username,
      before: { blockedAt: result.blockedAt.toISOString(), reason: result.reason },
      after: { blockedAt: null, holdUntil: holdUntil.toISOString() },
    };
    return { result, audit };
  });
}

/** An operator's adjustment request (requestAdjustment), audited as applied or waiting for approval. */
export function requestAdjustmentByOperator(db: Database, actor: Actor & { operatorId: string }, input: AdjustmentInput, at: Date): Promise<AdjustmentOutcome> {
  return auditedTransaction<AdjustmentOutcome>(db, actor, async (tx) => {
    const requested = await requestAdjustment(tx, actor.operatorId, input, at);
    if (requested.outcome !== 'applied' && requested.outcome !== 'pending') return { result: requested, audit: null };
    const { adjustment } = requested;
    const audit = {
      action: requested.outcome === 'applied' ? 'ledger.adjust' : 'ledger.adjust-request',
      targetType: 'member',
      targetId: input.username,
      before: { symbol: adjustment.symbol, balance: requested.balanceBefore },
      after: {
        adjustmentId: adjustment.id,
        status: adjustment.status,
        direction: adjustment.direction,
        amount: toDecimalString(adjustment.amount),
        usdtValue: toDecimalString(adjustment.usdtValue),
        balance: requested.balanceAfter,
        reference: adjustment.reference,
      },
      reason: input.reason,
    };
    return { result: requested, audit };
  });
}

/** A second operator's decision on a pending adjustment (decideAdjustment), audited when it acted. */
export function decideAdjustmentByOperator(
  db: Database,
  actor: Actor & { operatorId: string },
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
  at: Date,
): Promise<AdjustmentDecisionOutcome> {
  return auditedTransaction<AdjustmentDecisionOutcome>(db, actor, async (tx) => {
    const decided = await decideAdjustment(tx, actor.operatorId, id, decision, at);
    if (decided.outcome !== 'approved' && decided.outcome !== 'rejected') return { result: decided, audit: null };
    const { adjustment } = decided;
    const applied = decided.outcome === 'approved';
    const audit = {
      action: applied ? 'ledger.adjust-approve' : 'ledger.adjust-reject',
      targetType: 'ledger_adjustment',
      targetId: adjustment.id,
      before: { status: 'PENDING', ...(applied ? { balance: decided.balanceBefore } : {}) },
      after: {
        status: adjustment.status,
        symbol: adjustment.symbol,
        direction: adjustment.direction,
        amount: toDecimalString(adjustment.amount),
        ...(applied ? { balance: decided.balanceAfter, reference: adjustment.reference } : {}),
      },
      reason: decision.approve ? adjustment.reason : decision.reason,
    };
    return { result: decided, audit };
  });
}
