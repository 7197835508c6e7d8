import { Hono } from 'hono';

import type { BankOrderRecord, BankOrderSearch, ProcessedWithdrawal } from '../../contract/ops-history';
import type { OpsQueuePage } from '../../contract/ops-queues';
import { bankOrderSearchSchema } from '../../contract/requests/ops-history';
import { expireOverdueBankOrders, listProcessedBankOrders, listProcessedWithdrawals, searchBankOrders } from '../db/ops-history';
import type { HistoryFilter } from '../db/ops-history';
import { dayRange, utcDate } from '../domain/history';
import {
  BANK_ORDER_CSV_HEADER,
  bankOrderCsvRecord,
  bankOrderHistoryExportQuery,
  bankOrderHistoryQuery,
  bankOrderSearchTerms,
  HISTORY_CSV_PAGE_ROWS,
  toBankOrderRecord,
  toProcessedWithdrawal,
  WITHDRAWAL_CSV_HEADER,
  withdrawalCsvRecord,
  withdrawalHistoryExportQuery,
  withdrawalHistoryQuery,
} from '../domain/ops-history';
import { csvDownload } from '../http/csv-download';
import { nextCursorOf, readCursor } from '../http/cursor';
import { fieldError, validationFailed } from '../http/errors';
import { requireOperator, requireRole } from '../http/ops-token';
import type { OperatorEnv } from '../http/ops-token';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import type { AppDeps } from './deps';

/** The most bank orders one search answers (exact codes are few; a code's start narrows as it is typed). */
const SEARCH_LIMIT = 20;

function filterOf<S>(query: { status?: S; from?: string; to?: string }, today: Date): HistoryFilter<S> {
  const range = dayRange(query.from, query.to, today);
  if ('errors' in range) throw validationFailed(range.errors);
  return { status: query.status, start: range.range.start, end: range.range.end };
}

/** The file's name: the list, and the days it covers when filtered by days. */
const fileName = (list: string, query: { from?: string; to?: string }, today: Date) =>
  `filhub-${list}-${query.from ?? 'start'}-to-${query.to ?? utcDate(today)}.csv`;

/**
 * ops/history (finance and admin, as the queues they follow): processed withdrawals and bank orders, newest first,
 * paged by key, by status and days (UTC) of the decision; the CSV of the same filter; the bank order search by an
 * order code or a transfer's content. Reads only, not audited.
 */
export function opsHistoryRoutes(deps: AppDeps) {
  const { db, now } = deps;
  return new Hono<OperatorEnv>()
    .use('*', requireOperator(deps), requireRole('FINANCE'))
    .get('/withdrawals', async (c) => {
      const query = validate(withdrawalHistoryQuery, c.req.query());
      const page = await listProcessedWithdrawals(db, filterOf(query, now()), { after: readCursor('withdrawalHistory', query.cursor), limit: query.limit });
      const items = page.rows.map(toProcessedWithdrawal);
      return ok<OpsQueuePage<ProcessedWithdrawal>>(c, { items, limit: query.limit, nextCursor: nextCursorOf('withdrawalHistory', page.next) });
    })
    .get('/withdrawals.csv', async (c) => {
      const query = validate(withdrawalHistoryExportQuery, c.req.query());
      const filter = filterOf(query, now());
      return csvDownload(c, fileName('withdrawals', query, now()), WITHDRAWAL_CSV_HEADER, (after) => listProcessedWithdrawals(db, filter, { after, limit: HISTORY_CSV_PAGE_ROWS }), withdrawalCsvRecord);
    })
    .get('/bank-orders', async (c) => {
      const query = validate(bankOrderHistoryQuery, c.req.query());
      const filter = filterOf(query, now());
      await expireOverdueBankOrders(db, now());
      const page = await listProcessedBankOrders(db, filter, { after: readCursor('bankOrderHistory', query.cursor), limit: query.limit });
      const items = page.rows.map(toBankOrderRecord);
      return ok<OpsQueuePage<BankOrderRecord>>(c, { items, limit: query.limit, nextCursor: nextCursorOf('bankOrderHistory', page.next) });
    })
    .get('/bank-orders.csv', async (c) => {
      const query = validate(bankOrderHistoryExportQuery, c.req.query());
      const filter = filterOf(query, now());
      await expireOverdueBankOrders(db, now());
      return csvDownload(c, fileName('bank-orders', query, now()), BANK_ORDER_CSV_HEADER, (after) => listProcessedBankOrders(db, filter, { after, limit: HISTORY_CSV_PAGE_ROWS }), bankOrderCsvRecord);
    })
    .get('/bank-orders/search', async (c) => {
      const { q } = validate(bankOrderSearchSchema, c.req.query());
      const terms = bankOrderSearchTerms(q);
      if (!terms) throw fieldError('q', 'ORDER_SEARCH_RULE');
      await expireOverdueBankOrders(db, now());
      const rows = await searchBankOrders(db, terms, SEARCH_LIMIT);
      return ok<BankOrderSearch>(c, { items: rows.map(toBankOrderRecord) });
    });
}
