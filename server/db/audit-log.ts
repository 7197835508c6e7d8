import { desc } from 'drizzle-orm';

import { auditLog } from './schema';
import type { Database } from './types';

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

export async function latestAuditRows(db: Database, limit: number) {
  return db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(limit);
}
