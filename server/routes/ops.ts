import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';

import { utcDate } from '../domain/history';
import { kycDecisionSchema, KYC_NOT_PENDING, statusAfterDecision, toKycView } from '../domain/kyc';
import { memberUsernameSchema } from '../../contract/requests/fields';
import { ORDER_ERRORS } from '../domain/orders';
import { accrualRequest } from '../domain/mining';
import { settingSpec } from '../../config/settingCatalogue';
import { bankExists } from '../db/banks';
import { settingGroupSchema, settingNameSchema, settingValueSchema } from '../domain/settings';
import { ApiError, notFound, validationFailed } from '../http/errors';
import { actorOf as actorOfRequest } from '../http/ops-actor';
import { requireOperator, requireRole } from '../http/ops-token';
import type { OperatorEnv } from '../http/ops-token';
import type { Actor } from '../operations/operators';
import { ok } from '../http/respond';
import { readJson, readOptionalJson, validate } from '../http/validate';
import { decideKyc } from '../operations/kyc';
import { unblockMoneyOutByOperator } from '../operations/member-admin';
import { accrueMiningByOperator } from '../operations/mining';
import { confirmOrderByCode, toOrderViewOf } from '../operations/orders';
import type { AppDeps } from './deps';
import { opsOperatorRoutes } from './ops-operators';
import { opsWithdrawalRoutes } from './ops-withdrawals';
import { saveSettingByOperator } from '../operations/settings';

const settingParams = z.object({ group: settingGroupSchema, name: settingNameSchema });

/**
 * Operator commands (`npm run ops`), behind `Authorization: Bearer <an operator's API token>`. Roles: SUPPORT
 * decides KYC; FINANCE withdrawals (ops-withdrawals.ts), bank orders and mining; ADMIN everything (settings,
 * unblocking, operators: ops-operators.ts). Each action writes its audit row in the action's transaction.
 */
export function opsRoutes(deps: AppDeps) {
  const { db, now } = deps;
  const actorOf = (c: Context<OperatorEnv>): Actor => actorOfRequest(c, deps);

  return new Hono<OperatorEnv>()
    .use('*', requireOperator(deps))
    .post('/mining/accrue', requireRole('FINANCE'), async (c) => {
      const { date } = validate(accrualRequest, await readOptionalJson(c));
      const at = now();
      const result = await accrueMiningByOperator(db, actorOf(c), date ?? utcDate(at), at);
      console.info(`[ops] Mining of ${result.date} accrued: ${result.credited} contracts, ${result.amount} EC`);
      return ok(c, result, 'Mining accrued');
    })
    .put('/setting/:group/:name', requireRole('ADMIN'), async (c) => {
      const { group, name } = validate(settingParams, c.req.param());
      const { value } = validate(z.object({ value: settingValueSchema(group, name) }), await readJson(c));
      // A bank of the list (the select's choices are the banks table).
      if (settingSpec(group, name).kind === 'bank' && !(await bankExists(db, value))) throw validationFailed({ value: 'UNKNOWN_BANK' });
      const setting = await saveSettingByOperator(db, actorOf(c), { group, name, value });
      console.info(`[ops] Setting ${group}.${name} saved`);
      return ok(c, setting, 'Setting saved');
    })
    .post('/kyc/:username', requireRole('SUPPORT'), async (c) => {
      const parsed = memberUsernameSchema.safeParse(c.req.param('username'));
      if (!parsed.success) throw notFound('MEMBER_NOT_FOUND');
      const { decision, reason } = validate(kycDecisionSchema, await readJson(c));
      const status = statusAfterDecision(decision);
      const result = await decideKyc(db, parsed.data, status, reason, now(), actorOf(c));
      if (result.outcome === 'unknown-member') throw notFound('MEMBER_NOT_FOUND');
      if (result.outcome === 'not-pending') throw new ApiError(409, KYC_NOT_PENDING);
      const { kyc } = result;
      console.info(`[ops] KYC of ${parsed.data} ${decision === 'APPROVE' ? 'approved' : 'rejected'}`);
      return ok(c, toKycView(kyc.status, kyc.document), decision === 'APPROVE' ? 'KYC approved' : 'KYC rejected');
    })
    .post('/order/:code/confirm', requireRole('FINANCE'), async (c) => {
      const code = c.req.param('code').trim().toUpperCase();
      const result = await confirmOrderByCode(db, code, now(), 'OPS', actorOf(c));
      if (result.outcome === 'not-found') throw notFound(ORDER_ERRORS.notFound);
      if (result.outcome === 'not-pending') throw new ApiError(409, ORDER_ERRORS.notAwaitingPayment);
      const { order } = result;
      // A package the member got meanwhile (by another order or an upgrade): the payment went back to the USDT wallet.
      console.info(`[ops] Order ${order.code} confirmed as paid${result.refunded ? ' and refunded (package already held)' : ''}`);
      return ok(c, await toOrderViewOf(db, order), result.refunded ? 'Order refunded' : 'Order confirmed');
    })
    .post('/member/:username/unblock', requireRole('ADMIN'), async (c) => {
      const parsed = memberUsernameSchema.safeParse(c.req.param('username'));
      if (!parsed.success) throw notFound('MEMBER_NOT_FOUND');
      const unblocked = await unblockMoneyOutByOperator(db, actorOf(c), parsed.data, now());
      if (unblocked.outcome === 'unknown-member') throw notFound('MEMBER_NOT_FOUND');
      if (unblocked.outcome === 'not-blocked') throw new ApiError(409, 'MONEY_OUT_NOT_BLOCKED');
      console.info(`[ops] Money out of ${parsed.data} unblocked (blocked since ${unblocked.blockedAt.toISOString()})`);
      return ok(c, { username: parsed.data, blockedAt: unblocked.blockedAt.toISOString(), reason: unblocked.reason }, 'Money out unblocked');
    })
    .route('/withdraw', opsWithdrawalRoutes(deps))
    .route('/operators', opsOperatorRoutes(deps));
}
