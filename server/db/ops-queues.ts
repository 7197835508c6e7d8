import { and, asc, count, desc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';

import type { KycDocumentType, SecurityChange } from '../../contract/enums';
import { afterPositionAscending, keysetPage, positionTime } from './keyset';
import type { KeysetPosition } from './keyset';
import { kycDocuments, notifications, orders, supportTickets, users, withdrawAddresses, withdrawals } from './schema';
import type { Database } from './types';
import type { WithdrawalRow } from './withdrawals';

/**
 * The operator console's queues, oldest first and paged by key (each on a partial index of its pending rows, so a
 * queue costs what is pending, not what was ever done): KYC submissions under review, PENDING withdrawals, BANK
 * orders awaiting payment and not past their time.
 */

export interface QueuePageQuery {
  after: KeysetPosition | null;
  limit: number;
}

const pendingKyc = eq(users.kycStatus, 'PENDING');
const pendingWithdrawal = eq(withdrawals.status, 'PENDING');
/** Awaiting payment and not past its time (lazy expiry: an overdue one is EXPIRED when next touched). */
const awaitingBankOrder = (at: Date) =>
  and(eq(orders.method, 'BANK'), eq(orders.status, 'PENDING_PAYMENT'), or(isNull(orders.expiresAt), gt(orders.expiresAt, at)));

export async function countQueues(db: Database, at: Date) {
  const [[kyc], [pendingWithdrawals], [bankOrders], [tickets]] = await Promise.all([
    db.select({ value: count() }).from(users).innerJoin(kycDocuments, eq(kycDocuments.userId, users.id)).where(pendingKyc),
    db.select({ value: count() }).from(withdrawals).where(pendingWithdrawal),
    db.select({ value: count() }).from(orders).where(awaitingBankOrder(at)),
    db.select({ value: count() }).from(supportTickets).where(eq(supportTickets.status, 'OPEN')),
  ]);
  return { kyc: kyc.value, withdrawals: pendingWithdrawals.value, bankOrders: bankOrders.value, tickets: tickets.value };
}

export interface KycQueueRow {
  userId: string;
  username: string;
  fullName: string;
  documentType: KycDocumentType;
  submittedAt: Date;
}

export async function listKycQueue(db: Database, query: QueuePageQuery) {
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      fullName: users.fullName,
      documentType: kycDocuments.documentType,
      submittedAt: kycDocuments.submittedAt,
      positionAt: positionTime(kycDocuments.submittedAt),
    })
    .from(users)
    .innerJoin(kycDocuments, eq(kycDocuments.userId, users.id))
    .where(and(pendingKyc, afterPositionAscending({ at: kycDocuments.submittedAt, id: users.id, idType: 'uuid' }, query.after)))
    .orderBy(asc(kycDocuments.submittedAt), asc(users.id))
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit, (row) => row.userId);
}

/** The member's profile fields a KYC review compares with the document. */
export async function findKycReviewMember(db: Database, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      dateOfBirth: users.dateOfBirth,
      address: users.address,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.username, username));
  return row ?? null;
}

/** A withdrawal with its member's username, as the queue and the history show it (domain `WithdrawalQueueRow`). */
export const WITHDRAWAL_QUEUE_COLUMNS = {
  id: withdrawals.id,
  username: users.username,
  symbol: withdrawals.symbol,
  amount: withdrawals.amount,
  fee: withdrawals.fee,
  address: withdrawals.address,
  reference: withdrawals.reference,
  createdAt: withdrawals.createdAt,
};

export async function listWithdrawalQueue(db: Database, query: QueuePageQuery) {
  const rows = await db
    .select({ ...WITHDRAWAL_QUEUE_COLUMNS, positionAt: positionTime(withdrawals.createdAt) })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(and(pendingWithdrawal, afterPositionAscending({ at: withdrawals.createdAt, id: withdrawals.id, idType: 'uuid' }, query.after)))
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit, (row) => row.id);
}

export async function findWithdrawal(db: Database, id: string): Promise<WithdrawalRow | null> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row ?? null;
}

/** Who asks for a withdrawal: what finance weighs (account age, KYC, 2FA, holds and blocks after security changes). */
export async function findWithdrawalMember(db: Database, userId: string) {
  const [row] = await db
    .select({
      username: users.username,
      fullName: users.fullName,
      email: users.email,
      kycStatus: users.kycStatus,
      createdAt: users.createdAt,
      twoFactorEnabled: users.is2FAEnabled,
      moneyOutHeldUntil: users.moneyOutHeldUntil,
      moneyOutBlockedAt: users.moneyOutBlockedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function findBookEntry(db: Database, id: string) {
  const [row] = await db
    .select({ createdAt: withdrawAddresses.createdAt, confirmedAt: withdrawAddresses.confirmedAt })
    .from(withdrawAddresses)
    .where(eq(withdrawAddresses.id, id));
  return row ?? null;
}

/** The member's security changes since `since` (their SECURITY_CHANGE notifications), newest first. */
export async function listSecurityChangesSince(db: Database, userId: string, since: Date) {
  const rows = await db
    .select({ params: notifications.params, at: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'SECURITY_CHANGE'), gte(notifications.createdAt, since)))
    .orderBy(desc(notifications.createdAt))
    .limit(50);
  return rows.flatMap((row) => (row.params.change ? [{ change: row.params.change as SecurityChange, at: row.at }] : []));
}

/** The member's other withdrawals, newest first (at most `limit`), and how many of each status there are. */
export async function earlierWithdrawalsOf(db: Database, userId: string, exceptId: string, limit: number) {
  const others = and(eq(withdrawals.userId, userId), sql`${withdrawals.id} <> ${exceptId}::uuid`);
  const [recent, counts] = await Promise.all([
    db.select().from(withdrawals).where(others).orderBy(desc(withdrawals.createdAt), desc(withdrawals.id)).limit(limit),
    db.select({ status: withdrawals.status, value: count() }).from(withdrawals).where(others).groupBy(withdrawals.status),
  ]);
  return { recent, counts };
}

export async function listBankOrderQueue(db: Database, query: QueuePageQuery, at: Date) {
  const rows = await db
    .select({
      id: orders.id,
      code: orders.code,
      username: users.username,
      fullName: users.fullName,
      total: orders.total,
      amountVnd: orders.amountVnd,
      createdAt: orders.createdAt,
      expiresAt: orders.expiresAt,
      positionAt: positionTime(orders.createdAt),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(awaitingBankOrder(at), afterPositionAscending({ at: orders.createdAt, id: orders.id, idType: 'uuid' }, query.after)))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(query.limit + 1);
  return keysetPage(rows, query.limit, (row) => row.id);
}
