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
  /** The target as a person reads it, resolved when the list is read; null when its id says it all or it is gone. */
  subject: AuditSubject | null;
}

/** An audit row's target by name: an order code, a reference, a ticket number, an operator, and the member concerned. */
export interface AuditSubject {
  /** The target's readable name (null for a member: the member says it). */
  name: string | null;
  /** The member the target is or belongs to (an order's, a withdrawal's, an adjustment's, a ticket's member). */
  member: { username: string; fullName: string } | null;
}

/** A page of the audit list, newest first; `next` is the cursor of the following page. */
export interface OpsAuditPage {
  entries: OpsAuditEntry[];
  next: string | null;
}
