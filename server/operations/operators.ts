import type { OperatorRole } from '../../contract/enums';
import { appendAudit } from '../db/audit-log';
import {
  claimSetupToken,
  completeOperatorSetup,
  findOperatorByUsername,
  countAdminsWithToken,
  insertApiToken,
  insertOperator,
  revokeApiToken,
  storeSetupToken,
} from '../db/operators';
import type { Database } from '../db/types';
import { OPERATOR_SETUP_LINK_HOURS, OPERATOR_TOKEN_PREFIX } from '../domain/operators';
import { hashOpaqueToken, newOpaqueToken } from '../domain/opaque-tokens';
import { newTotpSecret } from '../domain/totp';

/** Who acts and from where (null operator: the system, e.g. the bootstrap command). */
export interface Actor {
  operatorId: string | null;
  ip: string | null;
}

const HOUR_MS = 60 * 60 * 1000;

export type CreateOperatorResult =
  | { outcome: 'exists' }
  | { outcome: 'created'; operator: { id: string; username: string; role: OperatorRole }; setupToken: string; expiresAt: Date };

/** A new operator (no password, TOTP not enrolled) and its one-time setup link, audited. */
export function createOperator(db: Database, actor: Actor, input: { username: string; role: OperatorRole }, now: Date): Promise<CreateOperatorResult> {
  return db.transaction(async (tx) => {
    const operator = await insertOperator(tx, { ...input, totpSecret: newTotpSecret() });
    if (!operator) return { outcome: 'exists' };
    const setupToken = newOpaqueToken();
    const expiresAt = new Date(now.getTime() + OPERATOR_SETUP_LINK_HOURS * HOUR_MS);
    await storeSetupToken(tx, { operatorId: operator.id, tokenHash: hashOpaqueToken(setupToken), expiresAt });
    await appendAudit(tx, {
      ...actor,
      action: 'operator.create',
      targetType: 'operator',
      targetId: operator.id,
      before: null,
      after: { username: operator.username, role: operator.role },
    });
    return { outcome: 'created', operator, setupToken, expiresAt };
  });
}

export type IssueTokenResult =
  | { outcome: 'unknown-operator' }
  | { outcome: 'issued'; token: string; id: string; label: string; operator: string };

/** A new API token of the operator: returned once, stored as sha256; audited (without the token). */
export function issueApiToken(db: Database, actor: Actor, username: string, label: string | undefined): Promise<IssueTokenResult> {
  return db.transaction(async (tx) => {
    const operator = await findOperatorByUsername(tx, username);
    if (!operator || operator.disabledAt) return { outcome: 'unknown-operator' };
    const token = `${OPERATOR_TOKEN_PREFIX}${newOpaqueToken()}`;
    const row = await insertApiToken(tx, { operatorId: operator.id, label: label ?? 'cli', tokenHash: hashOpaqueToken(token) });
    await appendAudit(tx, {
      ...actor,
      action: 'operator.token.create',
      targetType: 'operator_api_token',
      targetId: row.id,
      before: null,
      after: { operator: operator.username, label: row.label },
    });
    return { outcome: 'issued', token, id: row.id, label: row.label, operator: operator.username };
  });
}

export function revokeOperatorToken(db: Database, actor: Actor, id: string, now: Date) {
  return db.transaction(async (tx) => {
    const revoked = await revokeApiToken(tx, id, now);
    if (!revoked) return null;
    await appendAudit(tx, {
      ...actor,
      action: 'operator.token.revoke',
      targetType: 'operator_api_token',
      targetId: id,
      before: { label: revoked.label, revokedAt: null },
      after: { label: revoked.label, revokedAt: now.toISOString() },
    });
    return revoked;
  });
}

/**
 * The setup link's second half: the link is used up atomically, then the password is set and the authenticator
 * counts as enrolled (the caller checked a code of the secret). False when the link was used or expired meanwhile.
 */
export function completeSetup(db: Database, ip: string | null, tokenHash: string, passwordHash: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const operatorId = await claimSetupToken(tx, tokenHash, now);
    if (!operatorId) return false;
    await completeOperatorSetup(tx, operatorId, passwordHash);
    await appendAudit(tx, {
      operatorId,
      ip,
      action: 'operator.setup',
      targetType: 'operator',
      targetId: operatorId,
      before: { passwordSet: false, totpEnrolled: false },
      after: { passwordSet: true, totpEnrolled: true },
    });
    return true;
  });
}

/** Admins the bootstrap may make directly: a change of operators needs a second admin, so the first two cannot wait for one. */
export const BOOTSTRAP_ADMINS = 2;

/**
 * One of the first two admins, made directly on the database: refused once two active admins hold a live API token
 * (from then on a new operator takes two admins). Returns its setup link's token and a first API token.
 */
export async function bootstrapAdmin(db: Database, username: string, now: Date) {
  return db.transaction(async (tx) => {
    if ((await countAdminsWithToken(tx)) >= BOOTSTRAP_ADMINS) return { outcome: 'admins-exist' as const };
    const system: Actor = { operatorId: null, ip: null };
    const created = await createOperator(tx, system, { username, role: 'ADMIN' }, now);
    if (created.outcome === 'exists') return { outcome: 'name-taken' as const };
    const issued = await issueApiToken(tx, system, username, 'bootstrap');
    if (issued.outcome !== 'issued') throw new Error('The new admin vanished');
    return { outcome: 'created' as const, setupToken: created.setupToken, expiresAt: created.expiresAt, apiToken: issued.token };
  });
}
