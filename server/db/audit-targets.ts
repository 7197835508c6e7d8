import { eq, inArray, or } from 'drizzle-orm';

import type { AuditSubject } from '../../contract/ops-audit';
import { ledgerAdjustments, operatorApiTokens, operatorChanges, operators, orders, supportTickets, users, withdrawals } from './schema';
import type { Database } from './types';
import { UUID_PATTERN } from '../../contract/ids';

const NUMBER = /^\d{1,15}$/;

/** The key of a target in the answer of `resolveAuditTargets`. */
export const auditTargetKey = (targetType: string, targetId: string) => `${targetType}:${targetId}`;

const member = (row: { username: string | null; fullName: string | null }) =>
  row.username === null ? null : { username: row.username, fullName: row.fullName ?? '' };

/**
 * Each audit row's target as a person reads it, in one query per kind of target on the page: a member's full name,
 * an order's code and member, a withdrawal's or adjustment's reference and member, a ticket's number and member, an
 * operator's username (by id or name), an operator request's name, an API token's operator and label. A target that
 * is gone, or whose id already is its name (a setting, a token, a day), has no entry.
 */
export async function resolveAuditTargets(db: Database, rows: readonly { targetType: string; targetId: string | null }[]): Promise<Map<string, AuditSubject>> {
  const idsOf = (type: string, pattern?: RegExp) => [
    ...new Set(rows.filter((row) => row.targetType === type && row.targetId !== null && (!pattern || pattern.test(row.targetId))).map((row) => row.targetId as string)),
  ];
  const found = new Map<string, AuditSubject>();
  const put = (type: string, id: string, subject: AuditSubject) => found.set(auditTargetKey(type, id), subject);
  const lookups: Promise<void>[] = [];

  const memberNames = idsOf('member');
  if (memberNames.length > 0) {
    lookups.push(
      db.select({ username: users.username, fullName: users.fullName }).from(users).where(inArray(users.username, memberNames))
        .then((found) => found.forEach((row) => put('member', row.username, { name: null, member: member(row) }))),
    );
  }
  const orderCodes = idsOf('order');
  if (orderCodes.length > 0) {
    lookups.push(
      db.select({ code: orders.code, username: users.username, fullName: users.fullName }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(inArray(orders.code, orderCodes))
        .then((found) => found.forEach((row) => put('order', row.code, { name: row.code, member: member(row) }))),
    );
  }
  const withdrawalIds = idsOf('withdrawal', UUID_PATTERN);
  if (withdrawalIds.length > 0) {
    lookups.push(
      db.select({ id: withdrawals.id, reference: withdrawals.reference, username: users.username, fullName: users.fullName }).from(withdrawals).leftJoin(users, eq(users.id, withdrawals.userId)).where(inArray(withdrawals.id, withdrawalIds))
        .then((found) => found.forEach((row) => put('withdrawal', row.id, { name: row.reference, member: member(row) }))),
    );
  }
  const adjustmentIds = idsOf('ledger_adjustment', UUID_PATTERN);
  if (adjustmentIds.length > 0) {
    lookups.push(
      db.select({ id: ledgerAdjustments.id, reference: ledgerAdjustments.reference, username: users.username, fullName: users.fullName }).from(ledgerAdjustments).leftJoin(users, eq(users.id, ledgerAdjustments.userId)).where(inArray(ledgerAdjustments.id, adjustmentIds))
        .then((found) => found.forEach((row) => put('ledger_adjustment', row.id, { name: row.reference, member: member(row) }))),
    );
  }
  const ticketNumbers = idsOf('ticket', NUMBER);
  if (ticketNumbers.length > 0) {
    lookups.push(
      db.select({ number: supportTickets.number, username: users.username, fullName: users.fullName }).from(supportTickets).leftJoin(users, eq(users.id, supportTickets.userId)).where(inArray(supportTickets.number, ticketNumbers.map(Number)))
        .then((found) => found.forEach((row) => put('ticket', String(row.number), { name: `#${row.number}`, member: member(row) }))),
    );
  }
  const operatorKeys = idsOf('operator');
  if (operatorKeys.length > 0) {
    const byId = operatorKeys.filter((key) => UUID_PATTERN.test(key));
    lookups.push(
      db.select({ id: operators.id, username: operators.username }).from(operators)
        .where(byId.length > 0 ? or(inArray(operators.id, byId), inArray(operators.username, operatorKeys)) : inArray(operators.username, operatorKeys))
        .then((found) =>
          found.forEach((row) => {
            put('operator', row.id, { name: row.username, member: null });
            put('operator', row.username, { name: row.username, member: null });
          }),
        ),
    );
  }
  const changeIds = idsOf('operator_change', UUID_PATTERN);
  if (changeIds.length > 0) {
    lookups.push(
      db.select({ id: operatorChanges.id, username: operatorChanges.username }).from(operatorChanges).where(inArray(operatorChanges.id, changeIds))
        .then((found) => found.forEach((row) => put('operator_change', row.id, { name: row.username, member: null }))),
    );
  }
  const tokenIds = idsOf('operator_api_token', UUID_PATTERN);
  if (tokenIds.length > 0) {
    lookups.push(
      db.select({ id: operatorApiTokens.id, label: operatorApiTokens.label, username: operators.username }).from(operatorApiTokens).leftJoin(operators, eq(operators.id, operatorApiTokens.operatorId)).where(inArray(operatorApiTokens.id, tokenIds))
        .then((found) => found.forEach((row) => put('operator_api_token', row.id, { name: row.username ? `${row.username} · ${row.label}` : row.label, member: null }))),
    );
  }
  await Promise.all(lookups);
  return found;
}
