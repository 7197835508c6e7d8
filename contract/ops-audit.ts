/** One audit row as the console lists it (ops/audit). */
export interface OpsAuditEntry {
  id: string;
  at: string;
  /** The operator's username; null for the system (e.g. the bootstrap command). */
  operator: string | null;
  ip: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
}

/** A page of the audit list, newest first; `next` is the cursor of the following page. */
export interface OpsAuditPage {
  entries: OpsAuditEntry[];
  next: string | null;
}
