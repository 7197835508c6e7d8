import { Hono } from 'hono';
import type { Context } from 'hono';

import { TOKEN_SYMBOLS } from '../../contract/enums';
import type { TokenSymbol } from '../../contract/enums';
import type { AdjustmentLimits, LedgerAdjustment, PendingAdjustments } from '../../contract/ops-members';
import { adjustmentRejectionSchema } from '../../contract/requests/ops-members';
import { findAdjustmentView, listPendingAdjustments, requestedSince } from '../db/ledger-adjustments';
import { findMemberId } from '../db/member-admin';
import { readSecuritySettings } from '../db/security-settings';
import { listTokens } from '../db/tokens';
import { ADJUSTMENT_WINDOW_HOURS, adjustmentWindowStart, operatorTotalThreshold, toAdjustmentView, usdtValueOf } from '../domain/adjustments';
import { toDecimalString } from '../domain/money';
import { ApiError, notFound } from '../http/errors';
import { actorOf } from '../http/ops-actor';
import { requireOperator, requireRole } from '../http/ops-token';
import type { OperatorEnv } from '../http/ops-token';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import { decideAdjustmentByOperator } from '../operations/member-admin';
import type { AppDeps } from './deps';
import { usernameOf } from './ops-members';
import { UUID_PATTERN } from '../../contract/ids';

const PENDING_LIST_LIMIT = 200;

/**
 * ops/adjustments: the manual adjustments waiting for a second operator (finance or admin, never the requester), and
 * what the request form needs to tell whether an amount will wait (limits/:username, the asking operator's sums).
 */
export function opsAdjustmentsRoutes(deps: AppDeps) {
  const { db, now } = deps;

  const idOf = (c: Context) => {
    const id = c.req.param('id') ?? '';
    if (!UUID_PATTERN.test(id)) throw notFound('ADJUSTMENT_NOT_FOUND');
    return id.toLowerCase();
  };

  const decide = async (c: Context<OperatorEnv>, decision: { approve: true } | { approve: false; reason: string }) => {
    const id = idOf(c);
    const operator = c.get('operator');
    const result = await decideAdjustmentByOperator(db, actorOf(c, deps), id, decision, now());
    if (result.outcome === 'not-found') throw notFound('ADJUSTMENT_NOT_FOUND');
    if (result.outcome === 'own-request') throw new ApiError(403, 'ADJUSTMENT_SELF_APPROVAL');
    if (result.outcome === 'not-pending') throw new ApiError(409, 'ADJUSTMENT_NOT_PENDING');
    const view = await findAdjustmentView(db, id);
    if (!view) throw notFound('ADJUSTMENT_NOT_FOUND');
    console.info(`[ops] Adjustment ${view.adjustment.reference} ${result.outcome} by ${operator.username}`);
    return ok<LedgerAdjustment>(c, toAdjustmentView(view), result.outcome === 'approved' ? 'Adjustment applied' : 'Adjustment rejected');
  };

  return new Hono<OperatorEnv>()
    .use('*', requireOperator(deps))
    .get('/', requireRole('FINANCE'), async (c) => {
      const [rows, settings] = await Promise.all([listPendingAdjustments(db, PENDING_LIST_LIMIT), readSecuritySettings(db)]);
      const approvalAboveUsdt = settings.adjustmentApprovalAboveUsdt;
      return ok<PendingAdjustments>(c, { items: rows.map(toAdjustmentView), approvalAboveUsdt, totalAboveUsdt: operatorTotalThreshold(approvalAboveUsdt) });
    })
    .get('/limits/:username', requireRole('FINANCE'), async (c) => {
      const memberId = await findMemberId(db, usernameOf(c));
      if (!memberId) throw notFound('MEMBER_NOT_FOUND');
      const [settings, tokens, requested] = await Promise.all([
        readSecuritySettings(db),
        listTokens(db),
        requestedSince(db, c.get('operator').id, memberId, adjustmentWindowStart(now())),
      ]);
      const approvalAboveUsdt = settings.adjustmentApprovalAboveUsdt;
      const usdtPrices = Object.fromEntries(TOKEN_SYMBOLS.map((symbol) => [symbol, usdtValueOf(symbol, '1', tokens)])) as Record<TokenSymbol, string | null>;
      return ok<AdjustmentLimits>(c, {
        approvalAboveUsdt,
        totalAboveUsdt: operatorTotalThreshold(approvalAboveUsdt),
        windowHours: ADJUSTMENT_WINDOW_HOURS,
        requestedForMember: toDecimalString(requested.member),
        requestedForAll: toDecimalString(requested.all),
        usdtPrices,
      });
    })
    .post('/:id/approve', requireRole('FINANCE'), (c) => decide(c, { approve: true }))
    .post('/:id/reject', requireRole('FINANCE'), async (c) => {
      const { reason } = validate(adjustmentRejectionSchema, await readJson(c));
      return decide(c, { approve: false, reason });
    });
}
