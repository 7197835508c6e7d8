import { appendAudit } from '../db/audit-log';
import type { AuditEntry } from '../db/audit-log';
import type { Database } from '../db/types';
import { moneyTransaction } from './ledger';
import type { Actor } from './operators';

/** An audit row's own fields; who acted and from where come from the actor. */
export type Audited = Omit<AuditEntry, 'operatorId' | 'ip'>;

/**
 * Runs an operator's action and its audit row in one transaction (audit null: the action did nothing, e.g. not
 * pending; what it did commit, like an order's lazy expiry, stays). The route answers a refusal after the commit.
 * The steps it calls join this transaction (moneyTransaction given a transaction runs in it): one transaction,
 * retried whole on a serialization failure or deadlock.
 */
export function auditedTransaction<T>(db: Database, actor: Actor, action: (tx: Database) => Promise<{ result: T; audit: Audited | null }>): Promise<T> {
  return moneyTransaction(db, async (tx) => {
    const { result, audit } = await action(tx);
    if (audit) await appendAudit(tx, { operatorId: actor.operatorId, ip: actor.ip, ...audit });
    return result;
  });
}
