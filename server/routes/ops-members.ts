import { Hono } from 'hono';
import type { Context } from 'hono';

import type { KeyPage } from '../../contract/envelope';
import type { LedgerPage } from '../../contract/ledger';
import type { LedgerAdjustment, MemberLockState, MemberSearchPage, OpsMemberDetail } from '../../contract/ops-members';
import { SPONSOR_CHAIN_LIMIT } from '../../contract/ops-members';
import type { Order } from '../../contract/orders';
import { memberUsernameSchema } from '../../contract/requests/fields';
import { adjustmentSchema, memberActionSchema, memberSearchQuerySchema } from '../../contract/requests/ops-members';
import { listLedger } from '../db/history';
import { findAdjustmentView } from '../db/ledger-adjustments';
import { findMemberForOps, findMemberId, searchMembers, sponsorChainOf } from '../db/member-admin';
import { listOrders } from '../db/orders';
import { listLiveSessions } from '../db/sessions';
import { teamFiguresOf } from '../db/team-figures';
import { listMemberWallets } from '../db/wallets';
import { toAdjustmentView } from '../domain/adjustments';
import { dayRange, transactionListQuery } from '../domain/history';
import { parseAmountInput, toLedgerEntry } from '../domain/ledger';
import { toDecimalString } from '../domain/money';
import { orderListQuery } from '../domain/orders';
import { describeDevice } from '../domain/user-agent';
import { nextCursorOf, readCursor } from '../http/cursor';
import { ApiError, fieldError, notFound, validationFailed } from '../http/errors';
import { actorOf } from '../http/ops-actor';
import { requireOperator, requireRole } from '../http/ops-token';
import type { OperatorEnv } from '../http/ops-token';
import { ok } from '../http/respond';
import { readJson, validate } from '../http/validate';
import { lockMemberByOperator, requestAdjustmentByOperator, resetTwoFactorByOperator, unlockMemberByOperator } from '../operations/member-admin';
import { toOrderViews } from '../operations/orders';
import type { AppDeps } from './deps';
import { securityAlerter } from './security-alert';

const SEARCH_PAGE = 20;

/** The username of the path; an impossible one is an unknown member. */
export function usernameOf(c: Context): string {
  const parsed = memberUsernameSchema.safeParse(c.req.param('username'));
  if (!parsed.success) throw notFound('MEMBER_NOT_FOUND');
  return parsed.data;
}

/**
 * ops/members: the console's members section. Support and finance search and read; support locks, unlocks and
 * resets 2FA; finance adjusts the ledger (above the SECURITY threshold a second operator approves: ops/adjustments).
 * Every action is audited in its own transaction, with the reason.
 */
