import { Hono } from 'hono';

import type { OpsMiningDays, OpsMiningPayment } from '../../contract/ops-mining';
import { accrualDays, firstStartOfContractsAfter } from '../db/mining-accrual';
import { dayRange, daysOf } from '../domain/history';
import { DEFAULT_OPS_MINING_DAYS, miningDayStatus, opsMiningDaysQuery, previousUtcDay } from '../domain/mining';
import { toDecimalString } from '../domain/money';
import { validationFailed } from '../http/errors';
import { requireOperator, requireRole } from '../http/ops-token';
import type { OperatorEnv } from '../http/ops-token';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import { payMissedDaysByOperator } from '../operations/mining';
import type { AppDeps } from './deps';
import { actorOf } from '../http/ops-actor';

/** Mining (finance): each day's accrual, newest first, and paying the missed days (audited). */
export function opsMiningRoutes(deps: AppDeps) {
  const { db, now } = deps;
  // Guarded per route, not with use('*'): this group shares /ops/mining with POST /ops/mining/accrue (routes/ops.ts),
  // whose request would otherwise pass both guards.
  const finance = [requireOperator(deps), requireRole('FINANCE')] as const;
  return new Hono<OperatorEnv>()
    .get('/days', ...finance, async (c) => {
      const query = validate(opsMiningDaysQuery, c.req.query());
      const at = now();
      // Up to yesterday at most: a day is accrued once it is over.
      const yesterday = previousUtcDay(at);
      const last = query.to !== undefined && query.to < yesterday ? query.to : yesterday;
      const range = dayRange(query.from, last, at, DEFAULT_OPS_MINING_DAYS);
      if ('errors' in range) throw validationFailed(range.errors);
      const from = range.range.from as string;
      const to = range.range.to as string;
      const [records, firstStart] = await Promise.all([accrualDays(db, from, to), firstStartOfContractsAfter(db, from)]);
      const byDay = new Map(records.map((record) => [record.day, record]));
      const days = daysOf(from, to)
        .reverse()
        .map((date) => {
          const record = byDay.get(date);
          return {
            date,
            status: miningDayStatus(date, record, firstStart, at),
            contracts: record?.contracts ?? 0,
            amount: toDecimalString(record?.amount ?? '0'),
            startedAt: record?.startedAt.toISOString() ?? null,
            finishedAt: record?.finishedAt?.toISOString() ?? null,
          };
        });
      const payable = days.filter((day) => day.status === 'MISSED' || day.status === 'FAILED').length;
      return ok<OpsMiningDays>(c, { from, to, days, payable }, 'Mining days');
    })
    .post('/pay-missed', ...finance, async (c) => {
      const result = await payMissedDaysByOperator(db, actorOf(c, deps), now());
      if (result.paid.length > 0) {
        console.info(`[ops] Missed mining days paid by ${c.get('operator').username}: ${result.paid.map((day) => day.date).join(', ')}`);
      }
      return ok<OpsMiningPayment>(c, result, result.paid.length > 0 ? 'Missed days paid' : 'No missed day to pay');
    });
}
