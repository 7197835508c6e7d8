import { Hono } from 'hono';

import { exportAudit, searchAudit } from '../db/audit-log';
import { auditTargetKey, resolveAuditTargets } from '../db/audit-targets';
import type { AuditFilter } from '../db/audit-log';
import { auditCsv, auditExportQuery, auditListQuery, MAX_AUDIT_EXPORT_ROWS, toAuditEntry } from '../domain/audit';
import { dayRange, utcDate } from '../domain/history';
import type { OpsAuditPage } from '../../contract/ops-audit';
import { nextCursorOf, readCursor } from '../http/cursor';
import { validationFailed } from '../http/errors';
import { requireOperator, requireRole } from '../http/ops-token';
import type { OperatorEnv } from '../http/ops-token';
import { ok } from '../http/respond';
import { validate } from '../http/validate';
import type { AppDeps } from './deps';

function filterOf(query: { operator?: string; action?: string; target?: string; from?: string; to?: string }, today: Date): AuditFilter {
  const range = dayRange(query.from, query.to, today);
  if ('errors' in range) throw validationFailed(range.errors);
  const { operator, action, target } = query;
  return { operator, action, target, start: range.range.start, end: range.range.end };
}

/**
 * The audit log (admin): a searchable list paged by key, each row's target resolved to names (member, order code,
 * reference…), and the CSV export of a filter. Reads are not audited.
 */
export function opsAuditRoutes(deps: AppDeps) {
  const { db, now } = deps;
  return new Hono<OperatorEnv>()
    .use('*', requireOperator(deps))
    .get('/', requireRole('ADMIN'), async (c) => {
      const query = validate(auditListQuery, c.req.query());
      const filter = filterOf(query, now());
      const page = await searchAudit(db, filter, readCursor('audit', query.cursor), query.limit);
      const subjects = await resolveAuditTargets(db, page.rows);
      const entries = page.rows.map((row) => toAuditEntry(row, row.targetId === null ? null : (subjects.get(auditTargetKey(row.targetType, row.targetId)) ?? null)));
      return ok<OpsAuditPage>(c, { entries, next: nextCursorOf('audit', page.next) }, 'Audit log');
    })
    .get('/export.csv', requireRole('ADMIN'), async (c) => {
      const query = validate(auditExportQuery, c.req.query());
      const rows = await exportAudit(db, filterOf(query, now()), MAX_AUDIT_EXPORT_ROWS);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="audit-${utcDate(now())}.csv"`);
      c.header('Cache-Control', 'no-store');
      return c.body(auditCsv(rows));
    });
}