export function opsMembersRoutes(deps: AppDeps) {
  const { db, now, sessionCheck } = deps;
  const sendAlert = securityAlerter(deps);
  const readers = requireRole('SUPPORT', 'FINANCE');

  const memberIdOf = async (c: Context) => {
    const id = await findMemberId(db, usernameOf(c));
    if (!id) throw notFound('MEMBER_NOT_FOUND');
    return id;
  };

  return new Hono<OperatorEnv>()
    .use('*', requireOperator(deps))
    .get('/', readers, async (c) => {
      const { q, cursor, limit: limitText } = validate(memberSearchQuerySchema, c.req.query());
      const limit = limitText ? Number(limitText) : SEARCH_PAGE;
      const { rows, next } = await searchMembers(db, q, readCursor('member', cursor), limit);
      const items = rows.map(({ id: _id, lockedAt, createdAt, ...row }) => ({ ...row, locked: lockedAt !== null, createdAt: createdAt.toISOString() }));
      return ok<MemberSearchPage>(c, { items, limit, nextCursor: nextCursorOf('member', next) });
    })
    .get('/:username', readers, async (c) => {
      const member = await findMemberForOps(db, usernameOf(c));
      if (!member) throw notFound('MEMBER_NOT_FOUND');
      const [wallets, team, chain, sessions] = await Promise.all([
        listMemberWallets(db, member.id),
        teamFiguresOf(db, member.id),
        sponsorChainOf(db, member.id, SPONSOR_CHAIN_LIMIT),
        listLiveSessions(db, member.id, now()),
      ]);
      return ok<OpsMemberDetail>(c, {
        profile: {
          username: member.username,
          fullName: member.fullName,
          email: member.email,
          phone: member.phone,
          referralCode: member.referralCode,
          language: member.language,
          dateOfBirth: member.dateOfBirth,
          address: member.address,
          packageName: member.packageNameVi !== null && member.packageNameEn !== null ? { vi: member.packageNameVi, en: member.packageNameEn } : null,
          isLeader: member.isLeader,
          createdAt: member.createdAt.toISOString(),
        },
        kycStatus: member.kycStatus,
        security: {
          is2FAEnabled: member.is2FAEnabled,
          lockedAt: member.lockedAt?.toISOString() ?? null,
          lockReason: member.lockReason,
          moneyOutBlockedAt: member.moneyOutBlockedAt?.toISOString() ?? null,
          moneyOutHeldUntil: member.moneyOutHeldUntil && member.moneyOutHeldUntil > now() ? member.moneyOutHeldUntil.toISOString() : null,
        },
        balances: wallets.map((wallet) => ({ symbol: wallet.symbol, balance: toDecimalString(wallet.balance) })),
        team,
        sponsors: chain.sponsors,
        sponsorDepth: chain.depth,
        sessions: sessions.map((session) => ({
          id: session.id,
          device: describeDevice(session.userAgent),
          ip: session.ip,
          signedInAt: session.createdAt.toISOString(),
          lastActiveAt: session.lastActiveAt.toISOString(),
        })),
      });
    })
    .get('/:username/ledger', readers, async (c) => {
      const memberId = await memberIdOf(c);
      const query = validate(transactionListQuery, c.req.query());
      const range = dayRange(query.from, query.to, now());
      if ('errors' in range) throw validationFailed(range.errors);
      const { rows, next } = await listLedger(db, memberId, { ...query, ...range.range, after: readCursor('ledger', query.cursor) });
      return ok<LedgerPage>(c, { items: rows.map(toLedgerEntry), limit: query.limit, nextCursor: nextCursorOf('ledger', next) });
    })
    .get('/:username/orders', readers, async (c) => {
      const memberId = await memberIdOf(c);
      const query = validate(orderListQuery, c.req.query());
      const { rows, next } = await listOrders(db, memberId, { ...query, after: readCursor('order', query.cursor) }, now());
      return ok<KeyPage<Order>>(c, { items: await toOrderViews(db, rows), limit: query.limit, nextCursor: nextCursorOf('order', next) });
    })
    .post('/:username/lock', requireRole('SUPPORT'), async (c) => {
      const username = usernameOf(c);
      const { reason } = validate(memberActionSchema, await readJson(c));
      const at = now();
      const result = await lockMemberByOperator(db, actorOf(c, deps), { username, reason }, at);
      if (result.outcome === 'unknown-member') throw notFound('MEMBER_NOT_FOUND');
      if (result.outcome === 'already-locked') throw new ApiError(409, 'MEMBER_ALREADY_LOCKED');
      sessionCheck.forget(result.endedSessions);
      console.info(`[ops] Member ${username} locked by ${c.get('operator').username}; ${result.endedSessions.length} sessions ended`);
      return ok<MemberLockState>(c, { username, lockedAt: at.toISOString(), lockReason: reason, sessionsEnded: result.endedSessions.length }, 'Member locked');
    })
    .post('/:username/unlock', requireRole('SUPPORT'), async (c) => {
      const username = usernameOf(c);
      const { reason } = validate(memberActionSchema, await readJson(c));
      const result = await unlockMemberByOperator(db, actorOf(c, deps), { username, reason });
      if (result.outcome === 'unknown-member') throw notFound('MEMBER_NOT_FOUND');
      if (result.outcome === 'not-locked') throw new ApiError(409, 'MEMBER_NOT_LOCKED');
      console.info(`[ops] Member ${username} unlocked by ${c.get('operator').username}`);
      return ok<MemberLockState>(c, { username, lockedAt: null, lockReason: null, sessionsEnded: 0 }, 'Member unlocked');
    })
    .post('/:username/reset-2fa', requireRole('SUPPORT'), async (c) => {
      const username = usernameOf(c);
      const { reason } = validate(memberActionSchema, await readJson(c));
      const result = await resetTwoFactorByOperator(db, actorOf(c, deps), { username, reason }, now());
      if (result.outcome === 'unknown-member') throw notFound('MEMBER_NOT_FOUND');
      if (result.outcome === 'two-factor-off') throw new ApiError(409, 'MEMBER_TWO_FACTOR_OFF');
      sessionCheck.forget(result.endedSessions);
      await sendAlert(c, result.userId, 'TWO_FACTOR_OFF');
      console.info(`[ops] 2FA of ${username} reset by ${c.get('operator').username}`);
      return ok(c, { username, is2FAEnabled: false, sessionsEnded: result.endedSessions.length }, '2FA reset');
    })
    .post('/:username/adjustments', requireRole('FINANCE'), async (c) => {
      const username = usernameOf(c);
      const input = validate(adjustmentSchema, await readJson(c));
      const parsed = parseAmountInput(input.amount);
      if ('error' in parsed) throw fieldError('amount', parsed.error === 'AMOUNT_TOO_MANY_DECIMALS' ? parsed.error : 'ADJUSTMENT_AMOUNT_RULE');
      const operator = c.get('operator');
      const at = now();
      const result = await requestAdjustmentByOperator(db, actorOf(c, deps), { ...input, username, amount: parsed.amount }, at);
      if (result.outcome === 'unknown-member') throw notFound('MEMBER_NOT_FOUND');
      if (result.outcome === 'no-price') throw new ApiError(400, 'TOKEN_NOT_AVAILABLE', { errors: { symbol: 'TOKEN_NOT_AVAILABLE' }, params: { symbol: input.symbol } });
      const view = await findAdjustmentView(db, result.adjustment.id);
      if (!view) throw notFound('ADJUSTMENT_NOT_FOUND');
      console.info(`[ops] Adjustment ${result.adjustment.reference} of ${username} ${result.outcome} by ${operator.username}`);
      return ok<LedgerAdjustment>(c, toAdjustmentView(view), result.outcome === 'applied' ? 'Adjustment applied' : 'Adjustment waits for approval');
    });
}
