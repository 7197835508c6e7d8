import type { OperatorRole } from '../../contract/enums';
import { appendAudit } from '../db/audit-log';
import { claimPendingOperatorChange, findOperatorChange, insertOperatorChange, updateOperatorRole } from '../db/operator-changes';
import type { OperatorChangeRow } from '../db/operator-changes';
import { findOperatorByUsername } from '../db/operators';
import type { Database } from '../db/types';
import { createOperator } from './operators';
import type { Actor } from './operators';

/**
 * Creating an operator and changing a role take two admins: the first one's request waits PENDING (audited), a
 * second admin approves it (then the operator is made or the role changes, in the same transaction) or rejects it.
 * The requester may withdraw (reject) their own request, never approve it. The very first admin (`operator bootstrap`)
 * is made directly: there is no second admin then.
 */

export type OperatorChangeRequestOutcome =
  | { outcome: 'exists' }
  | { outcome: 'unknown-operator' }
  | { outcome: 'unchanged' }
  | { outcome: 'waiting' }
  | { outcome: 'pending'; change: OperatorChangeRow };

/** What recording a request answers: it waits (pending), or one about the same name waits already. */
export type RecordedRequest = Extract<OperatorChangeRequestOutcome, { outcome: 'waiting' | 'pending' }>;

async function recordRequest(
  tx: Database,
  actor: Actor & { operatorId: string },
  change: { kind: 'CREATE' | 'ROLE'; username: string; role: OperatorRole; previousRole: OperatorRole | null },
  at: Date,
): Promise<RecordedRequest> {
  const row = await insertOperatorChange(tx, { ...change, requestedBy: actor.operatorId, createdAt: at });
  if (!row) return { outcome: 'waiting' };
  await appendAudit(tx, {
    ...actor,
    action: change.kind === 'CREATE' ? 'operator.create-request' : 'operator.role-request',
    targetType: 'operator_change',
    targetId: row.id,
    before: change.previousRole ? { username: change.username, role: change.previousRole } : null,
    after: { username: change.username, role: change.role, status: 'PENDING' },
  });
  return { outcome: 'pending', change: row };
}

/** An admin asks for a new operator: it waits for a second admin (refused when the name is taken or already asked for). */
export function requestOperatorCreation(db: Database, actor: Actor & { operatorId: string }, input: { username: string; role: OperatorRole }, at: Date) {
  return db.transaction(async (tx): Promise<RecordedRequest | { outcome: 'exists' }> => {
    if (await findOperatorByUsername(tx, input.username)) return { outcome: 'exists' };
    return recordRequest(tx, actor, { kind: 'CREATE', ...input, previousRole: null }, at);
  });
}

/** An admin asks for another role of an active operator: it waits for a second admin. */
export function requestRoleChange(db: Database, actor: Actor & { operatorId: string }, input: { username: string; role: OperatorRole }, at: Date) {
  return db.transaction(async (tx): Promise<RecordedRequest | { outcome: 'unknown-operator' } | { outcome: 'unchanged' }> => {
    const operator = await findOperatorByUsername(tx, input.username);
    if (!operator || operator.disabledAt) return { outcome: 'unknown-operator' };
    if (operator.role === input.role) return { outcome: 'unchanged' };
    return recordRequest(tx, actor, { kind: 'ROLE', ...input, previousRole: operator.role }, at);
  });
}

export type OperatorChangeDecisionOutcome =
  | { outcome: 'not-found' }
  | { outcome: 'not-pending' }
  | { outcome: 'own-request' }
  | { outcome: 'exists' }
  | { outcome: 'unknown-operator' }
  | { outcome: 'rejected'; change: OperatorChangeRow }
  | { outcome: 'approved'; change: OperatorChangeRow; setup: { token: string; expiresAt: Date } | null };

/**
 * A second admin's decision on a PENDING request, by a conditional UPDATE (two decisions at once: one acts). An approved
 * CREATE makes the operator and its one-time setup link; an approved ROLE sets the role. A CREATE whose name was taken
 * meanwhile, or a ROLE of an operator since disabled, is not approved (the request stays to be rejected).
 */
export function decideOperatorChange(
  db: Database,
  actor: Actor & { operatorId: string },
  id: string,
  decision: { approve: true } | { approve: false; reason: string },
  at: Date,
) {
  return db.transaction(async (tx): Promise<OperatorChangeDecisionOutcome> => {
    const found = await findOperatorChange(tx, id);
    if (!found) return { outcome: 'not-found' };
    if (decision.approve && found.requestedBy === actor.operatorId) return { outcome: 'own-request' };
    if (decision.approve && found.status === 'PENDING') {
      const operator = await findOperatorByUsername(tx, found.username);
      if (found.kind === 'CREATE' && operator) return { outcome: 'exists' };
      if (found.kind === 'ROLE' && (!operator || operator.disabledAt)) return { outcome: 'unknown-operator' };
    }
    const claimed = await claimPendingOperatorChange(tx, id, {
      status: decision.approve ? 'APPLIED' : 'REJECTED',
      operatorId: actor.operatorId,
      at,
      rejectReason: decision.approve ? null : decision.reason,
      notBy: decision.approve ? actor.operatorId : null,
    });
    if (!claimed) return { outcome: 'not-pending' };
    await appendAudit(tx, {
      ...actor,
      action: decision.approve ? 'operator.change-approve' : 'operator.change-reject',
      targetType: 'operator_change',
      targetId: claimed.id,
      before: { status: 'PENDING' },
      after: { status: claimed.status, kind: claimed.kind, username: claimed.username, role: claimed.role },
      reason: decision.approve ? null : decision.reason,
    });
    if (!decision.approve) return { outcome: 'rejected', change: claimed };
    if (claimed.kind === 'CREATE') {
      const created = await createOperator(tx, actor, { username: claimed.username, role: claimed.role }, at);
      // Checked above in this transaction; a name taken in between rolls the approval back.
      if (created.outcome !== 'created') throw new Error(`The operator name ${claimed.username} was taken meanwhile`);
      return { outcome: 'approved', change: claimed, setup: { token: created.setupToken, expiresAt: created.expiresAt } };
    }
    const operator = await findOperatorByUsername(tx, claimed.username);
    if (!operator) throw new Error(`The operator ${claimed.username} vanished`);
    await updateOperatorRole(tx, operator.id, claimed.role);
    await appendAudit(tx, {
      ...actor,
      action: 'operator.role',
      targetType: 'operator',
      targetId: operator.id,
      before: { username: operator.username, role: operator.role },
      after: { username: operator.username, role: claimed.role },
    });
    return { outcome: 'approved', change: claimed, setup: null };
  });
}
