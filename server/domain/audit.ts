import { z } from 'zod';

import type { AuditSubject, OpsAuditEntry } from '../../contract/ops-audit';
import { csvCell } from './csv';
import { cursorParam, emptyToUndefined, isoDate } from './history';

export { csvCell } from './csv';

/** The most rows one CSV export holds (the newest of the filter). */
export const MAX_AUDIT_EXPORT_ROWS = 10_000;

const filterText = z.preprocess(emptyToUndefined, z.string().trim().max(100, 'AUDIT_FILTER_RULE').optional());

const filterFields = {
  operator: filterText,
  action: filterText,
  target: filterText,
  from: z.preprocess(emptyToUndefined, isoDate('FROM')),
  to: z.preprocess(emptyToUndefined, isoDate('TO')),
};

export const auditExportQuery = z.object(filterFields);

export const auditListQuery = z.object({
  ...filterFields,
  cursor: cursorParam,
  limit: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return 50;
      if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > 100) {
        ctx.addIssue({ code: 'custom', message: 'LIMIT_RULE_100' });
        return z.NEVER;
      }
      return Number(value);
    }),
});

/** An audit row as the database reads it: the console's entry with its time as a Date, before its subject is resolved. */
export type AuditRecord = Omit<OpsAuditEntry, 'at' | 'subject'> & { createdAt: Date };

export const toAuditEntry = (row: AuditRecord, subject: AuditSubject | null = null): OpsAuditEntry => ({
  id: row.id,
  at: row.createdAt.toISOString(),
  operator: row.operator,
  ip: row.ip,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  before: row.before ?? null,
  after: row.after ?? null,
  reason: row.reason,
  subject,
});

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export const AUDIT_CSV_HEADER = ['time', 'operator', 'ip', 'action', 'target_type', 'target_id', 'before', 'after', 'reason'] as const;

/** The rows as CSV (CRLF line ends, a header first). */
export function auditCsv(rows: readonly AuditRecord[]): string {
  const lines = [AUDIT_CSV_HEADER.join(',')];
  for (const row of rows) {
    const cells = [row.createdAt.toISOString(), row.operator, row.ip, row.action, row.targetType, row.targetId, json(row.before), json(row.after), row.reason];
    lines.push(cells.map(csvCell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
