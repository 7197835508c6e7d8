/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON and checked by value */
// A package order completed while the member already holds that package or a higher one
// gives neither an empty purchase nor sponsor bonus: a POINT order is refused before payment, a paid BANK order is
// refunded in full (USDT, ORDER_REFUND), without bonus, units, package or volume.
import { and, eq } from 'drizzle-orm';

import { bonuses, notifications, orders, teamStats, transactions, warehouseUnits } from '@/server/db/schema';
import { createOrder } from '@/server/operations/orders';
import { toDecimalString } from '@/server/domain/money';

import { postJson, profile } from './helpers/auth';
import { balancesOf, fundedMember, ledgerCount, newKey, placeOrder, productIdOf, secure, setPackage, userIdOf } from './helpers/orders';
import { createTestApp, TEST_OPS_TOKEN } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

jest.setTimeout(60_000);

let server: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestApp();
  for (const code of ['PKG-STARTER', 'PKG-SILVER', 'PKG-GOLD', 'MIN-1TIB']) ids[code] = await productIdOf(server.db, code);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const funded = (prefix: string, deposits: Parameters<typeof fundedMember>[3] = {}) => fundedMember(server.api, server.db, prefix, deposits);
const item = (code: string, quantity = 1) => ({ productId: ids[code], quantity });
const bankOrder = (...items: Array<{ productId: string; quantity: number }>) => ({ items, method: 'BANK' });
const pointOrder = (symbol: 'EV' | 'USDT', ...items: Array<{ productId: string; quantity: number }>) => ({ items, method: 'POINT', symbol, ...secure });

