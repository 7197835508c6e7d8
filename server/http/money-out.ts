import type { Context } from 'hono';

import type { MoneyOutStatus } from '../../contract/withdraw-addresses';
import { findMoneyOutState } from '../db/money-out-block';
import { readSecuritySettings } from '../db/security-settings';
import type { Database } from '../db/types';
import { moneyOutStatusOf } from '../domain/money-out';
import type { MoneyOutRefusal } from '../domain/money-out';
import type { AddressRefusal } from '../domain/withdraw-addresses';
import { ApiError } from './errors';
import type { AuthEnv } from './member-auth';
import { unauthorized } from './member-auth';

/**
 * The SECURITY rules of money out for the signed-in member as the wallet view shows them before the forms: blocked,
 * held until when and why, KYC required for withdrawals. The transfer and the withdrawal decide for themselves, in
 * their transaction (operations/money-out.ts).
 */
export function moneyOutStatus({ db, now }: { db: Database; now: () => Date }) {
  return async (c: Context<AuthEnv>): Promise<MoneyOutStatus> => {
    const state = await findMoneyOutState(db, c.get('memberId'));
    if (!state) throw unauthorized(c);
    const { withdrawRequiresKyc } = await readSecuritySettings(db);
    return moneyOutStatusOf(state, now(), withdrawRequiresKyc);
  };
}

/**
 * The answer to a refused money out, all 403: ACCOUNT_LOCKED, MONEY_OUT_BLOCKED (until an operator unblocks it:
 * `npm run ops -- unblock USERNAME`), EMAIL_NOT_VERIFIED, MONEY_OUT_HELD (its answer says until when:
 * `errors.heldUntil`, the reason `errors.holdReason`, and the text), WITHDRAW_KYC_REQUIRED.
 */
export function moneyOutError(refusal: MoneyOutRefusal): ApiError {
  if (refusal.code === 'MONEY_OUT_HELD') {
    const values: Record<string, string> = refusal.reason ? { heldUntil: refusal.until, holdReason: refusal.reason } : { heldUntil: refusal.until };
    return new ApiError(403, refusal.code, { params: { until: refusal.until }, values });
  }
  return new ApiError(403, refusal.code);
}

/** The answer to a withdrawal to a book entry that is not the member's, removed, unconfirmed or still in its delay. */
export function withdrawAddressError(refusal: AddressRefusal): ApiError {
  const values = refusal.opensAt ? { opensAt: refusal.opensAt } : undefined;
  return new ApiError(refusal.status, refusal.code, { errors: { addressId: refusal.code }, params: values, values });
}
