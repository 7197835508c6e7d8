import type { Context } from 'hono';

import type { MoneyOutStatus } from '../../contract/withdraw-addresses';
import { findMoneyOutState } from '../db/money-out-block';
import { readSecuritySettings } from '../db/security-settings';
import type { Database } from '../db/types';
import { moneyOutRefusal, moneyOutStatusOf } from '../domain/money-out';
import { ApiError } from './errors';
import type { AuthEnv } from './member-auth';
import { unauthorized } from './member-auth';

/**
 * The SECURITY rules of money out for the signed-in member: `status` for the wallet view, `refuse` before a transfer
 * to another member or a withdrawal: 403 MONEY_OUT_HELD during the hold after a security change (its answer says
 * until when: `errors.heldUntil`, and the text), 403 WITHDRAW_KYC_REQUIRED for a withdrawal without approved KYC when
 * withdrawRequiresKyc is on. Swaps are never refused here.
 */
export function moneyOutRules({ db, now }: { db: Database; now: () => Date }) {
  const status = async (c: Context<AuthEnv>): Promise<MoneyOutStatus> => {
    const state = await findMoneyOutState(db, c.get('memberId'));
    if (!state) throw unauthorized(c);
    const { withdrawRequiresKyc } = await readSecuritySettings(db);
    return moneyOutStatusOf(state, now(), withdrawRequiresKyc);
  };

  const refuse = async (c: Context<AuthEnv>, operation: 'TRANSFER' | 'WITHDRAW'): Promise<void> => {
    const refusal = moneyOutRefusal(await status(c), operation);
    if (!refusal) return;
    if (refusal.code === 'MONEY_OUT_HELD') {
      const values: Record<string, string> = refusal.reason ? { heldUntil: refusal.until, holdReason: refusal.reason } : { heldUntil: refusal.until };
      throw new ApiError(403, refusal.code, { params: { until: refusal.until }, values });
    }
    throw new ApiError(403, refusal.code);
  };

  return { status, refuse };
}
