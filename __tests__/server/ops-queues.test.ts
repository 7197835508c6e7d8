import { and, eq } from 'drizzle-orm';

import { auditLog, notifications, orders, users, warehouseUnits, withdrawals } from '@/server/db/schema';
import { demoOperatorToken } from '@/server/db/seed-data/operators';

import { bearer, postJson, signIn } from './helpers/auth';
import { file, JPEG, multipart, newMember, PNG, WEBP } from './helpers/forms';
import { userIdOf } from './helpers/orders';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

const TOKENS = { ADMIN: demoOperatorToken('admin'), FINANCE: demoOperatorToken('finance'), SUPPORT: demoOperatorToken('support') };
const ZERO_UUID = '00000000-0000-4000-8000-000000000000';
const TX_HASH = `0x${'ab'.repeat(32)}`;

function ops(token: string, path: string, body?: unknown) {
  const init: RequestInit = body === undefined ? { headers: bearer(token) } : postJson(body, bearer(token));
  return server.app.request(`/api/ops/${path}`, init);
}

async function data(response: Response | Promise<Response>) {
  const answered = await response;
  const body = await answered.json();
  if (answered.status !== 200) throw new Error(`${answered.status}: ${JSON.stringify(body)}`);
  return body.data;
}

async function submitKyc() {
  const member = await newMember(server.api, 'queuekyc');
  const fields = {
    documentType: 'ID_CARD',
    documentNumber: '079200001234',
    front: file(PNG, 'front.png'),
    back: file(JPEG, 'back.jpg', 'image/jpeg'),
    selfie: file(WEBP, 'selfie.webp', 'image/webp'),
  };
  expect((await server.api('/api/auth/client/kyc/update', multipart('POST', fields, member.auth))).status).toBe(200);
  return member;
}

const auditRowsOf = (targetType: string, targetId: string) =>
  server.db.select().from(auditLog).where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)));

const fileName = (url: string) => url.split('/').at(-1) ?? '';

describe('the queues answer only the operators whose role works them', () => {
  const READS = [
    { path: 'queues/kyc', allowed: 'SUPPORT' },
    { path: 'queues/kyc/thule', allowed: 'SUPPORT' },
    { path: 'queues/withdrawals', allowed: 'FINANCE' },
    { path: `queues/withdrawals/${ZERO_UUID}`, allowed: 'FINANCE' },
    { path: 'queues/bank-orders', allowed: 'FINANCE' },
  ] as const;

  it.each(READS)('$path: 403 OPS_ROLE_FORBIDDEN for the other role, not 403 for $allowed and admin', async ({ path, allowed }) => {
    const other = allowed === 'SUPPORT' ? 'FINANCE' : 'SUPPORT';
    const refused = await ops(TOKENS[other], path);
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('OPS_ROLE_FORBIDDEN');
    expect((await ops(TOKENS[allowed], path)).status).not.toBe(403);
    expect((await ops(TOKENS.ADMIN, path)).status).not.toBe(403);
  });

  it.each([...READS.map((read) => read.path), 'queues/counts'])("%s: 401 without a token and with a member's access token", async (path) => {
    const member = await newMember(server.api, 'queueauth');
    expect((await server.app.request(`/api/ops/${path}`)).status).toBe(401);
    expect((await ops(member.accessToken, path)).status).toBe(401);
  });

  it('refuses a bank order cancel by support (403) and changes nothing', async () => {
    const [first] = (await data(ops(TOKENS.FINANCE, 'queues/bank-orders'))).items;
    expect((await ops(TOKENS.SUPPORT, `queues/bank-orders/${first.code}/cancel`, { reason: 'Test' })).status).toBe(403);
    const [order] = await server.db.select().from(orders).where(eq(orders.code, first.code));
    expect(order.status).toBe('PENDING_PAYMENT');
  });
});

