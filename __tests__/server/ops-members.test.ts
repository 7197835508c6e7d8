import { and, desc, eq } from 'drizzle-orm';

import { auditLog, ledgerAdjustments, transactions, users } from '@/server/db/schema';
import { demoOperatorToken } from '@/server/db/seed-data/operators';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { hashPassword } from '@/server/domain/password';

import { securityChangesOf } from './helpers/alerts';
import { bearer, login, postJson } from './helpers/auth';
import { newMember } from './helpers/forms';
import { userIdOf } from './helpers/orders';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
});

afterAll(async () => {
  await server.close();
});

const ADMIN = demoOperatorToken('admin');
const FINANCE = demoOperatorToken('finance');
const SUPPORT = demoOperatorToken('support');

async function ops(token: string, method: string, path: string, body?: unknown) {
  const init: RequestInit = { method, headers: { ...bearer(token), 'content-type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await server.apiFrom('203.0.113.9')(`/api/ops/${path}`, init);
  return { status: response.status, body: await response.json() };
}

const balanceOf = async (username: string, symbol = 'USDT') => {
  const { body } = await ops(SUPPORT, 'GET', `members/${username}`);
  return body.data.balances.find((wallet: { symbol: string }) => wallet.symbol === symbol)?.balance ?? '0';
};

const auditOf = (action: string, targetId: string) =>
  server.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId))).orderBy(desc(auditLog.createdAt));

describe('ops/members roles and thieves', () => {
  it('refuses a support operator a ledger adjustment and the pending list (403), finance a lock (403)', async () => {
    const adjust = await ops(SUPPORT, 'POST', 'members/demo/adjustments', { symbol: 'USDT', direction: 'CREDIT', amount: '5', reason: 'Gift' });
    expect([adjust.status, adjust.body.code]).toEqual([403, 'OPS_ROLE_FORBIDDEN']);
    expect((await ops(SUPPORT, 'GET', 'adjustments')).status).toBe(403);
    expect((await ops(FINANCE, 'POST', 'members/demo/lock', { reason: 'x' })).status).toBe(403);
    expect((await ops(FINANCE, 'POST', 'members/demo/reset-2fa', { reason: 'x' })).status).toBe(403);
    // Nothing was written by the refused calls.
    expect(await server.db.select().from(ledgerAdjustments).where(eq(ledgerAdjustments.reason, 'Gift'))).toEqual([]);
  });

  it('refuses a member access token on every route of the section (401)', async () => {
    const member = await newMember(server.api, 'opsthief');
    const routes: [string, string, unknown?][] = [
      ['GET', 'members?q=demo'],
      ['GET', 'members/demo'],
      ['GET', 'members/demo/ledger'],
      ['GET', 'members/demo/orders'],
      ['POST', `members/${member.username}/lock`, { reason: 'x' }],
      ['POST', `members/${member.username}/unlock`, { reason: 'x' }],
      ['POST', `members/${member.username}/reset-2fa`, { reason: 'x' }],
      ['POST', `members/${member.username}/adjustments`, { symbol: 'USDT', direction: 'CREDIT', amount: '5', reason: 'x' }],
      ['GET', 'adjustments'],
      ['POST', 'adjustments/00000000-0000-4000-8000-000000000000/approve'],
      ['POST', 'adjustments/00000000-0000-4000-8000-000000000000/reject', { reason: 'x' }],
    ];
    for (const [method, path, body] of routes) {
      const response = await ops(member.accessToken, method, path, body);
      expect([path, response.status, response.body.code]).toEqual([path, 401, 'INVALID_OPS_TOKEN']);
    }
    expect(await balanceOf(member.username)).toBe('0');
  });
});

