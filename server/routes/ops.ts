import { Hono } from 'hono';
import { z } from 'zod';

import type { WithdrawalChange } from '../../contract/ledger';
import { unblockMoneyOut } from '../db/money-out-block';
import { saveSetting } from '../db/settings';
import { utcDate } from '../domain/history';
import { toLedgerEntry, toWithdrawalView } from '../domain/ledger';
import { withdrawalDecisionSchema } from '../domain/withdrawals';
import { kycDecisionSchema, KYC_NOT_PENDING, statusAfterDecision, toKycView } from '../domain/kyc';
import { usernameSchema } from '../../contract/requests/fields';
import { ORDER_ERRORS } from '../domain/orders';
import { accrualRequest } from '../domain/mining';
import { settingGroupSchema, settingNameSchema, settingValueSchema } from '../domain/settings';
import { ApiError, notFound } from '../http/errors';
import { requireOpsToken } from '../http/ops-token';
import { ok } from '../http/respond';
import { readJson, readOptionalJson, validate } from '../http/validate';
import { decideKyc } from '../operations/kyc';
import { accrueMining } from '../operations/mining';
import { decideWithdrawal } from '../operations/money-operations';
import { confirmOrderByCode, toOrderViewOf } from '../operations/orders';
import type { AppDeps } from './deps';
import { securityHoldUntil } from './security-hold';
import { withdrawalMailer } from './withdrawal-mail';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const settingParams = z.object({ group: settingGroupSchema, name: settingNameSchema });

/** Operator commands (`npm run ops`), behind `Authorization: Bearer $OPS_TOKEN`. */
export function opsRoutes(deps: AppDeps) {
  const { db, config, now } = deps;
  const sendWithdrawalMail = withdrawalMailer(deps);
  return new Hono()
    .use('*', requireOpsToken(config.opsToken))
    .post('/mining/accrue', async (c) => {
      const { date } = validate(accrualRequest, await readOptionalJson(c));
      const at = now();
      const result = await accrueMining(db, date ?? utcDate(at), at);
      console.info(`[ops] Mining of ${result.date} accrued: ${result.credited} contracts, ${result.amount} EC`);
      return ok(c, result, 'Mining accrued');
    })
    .put('/setting/:group/:name', async (c) => {
      const { group, name } = validate(settingParams, c.req.param());
      const { value } = validate(z.object({ value: settingValueSchema(group, name) }), await readJson(c));
      const setting = await saveSetting(db, { group, name, value });
      console.info(`[ops] Setting ${group}.${name} saved`);
      return ok(c, setting, 'Setting saved');
    })
    .post('/kyc/:username', async (c) => {
      const parsed = usernameSchema.safeParse(c.req.param('username'));
      if (!parsed.success) throw notFound('MEMBER_NOT_FOUND');
      const { decision, reason } = validate(kycDecisionSchema, await readJson(c));
      const result = await decideKyc(db, parsed.data, statusAfterDecision(decision), reason, now());
      if (result.outcome === 'unknown-member') throw notFound('MEMBER_NOT_FOUND');
      if (result.outcome === 'not-pending') throw new ApiError(409, KYC_NOT_PENDING);
      console.info(`[ops] KYC of ${parsed.data} ${decision === 'APPROVE' ? 'approved' : 'rejected'}`);
      return ok(c, toKycView(result.kyc.status, result.kyc.document), decision === 'APPROVE' ? 'KYC approved' : 'KYC rejected');
    })
    .post('/order/:code/confirm', async (c) => {
      const result = await confirmOrderByCode(db, c.req.param('code').trim().toUpperCase(), now());
      if (result.outcome === 'not-found') throw notFound(ORDER_ERRORS.notFound);
      if (result.outcome === 'not-pending') throw new ApiError(409, ORDER_ERRORS.notAwaitingPayment);
      console.info(`[ops] Order ${result.order.code} confirmed as paid`);
      return ok(c, await toOrderViewOf(db, result.order), 'Order confirmed');
    })
    .post('/member/:username/unblock', async (c) => {
      const parsed = usernameSchema.safeParse(c.req.param('username'));
      if (!parsed.success) throw notFound('MEMBER_NOT_FOUND');
      const result = await unblockMoneyOut(db, parsed.data, await securityHoldUntil(db, now()));
      if (result.outcome === 'unknown-member') throw notFound('MEMBER_NOT_FOUND');
      if (result.outcome === 'not-blocked') throw new ApiError(409, 'MONEY_OUT_NOT_BLOCKED');
      console.info(`[ops] Money out of ${parsed.data} unblocked (blocked since ${result.blockedAt.toISOString()})`);
      return ok(c, { username: parsed.data, blockedAt: result.blockedAt.toISOString(), reason: result.reason }, 'Money out unblocked');
    })
    .post('/withdraw/:id', async (c) => {
      const id = c.req.param('id');
      if (!UUID.test(id)) throw notFound('WITHDRAWAL_NOT_FOUND');
      const decision = validate(withdrawalDecisionSchema, await readJson(c));
      const result = await decideWithdrawal(db, id.toLowerCase(), decision, now());
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
