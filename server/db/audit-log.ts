import { and, desc, eq, gte, ilike, lt, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import { afterPosition, keysetPage, positionTime } from './keyset';
import type { KeysetPosition } from './keyset';
import { auditLog, operators } from './schema';
import type { Database } from './types';
import type { AuditRecord } from '../domain/audit';

export interface AuditEntry {
  operatorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  ip: string | null;
  before: unknown;
  after: unknown;
  reason?: string | null;
}

/** Appends a row (the table refuses updates and deletes); call it in the action's transaction. */
export async function appendAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null, reason: entry.reason ?? null });
}

export async function latestAuditRecords(db: Database, limit: number) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
}

export interface AuditFilter {
  /** The operator's username (exact, any case). */
  operator?: string;
  /** Part of the action (e.g. 'withdrawal' or 'setting.save'). */
  action?: string;
  /** Part of the target: its type or its id (e.g. a member's username, 'WEB.siteName'). */
  target?: string;
  /** [start, end) of created_at. */
  start?: Date | null;
  end?: Date | null;
}

/** `text` as a LIKE pattern matching it anywhere (its own % _ \ taken literally). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filterOf(filter: AuditFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.operator) conditions.push(eq(operators.username, filter.operator.toLowerCase()));
  if (filter.action) conditions.push(ilike(auditLog.action, containing(filter.action)));
  if (filter.target) {
    const pattern = containing(filter.target);
    conditions.push(or(ilike(auditLog.targetType, pattern), ilike(auditLog.targetId, pattern)));
  }
  if (filter.start) conditions.push(gte(auditLog.createdAt, filter.start));
  if (filter.end) conditions.push(lt(auditLog.createdAt, filter.end));
  return and(...conditions);
}

const AUDIT_SORT = { at: auditLog.createdAt, id: auditLog.id, idType: 'uuid' } as const;

const auditColumns = {
  id: auditLog.id,
  createdAt: auditLog.createdAt,
  operator: operators.username,
  ip: auditLog.ip,
  action: auditLog.action,
  targetType: auditLog.targetType,
  targetId: auditLog.targetId,
  before: auditLog.before,
  after: auditLog.after,
  reason: auditLog.reason,
};

export type { AuditRecord };

/** One page of the rows matching `filter`, newest first, after `position` (keyset). */
export async function searchAudit(db: Database, filter: AuditFilter, position: KeysetPosition | null, limit: number) {
  const rows = await db
    .select({ ...auditColumns, positionAt: positionTime(auditLog.createdAt) })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(and(filterOf(filter), afterPosition(AUDIT_SORT, position)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
  return keysetPage<AuditRecord & { positionAt: string }>(rows, limit, (row) => row.id);
}

/** The newest `limit` rows matching `filter` (the CSV export). */
export function exportAudit(db: Database, filter: AuditFilter, limit: number): Promise<AuditRecord[]> {
  return db
    .select(auditColumns)
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(filterOf(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** The changes of one target (e.g. a setting's history), newest first. */
export function auditOfTarget(db: Database, targetType: string, targetId: string, limit: number): Promise<AuditRecord[]> {
  return db
    .select(auditColumns)
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

