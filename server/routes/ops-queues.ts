import { Hono } from 'hono';
import { z } from 'zod';

import type { BankOrderQueueItem, KycQueueItem, KycReview, OpsQueueCounts, OpsQueuePage, WithdrawalQueueItem, WithdrawalReview } from '../../contract/ops-queues';
import { RECENT_SECURITY_DAYS } from '../../contract/ops-queues';
import { orderCancellationSchema } from '../../contract/requests/ops-queues';
import { memberUsernameSchema } from '../../contract/requests/fields';
import { findMemberKyc } from '../db/kyc';
import {
  countQueues,
  earlierWithdrawalsOf,
  findBookEntry,
  findKycReviewMember,
  findWithdrawal,
  findWithdrawalMember,
  listBankOrderQueue,
  listKycQueue,
  listSecurityChangesSince,
  listWithdrawalQueue,
} from '../db/ops-queues';
import { isKycFileOf, KYC_FILE_HEADERS, kycFileUrls } from '../domain/kyc';
import { toDecimalString } from '../domain/money';
import { earlierCountsOf, EARLIER_WITHDRAWALS_SHOWN, QUEUE_PAGE_DEFAULT, QUEUE_PAGE_MAX, queueCountsFor, toWithdrawalHistoryItem, toWithdrawalQueueItem } from '../domain/ops-queues';
import { ORDER_ERRORS, wholeNumberParam } from '../domain/orders';
import { contentTypeOfUpload } from '../domain/uploads';
import { nextCursorOf, readCursor } from '../http/cursor';
import type { KeysetList } from '../http/cursor';
import { ApiError, notFound } from '../http/errors';
import { actorOf } from '../http/ops-actor';
import { requireOperator, requireRole } from '../http/ops-token';
import type { OperatorEnv } from '../http/ops-token';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import { cancelOrderByOperator } from '../operations/orders';
import type { AppDeps } from './deps';
import { isUuid } from '../../contract/ids';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where the console reads a KYC image: `${prefix}<username>/file/<name>`. */
export const OPS_KYC_FILE_PATH = '/api/ops/queues/kyc/';

const queueQuery = z.object({
  cursor: z.string().optional(),
  limit: wholeNumberParam(QUEUE_PAGE_DEFAULT, QUEUE_PAGE_MAX, 'LIMIT_RULE_50'),
});

