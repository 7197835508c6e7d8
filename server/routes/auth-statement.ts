import { Hono } from 'hono';

import type { Statement, StatementFile } from '../../contract/statement';
import { expireOverdueOrders } from '../db/orders';
import { findMemberLanguage } from '../db/users';
import { bonusExportPage, ledgerExportPage, orderExportPage, statementFigures } from '../db/statements';
import {
  bonusExportQuery,
  bonusRecord,
  buildStatement,
  CSV_PAGE_ROWS,
  csvHeader,
  exportRange,
  ledgerExportQuery,
  ledgerRecord,
  orderExportQuery,
  orderRecord,
  rangeName,
  STATEMENT_ORDER_ROWS,
  statementQuery,
  statementRange,
} from '../domain/statements';
import type { ZonedRange } from '../domain/statements';
import { csvDownload } from '../http/csv-download';
import { validationFailed } from '../http/errors';
import { requireMember } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { limitPerMember } from '../http/rate-limit';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import type { AppDeps } from './deps';

function rangeOrFail(result: { range: ZonedRange } | { errors: Parameters<typeof validationFailed>[0] }): ZonedRange {
  if ('errors' in result) throw validationFailed(result.errors);
  return result.range;
}

const fileName = (file: StatementFile, range: ZonedRange) => `filhub-${file}-${rangeName(range)}.csv`;

/**
 * auth/statement: the member's monthly statement (its totals) and the CSV files of a date range (ledger, bonus,
 * orders), in the member's time zone (`tz`) and language (`lang`, else the member's). Only the member's own rows.
 */
export function authStatementRoutes(deps: AppDeps) {
  const { db, config, tokenKeys, now, sessionCheck } = deps;
  const member = requireMember(tokenKeys, now, sessionCheck);
  // After `member`: every statement and file of the member shares one count.
  const limited = limitPerMember(db, config.rateLimits.statementsPerMember, 'statement', now);

  return new Hono<AuthEnv>()
    .get('/', member, limited, async (c) => {
      const query = validate(statementQuery, c.req.query());
      const at = now();
      const range = statementRange(query, at);
      if ('errors' in range) throw validationFailed(range.errors);
      const userId = c.get('memberId');
      await expireOverdueOrders(db, userId, at);
      const figures = await statementFigures(db, userId, range.range, STATEMENT_ORDER_ROWS);
      return ok<Statement>(c, buildStatement(range.range, at, figures));
    })
    .get('/ledger.csv', member, limited, async (c) => {
      const query = validate(ledgerExportQuery, c.req.query());
      const range = rangeOrFail(exportRange(query, now()));
      const userId = c.get('memberId');
      const language = query.lang ?? (await findMemberLanguage(db, userId));
      const filter = { ...range, symbol: query.symbol, type: query.type };
      return csvDownload(
        c,
        fileName('ledger', range),
        csvHeader('ledger', language, range.zone),
        (after) => ledgerExportPage(db, userId, filter, { after, limit: CSV_PAGE_ROWS }),
        (row) => ledgerRecord(row, range.zone),
      );
    })
    .get('/bonus.csv', member, limited, async (c) => {
      const query = validate(bonusExportQuery, c.req.query());
      const range = rangeOrFail(exportRange(query, now()));
      const userId = c.get('memberId');
      const language = query.lang ?? (await findMemberLanguage(db, userId));
      const filter = { ...range, type: query.type };
      return csvDownload(
        c,
        fileName('bonus', range),
        csvHeader('bonus', language, range.zone),
        (after) => bonusExportPage(db, userId, filter, { after, limit: CSV_PAGE_ROWS }),
        (row) => bonusRecord(row, range.zone),
      );
    })
    .get('/orders.csv', member, limited, async (c) => {
      const query = validate(orderExportQuery, c.req.query());
      const at = now();
      const range = rangeOrFail(exportRange(query, at));
      const userId = c.get('memberId');
      const language = query.lang ?? (await findMemberLanguage(db, userId));
      await expireOverdueOrders(db, userId, at);
      const filter = { ...range, status: query.status };
      return csvDownload(
        c,
        fileName('orders', range),
        csvHeader('orders', language, range.zone),
        (after) => orderExportPage(db, userId, filter, { after, limit: CSV_PAGE_ROWS }),
        (row) => orderRecord(row, range.zone, language),
      );
    });
}