describe('ops/members search and page', () => {
  it('finds members by a prefix of the username, e-mail or phone and by the referral code, paged by key', async () => {
    const byName = await ops(SUPPORT, 'GET', 'members?q=DEMO2');
    expect(byName.status).toBe(200);
    expect(byName.body.data.items.map((hit: { username: string }) => hit.username)).toContain('demo2fa');
    const byCode = await ops(FINANCE, 'GET', 'members?q=demo0001');
    expect(byCode.body.data.items.map((hit: { username: string }) => hit.username)).toEqual(['demo']);
    const member = await newMember(server.api, 'findme');
    const byMail = await ops(SUPPORT, 'GET', `members?q=${encodeURIComponent(`${member.username}@exa`)}`);
    expect(byMail.body.data.items).toEqual([expect.objectContaining({ username: member.username, locked: false, kycStatus: 'NONE' })]);
    // A LIKE wildcard typed in the query matches only itself.
    expect((await ops(SUPPORT, 'GET', 'members?q=%25%25')).body.data.items).toEqual([]);

    const first = await ops(SUPPORT, 'GET', 'members?q=0912&limit=3');
    expect(first.body.data.items).toHaveLength(3);
    expect(first.body.data.nextCursor).toEqual(expect.any(String));
    const second = await ops(SUPPORT, 'GET', `members?q=0912&limit=3&cursor=${first.body.data.nextCursor}`);
    expect(second.body.data.items.length).toBeGreaterThan(0);
    const firstNames = new Set(first.body.data.items.map((hit: { username: string }) => hit.username));
    expect(second.body.data.items.some((hit: { username: string }) => firstNames.has(hit.username))).toBe(false);
  });

  it('answers a field error for a query too short and for a cursor of another list', async () => {
    const short = await ops(SUPPORT, 'GET', 'members?q=d');
    expect([short.status, short.body.fieldCodes]).toEqual([400, { q: 'SEARCH_QUERY_RULE' }]);
    const cursor = Buffer.from('O|2025-01-01T00:00:00.000000Z|00000000-0000-4000-8000-000000000000').toString('base64url');
    expect((await ops(SUPPORT, 'GET', `members?q=demo&cursor=${cursor}`)).body.fieldCodes).toEqual({ cursor: 'INVALID_CURSOR' });
  });

  it('shows a member: profile, KYC, balances, team figures, sponsors up to the root, live sessions', async () => {
    const member = await newMember(server.api, 'pageof');
    const { status, body } = await ops(SUPPORT, 'GET', `members/${member.username}`);
    expect(status).toBe(200);
    const page = body.data;
    expect(page.profile).toEqual(expect.objectContaining({ username: member.username, email: `${member.username}@example.com`, phone: '0912345678' }));
    expect(page.kycStatus).toBe('NONE');
    expect(page.security).toEqual({ is2FAEnabled: false, lockedAt: null, lockReason: null, moneyOutBlockedAt: null, moneyOutHeldUntil: null });
    expect(page.sponsors[0]).toEqual({ username: 'demo', fullName: expect.any(String), level: 1 });
    expect(page.sponsorDepth).toBe(page.sponsors.length);
    expect(page.team).toEqual({ directCount: 0, teamSize: 0, teamVolume: '0', ownVolume: '0' });
    expect(page.sessions).toHaveLength(1);

    const demo = (await ops(FINANCE, 'GET', 'members/demo')).body.data;
    expect(demo.team.teamSize).toBeGreaterThan(0);
    expect(demo.balances.map((wallet: { symbol: string }) => wallet.symbol).sort()).toEqual(['EC', 'EV', 'USDT']);
    expect((await ops(SUPPORT, 'GET', 'members/nobody_here')).status).toBe(404);
  });

  it('pages the member ledger and orders by key', async () => {
    const ledger = await ops(SUPPORT, 'GET', 'members/demo/ledger?limit=5');
    expect(ledger.body.data.items).toHaveLength(5);
    const next = await ops(SUPPORT, 'GET', `members/demo/ledger?limit=5&cursor=${ledger.body.data.nextCursor}`);
    expect(next.body.data.items[0]._id).not.toBe(ledger.body.data.items[0]._id);
    const orders = await ops(FINANCE, 'GET', 'members/demo/orders?limit=2');
    expect(orders.body.data.items).toHaveLength(2);
    expect(orders.body.data.nextCursor).toEqual(expect.any(String));
  });
});

