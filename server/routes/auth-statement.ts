import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';

import type { Locale } from '../../contract/enums';
import type { Statement, StatementFile } from '../../contract/statement';
import type { KeysetPosition } from '../db/keyset';
import { expireOverdueOrders } from '../db/orders';
import { users } from '../db/schema';
import { bonusExportPage, ledgerExportPage, orderExportPage, statementFigures } from '../db/statements';
import type { Database } from '../db/types';
import { UTF8_BOM } from '../domain/csv';
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
import { validationFailed } from '../http/errors';
import { requireMember } from '../http/member-auth';
import type { AuthEnv } from '../http/member-auth';
import { limitPerMember } from '../http/rate-limit';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import type { AppDeps } from './deps';

type PageReader<R> = (after: KeysetPosition | null) => Promise<{ rows: R[]; next: KeysetPosition | null }>;

/**
 * A CSV answer read one page at a time as the client takes it (a pull stream: the next page is read only when the
 * previous one has been sent), so memory stays flat however many rows the range holds. Each page is one short
 * query: no transaction is held open while a slow client downloads.
 */
function csvDownload<R>(c: Context, fileName: string, header: string, readPage: PageReader<R>, record: (row: R) => string): Response {
  const encoder = new TextEncoder();
  let after: KeysetPosition | null = null;
  let done = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${UTF8_BOM}${header}`));
    },
    async pull(controller) {
      if (done) return;
      const page = await readPage(after);
      if (page.rows.length > 0) controller.enqueue(encoder.encode(page.rows.map(record).join('')));
      after = page.next;
      if (!after) {
        done = true;
        controller.close();
      }
    },
  });
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  c.header('Cache-Control', 'private, no-store');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(body);
}

async function memberLanguage(db: Database, userId: string): Promise<Locale> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? 'vi-VN';
}

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
      const language = query.lang ?? (await memberLanguage(db, userId));
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
      const language = query.lang ?? (await memberLanguage(db, userId));
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
      const language = query.lang ?? (await memberLanguage(db, userId));
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
