import { Hono } from 'hono';

import type { AmountsBySymbol, OpsFinanceFigures, OpsOverview } from '../../contract/ops-overview';
import { overviewCounts, withdrawalFigures } from '../db/ops-overview';
import type { OverviewCounts, WithdrawalFigure } from '../db/ops-overview';
import type { Database } from '../db/types';
import { utcDayOf } from '../domain/history';
import { toDecimalString } from '../domain/money';
import { seesFinanceFigures, seesSupportFigures } from '../domain/ops-queues';
import { requireOperator } from '../http/ops-token';
import type { OperatorEnv } from '../http/ops-token';
import { ok } from '../http/respond';
import type { AppDeps } from './deps';

const amountsOf = (figures: WithdrawalFigure[]): AmountsBySymbol =>
  Object.fromEntries(figures.map((figure) => [figure.symbol, toDecimalString(figure.amount)]));
const countOf = (figures: WithdrawalFigure[]) => figures.reduce((sum, figure) => sum + Number(figure.count), 0);

async function financeFigures(db: Database, counts: OverviewCounts, day: { start: Date; end: Date }): Promise<OpsFinanceFigures> {
  const withdrawals = await withdrawalFigures(db, day.start, day.end);
  return {
    orders: { placed: counts.ordersPlaced, completed: counts.ordersCompleted, volumeUsdt: toDecimalString(counts.volumeUsdt) },
    withdrawals: {
      requested: countOf(withdrawals.requested),
      requestedAmounts: amountsOf(withdrawals.requested),
      paid: countOf(withdrawals.paid),
      paidAmounts: amountsOf(withdrawals.paid),
    },
    withdrawalsToDecide: counts.pendingWithdrawals,
    bankOrdersAwaiting: counts.awaitingBankOrders,
  };
}

/**
 * The console home (every role): today's figures (UTC day) and the pending queues, each part only to the roles that
 * work it: support's counts (KYC, tickets) to support, the money (orders, withdrawals, their queues) to finance,
 * both to admin. What a role may not see is left out of the answer, not hidden by the page.
 */
export function opsOverviewRoutes(deps: AppDeps) {
  const { db, now } = deps;
  return new Hono<OperatorEnv>().use('*', requireOperator(deps)).get('/', async (c) => {
    const { role } = c.get('operator');
    const at = now();
    const today = utcDayOf(at);
    const counts = await overviewCounts(db, today.start, today.end, at);
    const overview: OpsOverview = { date: today.date, newMembers: counts.newMembers };
    if (seesSupportFigures(role)) overview.support = { kycToReview: counts.pendingKyc, ticketsToAnswer: counts.openTickets };
    if (seesFinanceFigures(role)) overview.finance = await financeFigures(db, counts, today);
    return ok<OpsOverview>(c, overview, 'Console overview');
  });
}