describe('locking a member', () => {
  it('ends the sessions, refuses sign-in with ACCOUNT_LOCKED, audits, and unlocks', async () => {
    const member = await newMember(server.api, 'lockme');
    const lock = await ops(SUPPORT, 'POST', `members/${member.username}/lock`, { reason: 'Chargeback fraud' });
    expect(lock.status).toBe(200);
    expect(lock.body.data).toEqual(expect.objectContaining({ username: member.username, lockReason: 'Chargeback fraud', sessionsEnded: 1 }));

    const profile = await server.api('/api/auth/client/profile', { headers: member.auth });
    expect(profile.status).toBe(401);
    const signIn = await login(server.api, member.username, DEMO_PASSWORD);
    expect([signIn.response.status, signIn.body.code]).toEqual([403, 'ACCOUNT_LOCKED']);
    // A wrong password is still only a wrong password: the lock is told to whoever knows the password.
    expect((await login(server.api, member.username, 'Wrong@12345')).body.code).toBe('INVALID_CREDENTIALS');

    const again = await ops(ADMIN, 'POST', `members/${member.username}/lock`, { reason: 'Again' });
    expect([again.status, again.body.code]).toEqual([409, 'MEMBER_ALREADY_LOCKED']);
    const [audit] = await auditOf('member.lock', member.username);
    expect(audit).toEqual(expect.objectContaining({ reason: 'Chargeback fraud', before: { lockedAt: null }, ip: '203.0.113.9' }));

    const unlock = await ops(SUPPORT, 'POST', `members/${member.username}/unlock`, { reason: 'Resolved with the member' });
    expect(unlock.status).toBe(200);
    expect((await login(server.api, member.username, DEMO_PASSWORD)).response.status).toBe(200);
    expect((await ops(SUPPORT, 'POST', `members/${member.username}/unlock`, { reason: 'x' })).body.code).toBe('MEMBER_NOT_LOCKED');
    expect((await auditOf('member.unlock', member.username))[0].before).toEqual(expect.objectContaining({ lockReason: 'Chargeback fraud' }));
  });

  it('refuses a lock without a reason on its field', async () => {
    const response = await ops(SUPPORT, 'POST', 'members/demo/lock', { reason: '  ' });
    expect([response.status, response.body.fieldCodes]).toEqual([400, { reason: 'ACTION_REASON_REQUIRED' }]);
  });

  it('refuses money out of a locked member whose session somehow lives (403 ACCOUNT_LOCKED)', async () => {
    const member = await newMember(server.api, 'lockmoney');
    const securePasswordHash = await hashPassword('Secure@12345');
    await server.db.update(users).set({ lockedAt: new Date(), securePasswordHash }).where(eq(users.username, member.username));
    const confirmed = { amount: '10', securePassword: 'Secure@12345' };
    const requests = { transfer: { ...confirmed, toUsername: 'demo' }, withdraw: { ...confirmed, addressId: '00000000-0000-4000-8000-000000000000' } };
    for (const [path, request] of Object.entries(requests)) {
      const response = await server.api(`/api/auth/transaction/${path}`, postJson(request, member.auth));
      expect([path, response.status, (await response.json()).code]).toEqual([path, 403, 'ACCOUNT_LOCKED']);
    }
  });
});

