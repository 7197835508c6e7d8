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

export type MoneyOutRefusal =
  | { code: 'MONEY_OUT_HELD'; until: string; reason: MoneyOutHoldReason | null }
  | { code: 'WITHDRAW_KYC_REQUIRED' }
  | null;

/**
 * Why a transfer to another member or a withdrawal is refused by the SECURITY rules (the operator's block after
 * "this was not me" is checked apart): the hold after a security change, then, for a withdrawal, KYC.
 */
export function moneyOutRefusal(status: MoneyOutStatus, operation: 'TRANSFER' | 'WITHDRAW'): MoneyOutRefusal {
  if (status.heldUntil) return { code: 'MONEY_OUT_HELD', until: status.heldUntil, reason: status.holdReason };
  if (operation === 'WITHDRAW' && status.kycRequired) return { code: 'WITHDRAW_KYC_REQUIRED' };
  return null;
}