describe('counts', () => {
  it("counts the demo world's pending items, and an overdue bank order no more", async () => {
    const counts = await data(ops(TOKENS.ADMIN, 'queues/counts'));
    expect(counts).toEqual({ kyc: expect.any(Number), withdrawals: expect.any(Number), bankOrders: expect.any(Number), tickets: expect.any(Number) });
    expect(counts.kyc).toBeGreaterThanOrEqual(2);
    expect(counts.withdrawals).toBeGreaterThanOrEqual(3);
    expect(counts.bankOrders).toBeGreaterThanOrEqual(3);
    expect(counts.tickets).toBeGreaterThanOrEqual(4);
    const twoDaysLater = server.variant({}, { now: () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000) });
    const later = await data(twoDaysLater.app.request('/api/ops/queues/counts', { headers: bearer(TOKENS.FINANCE) }));
    expect(later.bankOrders).toBe(0);
    expect(later.withdrawals).toBe(counts.withdrawals);
  });
});

describe('KYC queue', () => {
  it('lists submissions under review oldest first, paged by key, with the seeded ones first', async () => {
    const member = await submitKyc();
    const first = await data(ops(TOKENS.SUPPORT, 'queues/kyc?limit=1'));
    expect(first.items).toEqual([{ username: 'thule', fullName: 'Lê Thị Thu', documentType: 'ID_CARD', submittedAt: expect.any(String) }]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await data(ops(TOKENS.SUPPORT, `queues/kyc?limit=1&cursor=${first.nextCursor}`));
    expect(second.items.map((item: { username: string }) => item.username)).toEqual(['khoa']);
    const all = await data(ops(TOKENS.SUPPORT, 'queues/kyc?limit=50'));
    expect(all.items.map((item: { username: string }) => item.username)).toContain(member.username);
    expect((await ops(TOKENS.SUPPORT, 'queues/kyc?cursor=bogus')).status).toBe(400);
    expect((await ops(TOKENS.SUPPORT, 'queues/kyc?limit=51')).status).toBe(400);
  });

  it("opens each seeded submission (the demo world's queue can be worked)", async () => {
    for (const username of ['thule', 'khoa']) {
      expect(await data(ops(TOKENS.SUPPORT, `queues/kyc/${username}`))).toMatchObject({ username, status: 'PENDING' });
    }
  });

  it('shows the submission with its images from the console route, to support alone, never cached', async () => {
    const member = await submitKyc();
    const review = await data(ops(TOKENS.SUPPORT, `queues/kyc/${member.username}`));
    expect(review).toMatchObject({ username: member.username, status: 'PENDING', documentType: 'ID_CARD', documentNumber: '079200001234', email: `${member.username}@example.com` });
    expect(review.files.front).toMatch(new RegExp(`^/api/ops/queues/kyc/${member.username}/file/[0-9a-f]{32}\\.png$`));

    const image = await server.app.request(review.files.front, { headers: bearer(TOKENS.SUPPORT) });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);

    expect((await server.app.request(review.files.front)).status).toBe(401);
    expect((await server.app.request(review.files.front, { headers: bearer(member.accessToken) })).status).toBe(401);
    expect((await server.app.request(review.files.front, { headers: bearer(TOKENS.FINANCE) })).status).toBe(403);
  });

  it("does not serve a member's image under another member's name, an unknown name or a made-up file (404)", async () => {
    const [owner, other] = [await submitKyc(), await submitKyc()];
    const { files } = await data(ops(TOKENS.SUPPORT, `queues/kyc/${owner.username}`));
    const name = fileName(files.front);
    for (const path of [`${other.username}/file/${name}`, `nobody-here/file/${name}`, `${owner.username}/file/${'0'.repeat(32)}.png`, `${owner.username}/file/..%2F..%2Fetc%2Fpasswd`]) {
      expect((await ops(TOKENS.SUPPORT, `queues/kyc/${path}`)).status).toBe(404);
    }
    expect((await ops(TOKENS.SUPPORT, 'queues/kyc/nobody-here')).status).toBe(404);
    const neverSubmitted = await newMember(server.api, 'queuenokyc');
    expect((await ops(TOKENS.SUPPORT, `queues/kyc/${neverSubmitted.username}`)).status).toBe(404);
  });

  it('rejects with a reason the member reads on their KYC page and in a notification, audited, once for two at once', async () => {
    const member = await submitKyc();
    const reject = () => ops(TOKENS.SUPPORT, `kyc/${member.username}`, { decision: 'REJECT', reason: 'The selfie is blurred' });
    const statuses = (await Promise.all([reject(), reject()])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);

    const kyc = await data(server.api('/api/auth/client/kyc', { headers: member.auth }));
    expect(kyc).toMatchObject({ status: 'REJECTED', rejectReason: 'The selfie is blurred' });
    const rows = await server.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, await userIdOf(server.db, member.username)), eq(notifications.type, 'KYC_REJECTED')));
    expect(rows.map((row) => row.params)).toEqual([{ reason: 'The selfie is blurred' }]);
    const audit = await auditRowsOf('member', member.username);
    expect(audit).toEqual([expect.objectContaining({ action: 'kyc.decide', reason: 'The selfie is blurred', after: { kycStatus: 'REJECTED' } })]);
    const queue = await data(ops(TOKENS.SUPPORT, 'queues/kyc?limit=50'));
    expect(queue.items.map((item: { username: string }) => item.username)).not.toContain(member.username);
  });
});

