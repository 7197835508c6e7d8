import { Hono } from 'hono';

import type { WithdrawalChange } from '../../contract/ledger';
import { UUID_PATTERN } from '../../contract/ids';
import { toLedgerEntry, toWithdrawalView } from '../domain/ledger';
import { withdrawalDecisionSchema } from '../domain/withdrawals';
import { ApiError, notFound } from '../http/errors';
import { requireRole } from '../http/ops-token';
import type { OperatorEnv } from '../http/ops-token';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import { withdrawalMailer } from '../mail/withdrawal-mail';
import { decideWithdrawal } from '../operations/withdrawal-operations';
import type { AppDeps } from './deps';
import { actorOf } from '../http/ops-actor';

/**
 * ops/withdraw/:id (FINANCE): approve a PENDING withdrawal with the payout's transaction hash, or reject it with a
 * reason (refunded). The decision, its ledger rows, the member's notification and the audit row are one
 * transaction (operations/withdrawal-operations.ts); the e-mail follows the commit. Mounted behind the operator's
 * token by ops.ts.
 */
export function opsWithdrawalRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const sendWithdrawalMail = withdrawalMailer(deps);

  return new Hono<OperatorEnv>()
    .post('/:id', requireRole('FINANCE'), async (c) => {
      const id = c.req.param('id');
      if (!UUID_PATTERN.test(id)) throw notFound('WITHDRAWAL_NOT_FOUND');
      const decision = validate(withdrawalDecisionSchema, await readJson(c));
      const result = await decideWithdrawal(db, id.toLowerCase(), decision, now(), actorOf(c, deps));
      if (result.outcome === 'not-found') throw notFound('WITHDRAWAL_NOT_FOUND');
      if (result.outcome === 'not-pending') throw new ApiError(409, 'WITHDRAWAL_NOT_PENDING');
      const approved = decision.decision === 'APPROVE';
      console.info(`[ops] Withdrawal ${result.withdrawal.reference} ${approved ? 'approved' : 'rejected'}`);
      await sendWithdrawalMail(approved ? 'APPROVED' : 'REJECTED', result.withdrawal);
      return ok<WithdrawalChange>(
        c,
        { ...toWithdrawalView(result.withdrawal), entries: result.rows.map(toLedgerEntry) },
        approved ? 'Withdrawal approved' : 'Withdrawal rejected',
      );
    });
}
