import { Hono } from 'hono';

import type { AmountsBySymbol, OpsOverview } from '../../contract/ops-overview';
import { overviewCounts, withdrawalFigures } from '../db/ops-overview';
import type { WithdrawalFigure } from '../db/ops-overview';
import { utcDayOf } from '../domain/history';
import { toDecimalString } from '../domain/money';
import { requireOperator } from '../http/ops-token';
import type { OperatorEnv } from '../http/ops-token';
import { ok } from '../http/respond';
import type { AppDeps } from './deps';

const amountsOf = (figures: WithdrawalFigure[]): AmountsBySymbol =>
  Object.fromEntries(figures.map((figure) => [figure.symbol, toDecimalString(figure.amount)]));
const countOf = (figures: WithdrawalFigure[]) => figures.reduce((sum, figure) => sum + Number(figure.count), 0);

/** The console home (every role): today's figures (UTC day) and the pending queues, which the menu counts too. */
export function opsOverviewRoutes(deps: AppDeps) {
  const { db, now } = deps;
  return new Hono<OperatorEnv>().use('*', requireOperator(deps)).get('/', async (c) => {
    const at = now();
    const today = utcDayOf(at);
    const [counts, withdrawals] = await Promise.all([overviewCounts(db, today.start, today.end, at), withdrawalFigures(db, today.start, today.end)]);
    return ok<OpsOverview>(
      c,
      {
        date: today.date,
        newMembers: counts.newMembers,
        orders: { placed: counts.ordersPlaced, completed: counts.ordersCompleted, volumeUsdt: toDecimalString(counts.volumeUsdt) },
        withdrawals: {
          requested: countOf(withdrawals.requested),
          requestedAmounts: amountsOf(withdrawals.requested),
          paid: countOf(withdrawals.paid),
          paidAmounts: amountsOf(withdrawals.paid),
        },
        queues: { kyc: counts.pendingKyc, withdrawals: counts.pendingWithdrawals, bankOrders: counts.awaitingBankOrders },
      },
      'Console overview',
    );
  });
}