describe('resetting 2FA', () => {
  it('turns 2FA off, ends the sessions, holds money out, alerts the member and audits the reason', async () => {
    const member = await newMember(server.api, 'reset2fa');
    await server.db.update(users).set({ is2FAEnabled: true, totpSecret: 'JBSWY3DPEHPK3PXP' }).where(eq(users.username, member.username));
    const reset = await ops(SUPPORT, 'POST', `members/${member.username}/reset-2fa`, { reason: 'Lost phone, identity checked by video call' });
    expect([reset.status, reset.body.data]).toEqual([200, { username: member.username, is2FAEnabled: false, sessionsEnded: 1 }]);
    const [row] = await server.db.select().from(users).where(eq(users.username, member.username));
    expect([row.is2FAEnabled, row.totpSecret]).toEqual([false, null]);
    expect(row.moneyOutHeldUntil?.getTime()).toBeGreaterThan(Date.now());
    expect((await server.api('/api/auth/client/profile', { headers: member.auth })).status).toBe(401);
    expect(await securityChangesOf(server.db, member.username)).toEqual(['TWO_FACTOR_OFF']);
    const [audit] = await auditOf('member.reset-2fa', member.username);
    expect(audit.reason).toBe('Lost phone, identity checked by video call');
    const again = await ops(SUPPORT, 'POST', `members/${member.username}/reset-2fa`, { reason: 'Again' });
    expect([again.status, again.body.code]).toEqual([409, 'MEMBER_TWO_FACTOR_OFF']);
  });
});