function readQueuePage(list: KeysetList, query: Record<string, string>) {
  const { cursor, limit } = validate(queueQuery, query);
  return { after: readCursor(list, cursor), limit };
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * The console's queues (mounted at /ops/queues): pending KYC submissions (SUPPORT), withdrawals and bank orders
 * awaiting payment (FINANCE), oldest first, paged by key; what a decision needs; the KYC images to support alone.
 * Decisions are the /ops routes (kyc/:username, withdraw/:id, order/:code/confirm) and the order cancel here.
 */
export function opsQueueRoutes(deps: AppDeps) {
  const { db, now, uploads } = deps;

  return new Hono<OperatorEnv>()
    .use('*', requireOperator(deps))
    .get('/counts', async (c) => ok<OpsQueueCounts>(c, queueCountsFor(c.get('operator').role, await countQueues(db, now()))))
    .get('/kyc', requireRole('SUPPORT'), async (c) => {
      const query = readQueuePage('kycQueue', c.req.query());
      const page = await listKycQueue(db, query);
      const items: KycQueueItem[] = page.rows.map((row) => ({
        username: row.username,
        fullName: row.fullName,
        documentType: row.documentType,
        submittedAt: row.submittedAt.toISOString(),
      }));
      return ok<OpsQueuePage<KycQueueItem>>(c, { items, limit: query.limit, nextCursor: nextCursorOf('kycQueue', page.next) });
    })
    .get('/kyc/:username', requireRole('SUPPORT'), async (c) => {
      const parsed = memberUsernameSchema.safeParse(c.req.param('username'));
      const member = parsed.success ? await findKycReviewMember(db, parsed.data) : null;
      const kyc = member ? await findMemberKyc(db, member.id) : null;
      if (!member || !kyc?.document) throw notFound('KYC_NOT_FOUND');
      const { document } = kyc;
      return ok<KycReview>(c, {
        username: member.username,
        fullName: member.fullName,
        email: member.email,
        phone: member.phone,
        dateOfBirth: member.dateOfBirth,
        address: member.address,
        memberSince: member.createdAt.toISOString(),
        status: kyc.status,
        documentType: document.documentType,
        documentNumber: document.documentNumber,
        submittedAt: document.submittedAt.toISOString(),
        files: kycFileUrls(document.files, `${OPS_KYC_FILE_PATH}${member.username}/file/`),
      });
    })
    .get('/kyc/:username/file/:name', requireRole('SUPPORT'), async (c) => {
      const parsed = memberUsernameSchema.safeParse(c.req.param('username'));
      const name = c.req.param('name');
      const contentType = contentTypeOfUpload(name);
      const member = parsed.success && contentType ? await findKycReviewMember(db, parsed.data) : null;
      const kyc = member ? await findMemberKyc(db, member.id) : null;
      if (!contentType || !kyc || !isKycFileOf(kyc.document, name)) throw notFound();
      const bytes = await uploads.read('kyc', name);
      if (!bytes) throw notFound();
      return c.body(new Uint8Array(bytes), 200, { ...KYC_FILE_HEADERS, 'Content-Type': contentType });
    })
    .get('/withdrawals', requireRole('FINANCE'), async (c) => {
      const query = readQueuePage('withdrawalQueue', c.req.query());
      const page = await listWithdrawalQueue(db, query);
      const items: WithdrawalQueueItem[] = page.rows.map(toWithdrawalQueueItem);
      return ok<OpsQueuePage<WithdrawalQueueItem>>(c, { items, limit: query.limit, nextCursor: nextCursorOf('withdrawalQueue', page.next) });
    })
    .get('/withdrawals/:id', requireRole('FINANCE'), async (c) => {
      const id = c.req.param('id').toLowerCase();
      const withdrawal = isUuid(id) ? await findWithdrawal(db, id) : null;
      const member = withdrawal ? await findWithdrawalMember(db, withdrawal.userId) : null;
      if (!withdrawal || !member) throw notFound('WITHDRAWAL_NOT_FOUND');
      const at = now();
      const [entry, securityChanges, earlier] = await Promise.all([
        withdrawal.addressId ? findBookEntry(db, withdrawal.addressId) : null,
        listSecurityChangesSince(db, withdrawal.userId, new Date(at.getTime() - RECENT_SECURITY_DAYS * DAY_MS)),
        earlierWithdrawalsOf(db, withdrawal.userId, withdrawal.id, EARLIER_WITHDRAWALS_SHOWN),
      ]);
      return ok<WithdrawalReview>(c, {
        _id: withdrawal.id,
        username: member.username,
        symbol: withdrawal.symbol,
        amount: toDecimalString(withdrawal.amount),
        fee: toDecimalString(withdrawal.fee),
        address: withdrawal.address,
        addressLabel: withdrawal.addressLabel,
        chainId: withdrawal.chainId,
        reference: withdrawal.reference,
        createdAt: withdrawal.createdAt.toISOString(),
        addressAddedAt: iso(entry?.createdAt ?? null),
        addressConfirmedAt: iso(entry?.confirmedAt ?? null),
        member: {
          username: member.username,
          fullName: member.fullName,
          email: member.email,
          kycStatus: member.kycStatus,
          memberSince: member.createdAt.toISOString(),
          twoFactorEnabled: member.twoFactorEnabled,
          moneyOutHeldUntil: member.moneyOutHeldUntil && member.moneyOutHeldUntil > at ? member.moneyOutHeldUntil.toISOString() : null,
          moneyOutBlockedAt: iso(member.moneyOutBlockedAt),
        },
        securityChanges: securityChanges.map((change) => ({ change: change.change, at: change.at.toISOString() })),
        earlierWithdrawals: earlier.recent.map(toWithdrawalHistoryItem),
        earlierCounts: earlierCountsOf(earlier.counts),
      });
    })
    .get('/bank-orders', requireRole('FINANCE'), async (c) => {
      const query = readQueuePage('orderQueue', c.req.query());
      const page = await listBankOrderQueue(db, query, now());
      const items: BankOrderQueueItem[] = page.rows.map((row) => ({
        code: row.code,
        username: row.username,
        fullName: row.fullName,
        total: toDecimalString(row.total),
        amountVnd: row.amountVnd ?? 0,
        createdAt: row.createdAt.toISOString(),
        expiresAt: iso(row.expiresAt),
      }));
      return ok<OpsQueuePage<BankOrderQueueItem>>(c, { items, limit: query.limit, nextCursor: nextCursorOf('orderQueue', page.next) });
    })
    .post('/bank-orders/:code/cancel', requireRole('FINANCE'), async (c) => {
      const code = c.req.param('code').trim().toUpperCase();
      const { reason } = validate(orderCancellationSchema, await readJson(c));
      const result = await cancelOrderByOperator(db, actorOf(c, deps), { code, reason }, now());
      if (result.outcome === 'not-found') throw notFound(ORDER_ERRORS.notFound);
      if (result.outcome === 'not-pending') throw new ApiError(409, ORDER_ERRORS.notAwaitingPayment);
      console.info(`[ops] Order ${result.order.code} cancelled by ${c.get('operator').username}`);
      return ok(c, { code: result.order.code, status: result.order.status }, 'Order cancelled');
    });
}
