import type { Context } from 'hono';

import { appendAudit } from '../db/audit-log';
import type { AuditEntry } from '../db/audit-log';
import type { Database } from '../db/types';
import { moneyTransaction } from '../operations/ledger';
import type { Actor } from '../operations/operators';
import type { OperatorEnv } from '../http/ops-token';

export type Audited = Omit<AuditEntry, 'operatorId' | 'ip'>;

interface AuditDeps {
  db: Database;
  clientIp: (c: Context) => string | null;
}

/** Who acts, for the audit row: the signed-in operator (session or API token) and the request's address. */
export const actorOf = (c: Context<OperatorEnv>, { clientIp }: Pick<AuditDeps, 'clientIp'>): Actor => ({
  operatorId: c.get('operator').id,
  ip: clientIp(c),
});

/**
 * Runs an operator's action and its audit row in one transaction (audit null: the action did nothing, e.g. not
 * pending; what it did commit, like an order's lazy expiry, stays). The route answers a refusal after the commit.
 * The action's use case joins this transaction (moneyTransaction given a transaction runs in it): one transaction,
 * retried whole on a serialization failure or deadlock.
 */
export function auditedAction(deps: AuditDeps) {
  return <T>(c: Context<OperatorEnv>, action: (tx: Database) => Promise<{ result: T; audit: Audited | null }>) =>
    moneyTransaction(deps.db, async (tx) => {
      const { result, audit } = await action(tx);
      if (audit) await appendAudit(tx, { ...actorOf(c, deps), ...audit });
      return result;
    });
}