describe('manual ledger adjustments', () => {
  it('finds the demo world\'s pending adjustment (lan, asked by finance) waiting for approval, nothing moved', async () => {
    const { body } = await ops(ADMIN, 'GET', 'adjustments');
    expect(body.data.items).toContainEqual(expect.objectContaining({ username: 'lan', symbol: 'EV', amount: '15000', status: 'PENDING', requestedBy: 'finance' }));
    const lan = await userIdOf(server.db, 'lan');
    const rows = await server.db.select().from(transactions).where(and(eq(transactions.userId, lan), eq(transactions.type, 'ADJUSTMENT')));
    expect(rows).toEqual([]);
  });

  const adjust = (token: string, username: string, body: Record<string, string>) => ops(token, 'POST', `members/${username}/adjustments`, body);

  it('applies a credit at or below the threshold at once: an ADJUSTMENT ledger row, audited with before and after', async () => {
    const member = await newMember(server.api, 'credit');
    const { status, body } = await adjust(FINANCE, member.username, { symbol: 'USDT', direction: 'CREDIT', amount: '1000', reason: 'Bank transfer 123 booked by hand' });
    expect(status).toBe(200);
    expect(body.data).toEqual(expect.objectContaining({ status: 'APPLIED', amount: '1000', usdtValue: '1000', requestedBy: 'finance', decidedBy: 'finance' }));
    const [row] = await server.db.select().from(transactions).where(eq(transactions.reference, body.data.reference));
    expect([row.type, row.amount, row.balanceAfter].map(String)).toEqual(['ADJUSTMENT', '1000.000000000000000000', '1000.000000000000000000']);
    const [audit] = await auditOf('ledger.adjust', member.username);
    expect(audit.before).toEqual({ symbol: 'USDT', balance: '0' });
    expect(audit.after).toEqual(expect.objectContaining({ status: 'APPLIED', balance: '1000', reference: body.data.reference }));
    expect(audit.reason).toBe('Bank transfer 123 booked by hand');
    // The member sees it in their history.
    const history = await server.api('/api/auth/transaction/list', { headers: member.auth });
    expect((await history.json()).data.items[0]).toEqual(expect.objectContaining({ type: 'ADJUSTMENT', amount: '1000' }));
  });

  it('refuses a debit beyond the balance and writes nothing', async () => {
    const member = await newMember(server.api, 'debit');
    await adjust(ADMIN, member.username, { symbol: 'EV', direction: 'CREDIT', amount: '30', reason: 'Goodwill' });
    const { status, body } = await adjust(FINANCE, member.username, { symbol: 'EV', direction: 'DEBIT', amount: '30.5', reason: 'Clawback' });
    expect([status, body.fieldCodes]).toEqual([400, { amount: 'INSUFFICIENT_BALANCE' }]);
    expect(await balanceOf(member.username, 'EV')).toBe('30');
    expect(await server.db.select().from(ledgerAdjustments).where(eq(ledgerAdjustments.reason, 'Clawback'))).toEqual([]);
    const debit = await adjust(FINANCE, member.username, { symbol: 'EV', direction: 'DEBIT', amount: '30', reason: 'Clawback' });
    expect(debit.body.data.status).toBe('APPLIED');
    expect(await balanceOf(member.username, 'EV')).toBe('0');
  });

  it('checks the amount, direction and reason on their fields', async () => {
    const { status, body } = await adjust(FINANCE, 'demo', { symbol: 'BTC', direction: 'UP', amount: '-1', reason: '' });
    expect(status).toBe(400);
    expect(body.fieldCodes).toEqual({ symbol: 'SYMBOL_CHOICE', direction: 'ADJUSTMENT_DIRECTION_CHOICE', amount: 'ADJUSTMENT_AMOUNT_RULE', reason: 'ACTION_REASON_REQUIRED' });
    expect((await adjust(FINANCE, 'demo', { symbol: 'USDT', direction: 'CREDIT', amount: '0', reason: 'x' })).body.fieldCodes).toEqual({ amount: 'ADJUSTMENT_AMOUNT_RULE' });
  });

  it('keeps one above the threshold pending until another operator approves; the requester cannot; two approvals at once apply once', async () => {
    const member = await newMember(server.api, 'bigcredit');
    // 12,000 EV at 0.1 USDT = 1,200 USDT, above 1,000.
    const requested = await adjust(FINANCE, member.username, { symbol: 'EV', direction: 'CREDIT', amount: '12000', reason: 'Migration from the old system' });
    expect(requested.body.data).toEqual(expect.objectContaining({ status: 'PENDING', usdtValue: '1200', decidedBy: null }));
    expect(await balanceOf(member.username, 'EV')).toBe('0');
    const { id } = requested.body.data;
    const pending = await ops(ADMIN, 'GET', 'adjustments');
    expect([pending.body.data.approvalAboveUsdt, pending.body.data.totalAboveUsdt]).toEqual(['1000', '5000']);
    expect(pending.body.data.items.map((item: { id: string }) => item.id)).toContain(id);

    const own = await ops(FINANCE, 'POST', `adjustments/${id}/approve`);
    expect([own.status, own.body.code]).toEqual([403, 'ADJUSTMENT_SELF_APPROVAL']);
    expect((await ops(SUPPORT, 'POST', `adjustments/${id}/approve`)).status).toBe(403);

    const both = await Promise.all([ops(ADMIN, 'POST', `adjustments/${id}/approve`), ops(ADMIN, 'POST', `adjustments/${id}/approve`)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(both.find((answer) => answer.status === 409)?.body.code).toBe('ADJUSTMENT_NOT_PENDING');
    expect(await balanceOf(member.username, 'EV')).toBe('12000');
    const rows = await server.db.select().from(transactions).where(eq(transactions.userId, await userIdOf(server.db, member.username)));
    expect(rows.filter((row) => row.type === 'ADJUSTMENT')).toHaveLength(1);
    const [audit] = await auditOf('ledger.adjust-approve', id);
    expect(audit.after).toEqual(expect.objectContaining({ status: 'APPLIED', balance: '12000' }));
    expect((await ops(ADMIN, 'GET', 'adjustments')).body.data.items.map((item: { id: string }) => item.id)).not.toContain(id);
  });

  it('rejects with a reason (nothing moves, then it cannot be approved) and refuses an approval of a debit the balance no longer covers', async () => {
    const member = await newMember(server.api, 'bigdebit');
    await adjust(ADMIN, member.username, { symbol: 'USDT', direction: 'CREDIT', amount: '400', reason: 'Seed' });
    await adjust(FINANCE, member.username, { symbol: 'USDT', direction: 'CREDIT', amount: '900', reason: 'Seed' });
    const rejected = await adjust(FINANCE, member.username, { symbol: 'USDT', direction: 'CREDIT', amount: '5000', reason: 'Typo' });
    const reject = await ops(ADMIN, 'POST', `adjustments/${rejected.body.data.id}/reject`, { reason: 'Wrong amount' });
    expect(reject.body.data).toEqual(expect.objectContaining({ status: 'REJECTED', rejectReason: 'Wrong amount', decidedBy: 'admin' }));
    expect((await ops(FINANCE, 'POST', `adjustments/${rejected.body.data.id}/approve`)).status).toBe(403);
    expect((await ops(ADMIN, 'POST', `adjustments/${rejected.body.data.id}/approve`)).body.code).toBe('ADJUSTMENT_NOT_PENDING');

    // 1,200 with finance's 900 of today: above the threshold, it waits.
    const debit = await adjust(FINANCE, member.username, { symbol: 'USDT', direction: 'DEBIT', amount: '1200', reason: 'Reversal' });
    expect(debit.body.data.status).toBe('PENDING');
    expect((await adjust(ADMIN, member.username, { symbol: 'USDT', direction: 'DEBIT', amount: '200', reason: 'Fee' })).body.data.status).toBe('APPLIED');
    const approve = await ops(ADMIN, 'POST', `adjustments/${debit.body.data.id}/approve`);
    expect([approve.status, approve.body.code]).toEqual([400, 'INSUFFICIENT_BALANCE']);
    expect(await balanceOf(member.username)).toBe('1100');
    const [still] = await server.db.select().from(ledgerAdjustments).where(eq(ledgerAdjustments.id, debit.body.data.id));
    expect(still.status).toBe('PENDING');
    // The requester may withdraw their own request.
    expect((await ops(FINANCE, 'POST', `adjustments/${debit.body.data.id}/reject`, { reason: 'Withdrawn' })).body.data.status).toBe('REJECTED');
  });
});

describe('a member whose username is shorter than the sign-up rule asks (the seed has lan and hoa)', () => {
  it('is found by every console action on the member, not answered MEMBER_NOT_FOUND', async () => {
    const found = (response: { status: number; body: { code?: string } }) => [response.status, response.body.code ?? null];
    expect((await ops(SUPPORT, 'GET', 'members?q=lan')).body.data.items).toContainEqual(expect.objectContaining({ username: 'lan' }));
    expect(found(await ops(SUPPORT, 'GET', 'members/lan'))).toEqual([200, null]);
    expect(found(await ops(SUPPORT, 'GET', 'members/LAN/ledger'))).toEqual([200, null]);
    expect(found(await ops(SUPPORT, 'GET', 'members/lan/orders'))).toEqual([200, null]);
    expect(found(await ops(SUPPORT, 'POST', 'members/lan/lock', { reason: 'Checking a report' }))).toEqual([200, null]);
    expect(found(await ops(SUPPORT, 'POST', 'members/lan/unlock', { reason: 'Report checked' }))).toEqual([200, null]);
    expect(found(await ops(SUPPORT, 'POST', 'members/lan/reset-2fa', { reason: 'Lost phone' }))).toEqual([409, 'MEMBER_TWO_FACTOR_OFF']);
    const adjusted = await ops(FINANCE, 'POST', 'members/lan/adjustments', { symbol: 'USDT', direction: 'CREDIT', amount: '1', reason: 'Rounding' });
    expect(found(adjusted)).toEqual([200, null]);
    expect(found(await ops(SUPPORT, 'POST', 'kyc/lan', { decision: 'APPROVE' }))).toEqual([409, 'KYC_NOT_PENDING']);
    expect(found(await ops(ADMIN, 'POST', 'member/lan/unblock'))).toEqual([409, 'MONEY_OUT_NOT_BLOCKED']);
    expect(found(await ops(SUPPORT, 'GET', 'queues/kyc/lan'))).toEqual([404, 'KYC_NOT_FOUND']);
  });

  it('still answers MEMBER_NOT_FOUND for a name no member can have', async () => {
    for (const username of ['nobody', 'x', '1abc', 'a%20b', 'a'.repeat(21)]) {
      const response = await ops(SUPPORT, 'POST', `members/${username}/lock`, { reason: 'x' });
      expect([username, response.status, response.body.code]).toEqual([username, 404, 'MEMBER_NOT_FOUND']);
    }
  });
});