describe('withdrawal queue', () => {
  it('lists the pending withdrawals oldest first with their member', async () => {
    const page = await data(ops(TOKENS.FINANCE, 'queues/withdrawals'));
    expect(page.items.map((item: { username: string }) => item.username)).toEqual(expect.arrayContaining(['demo', 'linh', 'namtran']));
    const times = page.items.map((item: { createdAt: string }) => item.createdAt);
    expect([...times].sort()).toEqual(times);
    expect(page.items.find((item: { username: string }) => item.username === 'linh')).toMatchObject({ amount: '60', fee: '1', symbol: 'USDT' });
  });

  it('shows what finance weighs: address age, KYC, account age, security changes, earlier withdrawals', async () => {
    const [pending] = await server.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, await userIdOf(server.db, 'linh')), eq(withdrawals.status, 'PENDING')));
    const review = await data(ops(TOKENS.FINANCE, `queues/withdrawals/${pending.id}`));
    expect(review).toMatchObject({
      _id: pending.id,
      username: 'linh',
      amount: '60',
      fee: '1',
      address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      addressLabel: 'Binance',
      member: { username: 'linh', kycStatus: 'APPROVED', twoFactorEnabled: false, moneyOutBlockedAt: null },
      securityChanges: [],
      earlierCounts: { APPROVED: 1, PENDING: 0, REJECTED: 0, CANCELLED: 0 },
    });
    const day = 24 * 60 * 60 * 1000;
    expect(Date.now() - Date.parse(review.addressConfirmedAt)).toBeGreaterThan(29 * day);
    expect(Date.now() - Date.parse(review.member.memberSince)).toBeGreaterThan(39 * day);
    expect(review.earlierWithdrawals).toEqual([expect.objectContaining({ amount: '100', status: 'APPROVED', txHash: expect.stringMatching(/^0x/) })]);
  });

  it('lists a security change of the member in the review', async () => {
    const userId = await userIdOf(server.db, 'namtran');
    await server.db.insert(notifications).values({ userId, type: 'SECURITY_CHANGE', params: { change: 'PASSWORD' } });
    const [pending] = await server.db.select().from(withdrawals).where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'PENDING')));
    const review = await data(ops(TOKENS.FINANCE, `queues/withdrawals/${pending.id}`));
    expect(review.securityChanges).toEqual([{ change: 'PASSWORD', at: expect.any(String) }]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await ops(TOKENS.FINANCE, `queues/withdrawals/${ZERO_UUID}`)).status).toBe(404);
    expect((await ops(TOKENS.FINANCE, 'queues/withdrawals/not-an-id')).status).toBe(404);
  });

  it('approves once for two approvals at once, and the member sees the hash in their withdrawal list', async () => {
    const userId = await userIdOf(server.db, 'namtran');
    const [pending] = await server.db.select().from(withdrawals).where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, 'PENDING')));
    const approve = () => ops(TOKENS.FINANCE, `withdraw/${pending.id}`, { decision: 'APPROVE', txHash: TX_HASH });
    const statuses = (await Promise.all([approve(), approve()])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    expect(await auditRowsOf('withdrawal', pending.id)).toHaveLength(1);

    const { accessToken } = await signIn(server.api, 'namtran');
    const list = await data(server.api('/api/auth/transaction/withdrawals', { headers: bearer(accessToken) }));
    expect(list.items.find((item: { _id: string }) => item._id === pending.id)).toMatchObject({ status: 'APPROVED', txHash: TX_HASH });
  });

  it('refuses a rejection without a reason and an approval without a valid hash, on their fields', async () => {
    const rejected = await ops(TOKENS.FINANCE, `withdraw/${ZERO_UUID}`, { decision: 'REJECT' });
    expect((await rejected.json()).fieldCodes).toEqual({ reason: 'REASON_REQUIRED' });
    const approved = await ops(TOKENS.FINANCE, `withdraw/${ZERO_UUID}`, { decision: 'APPROVE', txHash: '0x12' });
    expect((await approved.json()).fieldCodes).toEqual({ txHash: 'TX_HASH_RULE' });
  });
});

