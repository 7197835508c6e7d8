import type { KycStatus } from '../../contract/enums';
import type { MoneyOutHoldReason, MoneyOutStatus } from '../../contract/withdraw-addresses';
import { secondsLater } from './session-lifetimes';

const HOUR_SECONDS = 60 * 60;

/** Until when transfers and withdrawals are refused after a security change made at `at`. */
export const holdEndsAt = (at: Date, holdHours: number): Date => secondsLater(at, holdHours * HOUR_SECONDS);

/** When a withdrawal address confirmed at `at` opens. */
export const addressOpensAt = (confirmedAt: Date, delayHours: number): Date => secondsLater(confirmedAt, delayHours * HOUR_SECONDS);

export interface MoneyOutState {
  blocked: boolean;
  heldUntil: Date | null;
  holdReason: MoneyOutHoldReason | null;
  kycStatus: KycStatus;
}

/** What the member may do with money out now: the wallet view shows it before the forms. */
export function moneyOutStatusOf(state: MoneyOutState, now: Date, withdrawRequiresKyc: boolean): MoneyOutStatus {
  const held = state.heldUntil !== null && state.heldUntil.getTime() > now.getTime();
  return {
    blocked: state.blocked,
    heldUntil: held && state.heldUntil ? state.heldUntil.toISOString() : null,
    holdReason: held ? state.holdReason : null,
    kycRequired: withdrawRequiresKyc && state.kycStatus !== 'APPROVED',
  };
}

/** The member's row as a money-out use case reads it, locked, in its own transaction. */
export interface MemberMoneyOutState extends MoneyOutState {
  locked: boolean;
  emailVerified: boolean;
}

export type MoneyOutRefusal =
  | { code: 'ACCOUNT_LOCKED' }
  | { code: 'MONEY_OUT_BLOCKED' }
  | { code: 'EMAIL_NOT_VERIFIED' }
  | { code: 'MONEY_OUT_HELD'; until: string; reason: MoneyOutHoldReason | null }
  | { code: 'WITHDRAW_KYC_REQUIRED' };

/**
 * Why a transfer to another member or a withdrawal is refused, in this order: the account locked by an operator, money
 * out blocked after "this was not me" (until an operator unblocks it), for a withdrawal the e-mail address not
 * verified (the security alerts and recovery links go there), the hold after a security change, then, for a
 * withdrawal, KYC not approved while withdrawRequiresKyc is on. Null: allowed. Swaps are never refused here.
 */
export function moneyOutRefusal(
  state: MemberMoneyOutState,
  operation: 'TRANSFER' | 'WITHDRAW',
  at: Date,
  withdrawRequiresKyc: boolean,
): MoneyOutRefusal | null {
  if (state.locked) return { code: 'ACCOUNT_LOCKED' };
  if (state.blocked) return { code: 'MONEY_OUT_BLOCKED' };
  if (operation === 'WITHDRAW' && !state.emailVerified) return { code: 'EMAIL_NOT_VERIFIED' };
  const status = moneyOutStatusOf(state, at, withdrawRequiresKyc);
  if (status.heldUntil) return { code: 'MONEY_OUT_HELD', until: status.heldUntil, reason: status.holdReason };
  if (operation === 'WITHDRAW' && status.kycRequired) return { code: 'WITHDRAW_KYC_REQUIRED' };
  return null;
}