async function opsConfirm(code: string) {
  const response = await server.app.request(`/api/ops/order/${code}/confirm`, { method: 'POST', headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` } });
  return { status: response.status, body: (await response.json()) as any };
}

const bonusesOf = (code: string) => server.db.select().from(bonuses).where(eq(bonuses.orderCode, code));
const refundRows = (userId: string) =>
  server.db
    .select({ symbol: transactions.symbol, amount: transactions.amount, reference: transactions.reference })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.type, 'ORDER_REFUND')));
const packageOf = async (accessToken: string) => (await (await profile(server.api, accessToken)).json()).data.package?.code ?? null;
const ownVolume = async (userId: string) => {
  const [row] = await server.db.select({ ownVolume: teamStats.ownVolume }).from(teamStats).where(eq(teamStats.memberId, userId));
  return row ? toDecimalString(row.ownVolume) : '0';
};

/** The refund of `order` as the member sees it: REFUNDED, its total back in USDT, no bonus, no units, notified. */
async function expectRefunded(member: { id: string }, order: { _id: string; code: string; total: string }) {
  const [row] = await server.db.select().from(orders).where(eq(orders.id, order._id));
  expect(row).toMatchObject({ status: 'REFUNDED', completedAt: null, refundedAt: expect.any(Date) });
  expect((await refundRows(member.id)).map((entry) => [entry.symbol, toDecimalString(entry.amount), entry.reference])).toEqual([
    ['USDT', order.total, order.code],
  ]);
  expect(await bonusesOf(order.code)).toEqual([]);
  expect(await server.db.select().from(warehouseUnits).where(eq(warehouseUnits.orderId, order._id))).toEqual([]);
  const told = await server.db.select().from(notifications).where(and(eq(notifications.userId, member.id), eq(notifications.type, 'ORDER_REFUNDED')));
  expect(told.map((notification) => notification.params)).toEqual([{ orderCode: order.code, amount: order.total, symbol: 'USDT' }]);
}

describe('BANK orders paid after the package was got another way: refunded in full', () => {
  it('two bank orders confirmed out of order: the higher completes, the lower is refunded without bonus', async () => {
    const member = await funded('bko');
    const starter = (await placeOrder(server.api, member.auth, bankOrder(item('PKG-STARTER')))).body.data;
    const gold = (await placeOrder(server.api, member.auth, bankOrder(item('PKG-GOLD')))).body.data;

    expect(await opsConfirm(gold.code)).toMatchObject({ status: 200, body: { message: 'Order confirmed', data: { status: 'COMPLETED' } } });
    expect(await bonusesOf(gold.code)).not.toEqual([]);
    const volumeAfterGold = await ownVolume(member.id);

    const refunded = await opsConfirm(starter.code);
    expect(refunded).toMatchObject({ status: 200, body: { message: 'Order refunded', data: { status: 'REFUNDED', refundedAt: expect.any(String), completedAt: null } } });
    await expectRefunded(member, starter);
    expect(await packageOf(member.accessToken)).toBe('PKG-GOLD');
    expect((await balancesOf(server.db, member.id)).USDT).toBe(starter.total);
    expect(await ownVolume(member.id)).toBe(volumeAfterGold);
    // a refunded order is settled: no second refund
    expect(await opsConfirm(starter.code)).toMatchObject({ status: 409 });
    expect(await refundRows(member.id)).toHaveLength(1);
    const listed = await (await server.api(`/api/auth/order/${starter._id}`, { headers: member.auth })).json();
    expect(listed.data).toMatchObject({ status: 'REFUNDED', refundedAt: expect.any(String) });
  });

  it('an upgrade before the bank transfer is confirmed: the order (package and mining lines) is refunded whole', async () => {
    const member = await funded('bku', { USDT: '100000' });
    const order = (await placeOrder(server.api, member.auth, bankOrder(item('PKG-SILVER'), item('MIN-1TIB', 2)))).body.data;
    const upgrade = await server.api('/api/auth/client/upgrade-package', postJson({ ...secure, packageId: ids['PKG-SILVER'], symbol: 'USDT' }, member.auth));
    expect(upgrade.status).toBe(200);
    const usdtBefore = (await balancesOf(server.db, member.id)).USDT;

    expect(await opsConfirm(order.code)).toMatchObject({ status: 200, body: { data: { status: 'REFUNDED' } } });
    await expectRefunded(member, order);
    expect(toDecimalString(Number(usdtBefore) + Number(order.total))).toBe((await balancesOf(server.db, member.id)).USDT);
    expect(await packageOf(member.accessToken)).toBe('PKG-SILVER');
  });

  it('a higher package held by the time the transfer is confirmed: the lower one is refunded, the package stays', async () => {
    const member = await funded('bkh');
    const order = (await placeOrder(server.api, member.auth, bankOrder(item('PKG-SILVER')))).body.data;
    await setPackage(server.db, member.id, 'PKG-GOLD');
    expect(await opsConfirm(order.code)).toMatchObject({ status: 200, body: { data: { status: 'REFUNDED' } } });
    await expectRefunded(member, order);
    expect(await packageOf(member.accessToken)).toBe('PKG-GOLD');
  });

  it('placing a bank order of a package held (or lower) is refused before payment', async () => {
    const member = await funded('bkp');
    await setPackage(server.db, member.id, 'PKG-SILVER');
    for (const code of ['PKG-STARTER', 'PKG-SILVER']) {
      expect((await placeOrder(server.api, member.auth, bankOrder(item(code)))).body).toMatchObject({ code: 'PACKAGE_NOT_HIGHER' });
    }
  });
});

describe('POINT orders of a package got meanwhile: refused before payment', () => {
  it('two concurrent point orders of one package (from two wallets): one completes, the other is refused and pays nothing', async () => {
    const member = await funded('pcc', { EV: '100000', USDT: '100000' });
    const demoId = await userIdOf(server.db, 'demo');
    const demoEvBefore = (await balancesOf(server.db, demoId)).EV;
    const answers = await Promise.all([
      placeOrder(server.api, member.auth, pointOrder('EV', item('PKG-SILVER'))),
      placeOrder(server.api, member.auth, pointOrder('USDT', item('PKG-SILVER'))),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const refused = answers.find((answer) => answer.status === 400);
    expect(refused?.body).toMatchObject({ code: 'PACKAGE_NOT_HIGHER', fieldCodes: { items: 'PACKAGE_NOT_HIGHER' } });
    const completed = answers.find((answer) => answer.status === 201)?.body.data;

    // one order, one debit, one set of bonuses
    expect(await server.db.select({ code: orders.code }).from(orders).where(eq(orders.userId, member.id))).toEqual([{ code: completed.code }]);
    expect(await ledgerCount(server.db, member.id, 'ORDER_PAYMENT')).toBe(1);
    const balances = await balancesOf(server.db, member.id);
    expect([balances.EV, balances.USDT].filter((balance) => balance === '100000')).toHaveLength(1);
    const paid = await server.db.select().from(bonuses).where(eq(bonuses.fromUserId, member.id));
    expect(paid.map((bonus) => bonus.orderCode)).toEqual([completed.code]);
    expect(toDecimalString(Number((await balancesOf(server.db, demoId)).EV) - Number(demoEvBefore))).toBe(toDecimalString(paid[0].amount));
    expect(await packageOf(member.accessToken)).toBe('PKG-SILVER');
  });

  it('two point orders of one package priced at once (both before either paid): the second is refused in its transaction', async () => {
    const member = await funded('pop', { EV: '100000', USDT: '100000' });
    const order = (symbol: 'EV' | 'USDT') =>
      createOrder(server.db, { userId: member.id, idempotencyKey: newKey(), lines: [item('PKG-GOLD')], method: 'POINT', symbol }, new Date());
    const settled = await Promise.allSettled([order('EV'), order('USDT')]);
    expect(settled.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = settled.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ statusCode: 400, code: 'PACKAGE_NOT_HIGHER' });
    expect(await ledgerCount(server.db, member.id, 'ORDER_PAYMENT')).toBe(1);
    expect(await server.db.select().from(orders).where(eq(orders.userId, member.id))).toHaveLength(1);
    const paid = await server.db.select({ orderCode: bonuses.orderCode }).from(bonuses).where(eq(bonuses.fromUserId, member.id));
    expect(new Set(paid.map((bonus) => bonus.orderCode)).size).toBe(1);
    expect(await packageOf(member.accessToken)).toBe('PKG-GOLD');
  });
});