describe('bank order queue', () => {
  const awaiting = async () => (await data(ops(TOKENS.FINANCE, 'queues/bank-orders?limit=50'))).items as { code: string; username: string; amountVnd: number; total: string }[];

  it('lists the bank orders awaiting payment oldest first with the amount in VND', async () => {
    const items = await awaiting();
    expect(items.map((item) => item.username)).toEqual(expect.arrayContaining(['demo', 'linh', 'namtran']));
    const linh = items.find((item) => item.username === 'linh');
    expect(linh?.amountVnd).toBeGreaterThan(0);
    expect(linh?.code).toMatch(/^FH/);
  });

  it('cancels with a reason (audited), once for two at once; unknown codes 404; a reason is required', async () => {
    const order = (await awaiting()).find((item) => item.username === 'demo');
    if (!order) throw new Error('demo has no bank order awaiting payment');
    expect((await (await ops(TOKENS.FINANCE, `queues/bank-orders/${order.code}/cancel`, {})).json()).fieldCodes).toEqual({ reason: 'REASON_REQUIRED' });
    const cancel = () => ops(TOKENS.FINANCE, `queues/bank-orders/${order.code}/cancel`, { reason: 'Paid twice by mistake' });
    const statuses = (await Promise.all([cancel(), cancel()])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    const [row] = await server.db.select().from(orders).where(eq(orders.code, order.code));
    expect(row.status).toBe('CANCELLED');
    expect(await auditRowsOf('order', order.code)).toEqual([
      expect.objectContaining({ action: 'order.cancel', reason: 'Paid twice by mistake', after: { status: 'CANCELLED' } }),
    ]);
    expect((await awaiting()).map((item) => item.code)).not.toContain(order.code);
    expect((await ops(TOKENS.FINANCE, 'queues/bank-orders/FHNOPE0000/cancel', { reason: 'x' })).status).toBe(404);
  });

  it('lets exactly one of a confirmation and a cancel at once win; the confirmed units reach the warehouse', async () => {
    const order = (await awaiting()).find((item) => item.username === 'linh');
    if (!order) throw new Error('linh has no bank order awaiting payment');
    const responses = await Promise.all([
      ops(TOKENS.FINANCE, `order/${order.code}/confirm`, {}),
      ops(TOKENS.FINANCE, `queues/bank-orders/${order.code}/cancel`, { reason: 'Race' }),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const [row] = await server.db.select().from(orders).where(eq(orders.code, order.code));
    expect(['COMPLETED', 'CANCELLED']).toContain(row.status);
    expect(await auditRowsOf('order', order.code)).toHaveLength(1);
    const units = await server.db.select().from(warehouseUnits).where(eq(warehouseUnits.orderId, row.id));
    expect(units).toHaveLength(row.status === 'COMPLETED' ? 1 : 0);
  });

  it('does not list or cancel an order that is past its time', async () => {
    const member = await newMember(server.api, 'queueexp');
    const userId = await userIdOf(server.db, member.username);
    const [placed] = await server.db
      .insert(orders)
      .values({ code: 'FHEXPIRED01', userId, method: 'BANK', status: 'PENDING_PAYMENT', total: '10', pointTotal: '10', amountVnd: 260000, idempotencyKey: 'k', requestHash: 'h', expiresAt: new Date(Date.now() - 1000) })
      .returning();
    expect((await awaiting()).map((item) => item.code)).not.toContain(placed.code);
    expect((await ops(TOKENS.FINANCE, `queues/bank-orders/${placed.code}/cancel`, { reason: 'late' })).status).toBe(409);
    const [row] = await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, placed.id));
    expect(row.status).toBe('EXPIRED');
    expect((await server.db.select().from(users).where(eq(users.id, userId))).length).toBe(1);
  });
});
