/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON and checked by value */
import { and, asc, eq } from 'drizzle-orm';

import { bonuses, orders, transactions, warehouseUnits } from '@/server/db/schema';
import { amountInVnd, bonusPayments, orderCodesIn, usdtVndRate } from '@/server/domain/orders';
import { buildVietQrPayload } from '@/server/domain/vietqr';

import { bearer, postJson, profile, signIn } from './helpers/auth';
import {
  balancesOf,
  fundedMember,
  ledgerCount,
  newKey,
  orderCount,
  placeOrder,
  productIdOf,
  secure,
  setPackage,
  setSponsor,
} from './helpers/orders';
import { createTestApp, TEST_OPS_TOKEN } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { createTestClock } from './helpers/testClock';

/** Each fresh member costs two scrypt hashes (sign-up, sign-in). */
jest.setTimeout(30_000);

let server: TestApp;
const ids: Record<string, string> = {};
const CODE = /^FH[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{8}$/;

beforeAll(async () => {
  server = await createTestApp();
  for (const code of ['PKG-STARTER', 'PKG-SILVER', 'PKG-GOLD', 'MIN-1TIB', 'MIN-5TIB', 'MIN-10TIB']) ids[code] = await productIdOf(server.db, code);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const funded = (prefix: string, deposits: Parameters<typeof fundedMember>[3] = {}) => fundedMember(server.api, server.db, prefix, deposits);
const item = (code: string, quantity = 1) => ({ productId: ids[code], quantity });
const bankOrder = (...items: Array<{ productId: string; quantity: number }>) => ({ items, method: 'BANK' });
const pointOrder = (symbol: 'EV' | 'USDT', ...items: Array<{ productId: string; quantity: number }>) => ({ items, method: 'POINT', symbol, ...secure });

async function get(path: string, auth: Record<string, string>) {
  const response = await server.api(`/api/auth/order/${path}`, { headers: auth });
  return { status: response.status, body: (await response.json()) as any };
}

async function opsConfirm(code: string, token: string | null = TEST_OPS_TOKEN) {
  const response = await server.app.request(`/api/ops/order/${code}/confirm`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('GET auth/product/list', () => {
  it('answers the catalogue with bonus levels, daily reward and contract days, for members only', async () => {
    const member = await funded('prod');
    const response = await server.api('/api/auth/product/list?kind=PACKAGE', { headers: member.auth });
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.data.map((p: any) => [p.code, p.bonusLevels, p.dailyReward, p.contractDays])).toEqual([
      ['PKG-STARTER', 1, '0', 0],
      ['PKG-SILVER', 2, '0', 0],
      ['PKG-GOLD', 3, '0', 0],
    ]);
    const mining = await (await server.api('/api/auth/product/list?kind=MINING', { headers: member.auth })).json();
    expect(mining.data.map((p: any) => [p.code, p.dailyReward, p.contractDays])).toEqual([
      ['MIN-1TIB', '0.02', 540],
      ['MIN-5TIB', '0.1', 540],
      ['MIN-10TIB', '0.2', 540],
    ]);
    expect((await server.api('/api/auth/product/list')).status).toBe(401);
  });
});

describe('order rules', () => {
  it('amounts in VND are rounded up to a whole dong; a bad rate setting falls back to 25000', () => {
    expect(amountInVnd('0.00003', 25000)).toBe(1);
    expect(amountInVnd('1.00001', 25000)).toBe(25001);
    expect(amountInVnd('100', 25000)).toBe(2500000);
    expect(usdtVndRate(undefined)).toBe(25000);
    expect(usdtVndRate('abc')).toBe(25000);
    expect(usdtVndRate('26000')).toBe(26000);
  });

  it('finds order codes in transfer content in any case, skipping look-alike letters', () => {
    expect(orderCodesIn('MBVCB.1234.fhabcd2345.CT tu NGUYEN VAN A')).toEqual(['FHABCD2345']);
    expect(orderCodesIn('FHABCD0345 FH')).toEqual([]);
    expect(orderCodesIn('xFHFHABCD2345')).toEqual(['FHFHABCD23', 'FHABCD2345']);
  });

  it('bonus: 10/5/2 % for levels whose package reaches them, no compression', () => {
    const chain = [
      { userId: 'a', bonusLevels: 1 },
      { userId: 'b', bonusLevels: 1 },
      { userId: 'c', bonusLevels: 3 },
    ];
    expect(bonusPayments('1000', chain)).toEqual([
      { userId: 'a', level: 1, type: 'DIRECT', amount: '100' },
      { userId: 'c', level: 3, type: 'LEVEL_3', amount: '20' },
    ]);
    expect(bonusPayments('0', chain)).toEqual([]);
  });
});

describe('POST auth/order/create: checks', () => {
  let member: Awaited<ReturnType<typeof funded>>;
  beforeAll(async () => {
    member = await funded('chk', { EV: '100000' });
  });

  it('requires a valid Idempotency-Key', async () => {
    for (const key of [null, 'short', 'has spaces in it', 'x'.repeat(101)]) {
      expect(await placeOrder(server.api, member.auth, bankOrder(item('MIN-1TIB')), key)).toEqual({
        status: 400,
        body: { statusCode: 400, code: 'IDEMPOTENCY_KEY_REQUIRED', message: 'Idempotency-Key header is required' },
      });
    }
    expect(await orderCount(server.db, member.id)).toBe(0);
  });

  it('answers field errors with the contract\u2019s messages', async () => {
    const check = async (body: unknown, errors: Record<string, string>) => {
      const { status, body: answer } = await placeOrder(server.api, member.auth, body);
      expect(status).toBe(400);
      expect(answer.errors).toEqual(errors);
    };
    await check({}, { items: 'Choose at least one product', method: 'Choose BANK or POINT' });
    await check({ items: [], method: 'CARD' }, { items: 'Choose at least one product', method: 'Choose BANK or POINT' });
    await check(
      { items: [{ productId: ids['MIN-1TIB'], quantity: 0 }, { productId: ids['MIN-5TIB'], quantity: 1.5 }, { productId: ids['MIN-10TIB'], quantity: 101 }], method: 'BANK' },
      {
        'items.0.quantity': 'Quantity must be a whole number from 1 to 100',
        'items.1.quantity': 'Quantity must be a whole number from 1 to 100',
        'items.2.quantity': 'Quantity must be a whole number from 1 to 100',
      },
    );
    await check({ items: [{ productId: 'nope', quantity: 1 }], method: 'BANK' }, { items: 'A product is not available' });
    await check({ items: [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }], method: 'BANK' }, { items: 'A product is not available' });
    await check({ items: [item('MIN-1TIB')], method: 'POINT' }, { symbol: 'Choose EV or USDT', securePassword: 'Enter your secure password' });
    await check({ items: [item('MIN-1TIB')], method: 'POINT', symbol: 'EC', ...secure }, { symbol: 'Choose EV or USDT' });
    await check(bankOrder(item('PKG-STARTER'), item('PKG-GOLD')), { items: 'An order may hold one package' });
    await check(bankOrder(item('PKG-SILVER', 2)), { items: 'An order may hold one package' });
    await check(bankOrder(item('MIN-1TIB', 60), item('MIN-1TIB', 41)), { 'items.0.quantity': 'Quantity must be a whole number from 1 to 100' });
    expect(await orderCount(server.db, member.id)).toBe(0);
  });

  it('refuses a package not above the one held', async () => {
    await setPackage(server.db, member.id, 'PKG-SILVER');
    for (const code of ['PKG-STARTER', 'PKG-SILVER']) {
      const { status, body } = await placeOrder(server.api, member.auth, bankOrder(item(code)));
      expect(status).toBe(400);
      expect(body).toEqual({
        statusCode: 400,
        code: 'PACKAGE_NOT_HIGHER',
        message: 'You already have this package or a higher one',
        errors: { items: 'You already have this package or a higher one' },
        fieldCodes: { items: 'PACKAGE_NOT_HIGHER' },
      });
    }
    expect((await placeOrder(server.api, member.auth, bankOrder(item('PKG-GOLD')))).status).toBe(201);
    await setPackage(server.db, member.id, null);
  });

  it('checks the secure password of a POINT order and creates nothing when it is wrong', async () => {
    const { status, body } = await placeOrder(server.api, member.auth, { ...pointOrder('EV', item('MIN-1TIB')), securePassword: 'Wrong@12345' });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ securePassword: 'The secure password is wrong' });
    expect((await server.db.select().from(orders).where(and(eq(orders.userId, member.id), eq(orders.method, 'POINT'))))).toHaveLength(0);
  });

  it('answers 401 without a member', async () => {
    expect((await placeOrder(server.api, {}, bankOrder(item('MIN-1TIB')))).status).toBe(401);
  });
});

describe('BANK orders', () => {
  it('creates a PENDING_PAYMENT order with the bank payment and its VietQR', async () => {
    const member = await funded('bank');
    const { status, body } = await placeOrder(server.api, member.auth, bankOrder(item('MIN-1TIB', 3), item('PKG-STARTER')));
    expect(status).toBe(201);
    expect(body.statusCode).toBe(201);
    const order = body.data;
    expect(order).toMatchObject({
      method: 'BANK',
      symbol: null,
      status: 'PENDING_PAYMENT',
      total: '250',
      pointTotal: '2500',
      paidAmount: null,
      completedAt: null,
      cancelledAt: null,
    });
    expect(order.code).toMatch(CODE);
    expect(Date.parse(order.expiresAt) - Date.parse(order.createdAt)).toBe(24 * 60 * 60 * 1000);
    expect(order.items).toEqual([
      expect.objectContaining({ productId: ids['MIN-1TIB'], code: 'MIN-1TIB', kind: 'MINING', quantity: 3, unitPrice: '50', unitPointPrice: '500', power: '1' }),
      expect.objectContaining({ productId: ids['PKG-STARTER'], code: 'PKG-STARTER', kind: 'PACKAGE', quantity: 1, unitPrice: '100', name: { vi: 'Gói Khởi đầu', en: 'Starter' } }),
    ]);
    expect(order.payment).toEqual({
      bankCode: 'VCB',
      bankName: 'Vietcombank',
      bin: '970436',
      accountNumber: '1023456789',
      accountName: 'CONG TY TNHH FILHUB',
      amountVnd: 6250000,
      content: order.code,
      qrPayload: buildVietQrPayload({ bin: '970436', accountNumber: '1023456789', amountVnd: 6250000, purpose: order.code }),
    });
    expect(await ledgerCount(server.db, member.id, 'ORDER_PAYMENT')).toBe(0);
  });

  it('lists, pages and filters the member\u2019s orders newest first; temp holds those awaiting payment', async () => {
    const member = await funded('list', { USDT: '1000' });
    const first = (await placeOrder(server.api, member.auth, bankOrder(item('MIN-1TIB')))).body.data;
    const second = (await placeOrder(server.api, member.auth, bankOrder(item('MIN-5TIB')))).body.data;
    const third = (await placeOrder(server.api, member.auth, pointOrder('USDT', item('MIN-1TIB', 2)))).body.data;
    const fourth = (await placeOrder(server.api, member.auth, bankOrder(item('MIN-10TIB')))).body.data;
    expect((await server.api(`/api/auth/order/${second._id}/cancel`, { method: 'POST', headers: member.auth })).status).toBe(200);

    const all = await get('list', member.auth);
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ limit: 10, nextCursor: null });
    expect(all.body.data.items.map((o: any) => o.code)).toEqual([fourth.code, third.code, second.code, first.code]);

    const firstPage = await get('list?limit=3', member.auth);
    expect(firstPage.body.data).toMatchObject({ limit: 3, nextCursor: expect.any(String) });
    expect(firstPage.body.data.items.map((o: any) => o.code)).toEqual([fourth.code, third.code, second.code]);
    const paged = await get(`list?limit=3&cursor=${firstPage.body.data.nextCursor}`, member.auth);
    expect(paged.body.data).toMatchObject({ limit: 3, nextCursor: null });
    expect(paged.body.data.items.map((o: any) => o.code)).toEqual([first.code]);

    const completed = await get('list?status=COMPLETED', member.auth);
    expect(completed.body.data.items).toHaveLength(1);
    expect(completed.body.data.items[0]).toMatchObject({ code: third.code, method: 'POINT', symbol: 'USDT', paidAmount: '100', payment: null });

    const cancelled = await get('list?status=CANCELLED', member.auth);
    expect(cancelled.body.data.items.map((o: any) => o.code)).toEqual([second.code]);

    const temp = await get('temp', member.auth);
    expect(temp.body.data.items.map((o: any) => o.code)).toEqual([fourth.code, first.code]);

    expect((await get('list?limit=51', member.auth)).body.errors).toEqual({ limit: 'Limit must be a whole number from 1 to 50' });
    expect((await get('list?status=PAID', member.auth)).status).toBe(400);
    expect((await get('list?cursor=!!!', member.auth)).status).toBe(400);
    // A cursor of another list (the ledger's) is refused too.
    const ledgerCursor = Buffer.from('L|2026-01-01T00:00:00.000000Z|1').toString('base64url');
    expect((await get(`list?cursor=${ledgerCursor}`, member.auth)).body).toMatchObject({ code: 'INVALID_CURSOR' });
  });

  it('shows one order to its member only (404 for another member\u2019s and unknown ids)', async () => {
    const owner = await funded('own');
    const other = await funded('oth');
    const order = (await placeOrder(server.api, owner.auth, bankOrder(item('MIN-1TIB')))).body.data;
    const mine = await get(order._id, owner.auth);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual(order);
    const notFound = { statusCode: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found' };
    expect(await get(order._id, other.auth)).toEqual({ status: 404, body: notFound });
    expect(await get('00000000-0000-4000-8000-000000000000', owner.auth)).toEqual({ status: 404, body: notFound });
    expect(await get('not-an-id', owner.auth)).toEqual({ status: 404, body: notFound });
    const cancelByOther = await server.api(`/api/auth/order/${order._id}/cancel`, { method: 'POST', headers: other.auth });
    expect(cancelByOther.status).toBe(404);
    expect((await get(order._id, owner.auth)).body.data.status).toBe('PENDING_PAYMENT');
  });

  it('cancels an order awaiting payment, once; a POINT order cannot be cancelled', async () => {
    const member = await funded('cnl', { EV: '1000' });
    const order = (await placeOrder(server.api, member.auth, bankOrder(item('MIN-1TIB')))).body.data;
    const cancel = (id: string) => server.api(`/api/auth/order/${id}/cancel`, { method: 'POST', headers: member.auth });
    const first = await cancel(order._id);
    const cancelled = (await first.json()).data;
    expect(first.status).toBe(200);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelledAt: expect.any(String) });
    const again = await cancel(order._id);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ statusCode: 409, code: 'ORDER_NOT_CANCELLABLE', message: 'Only an order awaiting payment can be cancelled' });
    const paid = (await placeOrder(server.api, member.auth, pointOrder('EV', item('MIN-1TIB')))).body.data;
    expect((await cancel(paid._id)).status).toBe(409);
    expect(await opsConfirm(order.code)).toEqual({ status: 409, body: { statusCode: 409, code: 'ORDER_NOT_AWAITING_PAYMENT', message: 'The order is not awaiting payment' } });
  });

  it('expires after 24 hours: EXPIRED on the next read, and can then be neither confirmed nor cancelled', async () => {
    const clock = createTestClock();
    const later = server.variant({}, { now: clock.now });
    const member = await funded('exp');
    const order = (await placeOrder(later.api, member.auth, bankOrder(item('MIN-1TIB')))).body.data;
    clock.advance(24 * 60 * 60 - 5);
    let auth = bearer((await signIn(later.api, member.username)).accessToken);
    expect((await later.api(`/api/auth/order/${order._id}`, { headers: auth }).then((r) => r.json())).data.status).toBe('PENDING_PAYMENT');
    clock.advance(10);
    auth = bearer((await signIn(later.api, member.username)).accessToken);
    const temp = await (await later.api('/api/auth/order/temp', { headers: auth })).json();
    expect(temp.data).toEqual({ items: [], limit: 10, nextCursor: null });
    const read = await (await later.api(`/api/auth/order/${order._id}`, { headers: auth })).json();
    expect(read.data.status).toBe('EXPIRED');
    const cancel = await later.api(`/api/auth/order/${order._id}/cancel`, { method: 'POST', headers: auth });
    expect(cancel.status).toBe(409);
    const confirm = await later.app.request(`/api/ops/order/${order.code}/confirm`, { method: 'POST', headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` } });
    expect(confirm.status).toBe(409);
    expect(await server.db.select().from(warehouseUnits).where(eq(warehouseUnits.orderId, order._id))).toHaveLength(0);
  });

  it('expires lazily at confirmation too, even when the member never reads it', async () => {
    const clock = createTestClock();
    const later = server.variant({}, { now: clock.now });
    const member = await funded('exq');
    const order = (await placeOrder(later.api, member.auth, bankOrder(item('MIN-1TIB')))).body.data;
    clock.advance(24 * 60 * 60 + 1);
    const confirm = await later.app.request(`/api/ops/order/${order.code}/confirm`, { method: 'POST', headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` } });
    expect(confirm.status).toBe(409);
    const [row] = await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order._id));
    expect(row.status).toBe('EXPIRED');
  });
});

describe('ops confirm', () => {
  it('completes a pending BANK order once: units, package, then 409; 404 for an unknown code; needs the token', async () => {
    const member = await funded('opc');
    const order = (await placeOrder(server.api, member.auth, bankOrder(item('MIN-5TIB', 2), item('PKG-SILVER')))).body.data;
    expect(await opsConfirm(order.code, null)).toMatchObject({ status: 401 });
    expect(await opsConfirm(order.code, 'wrong-token')).toMatchObject({ status: 401 });
    const confirmed = await opsConfirm(order.code.toLowerCase());
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data).toMatchObject({ code: order.code, status: 'COMPLETED', completedAt: expect.any(String) });
    const units = await server.db.select().from(warehouseUnits).where(eq(warehouseUnits.orderId, order._id));
    expect(units.map((unit) => [unit.productId, unit.status, unit.userId])).toEqual([
      [ids['MIN-5TIB'], 'IN_STOCK', member.id],
      [ids['MIN-5TIB'], 'IN_STOCK', member.id],
    ]);
    expect((await (await profile(server.api, member.accessToken)).json()).data.package).toEqual({
      _id: ids['PKG-SILVER'],
      code: 'PKG-SILVER',
      name: { vi: 'Gói Bạc', en: 'Silver' },
      bonusLevels: 2,
    });
    expect(await opsConfirm(order.code)).toEqual({ status: 409, body: { statusCode: 409, code: 'ORDER_NOT_AWAITING_PAYMENT', message: 'The order is not awaiting payment' } });
    expect(await opsConfirm('FHZZZZZZZZ')).toEqual({ status: 404, body: { statusCode: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found' } });
    expect(await server.db.select().from(warehouseUnits).where(eq(warehouseUnits.orderId, order._id))).toHaveLength(2);
  });

  it('never downgrades the package (the lower order is refunded: order-package-rules.test.ts)', async () => {
    const member = await funded('dwn');
    const order = (await placeOrder(server.api, member.auth, bankOrder(item('PKG-SILVER')))).body.data;
    await setPackage(server.db, member.id, 'PKG-GOLD');
    expect(await opsConfirm(order.code)).toMatchObject({ status: 200, body: { data: { status: 'REFUNDED' } } });
    expect((await (await profile(server.api, member.accessToken)).json()).data.package.code).toBe('PKG-GOLD');
  });
});

describe('POINT orders', () => {
  it('pays from EV at the point price, completes at once with warehouse units and the package', async () => {
    const member = await funded('pev', { EV: '5000', USDT: '10' });
    const { status, body } = await placeOrder(server.api, member.auth, pointOrder('EV', item('MIN-1TIB', 2), item('PKG-STARTER')));
    expect(status).toBe(201);
    const order = body.data;
    expect(order).toMatchObject({ method: 'POINT', symbol: 'EV', status: 'COMPLETED', total: '200', pointTotal: '2000', paidAmount: '2000', payment: null, expiresAt: null });
    expect(order.completedAt).toEqual(expect.any(String));
    expect(await balancesOf(server.db, member.id)).toEqual({ USDT: '10', EV: '3000', EC: '0' });
    const rows = await server.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, member.id), eq(transactions.type, 'ORDER_PAYMENT')));
    expect(rows.map((row) => [row.symbol, row.amount, row.reference])).toEqual([['EV', '-2000.000000000000000000', order.code]]);
    const units = await server.db.select().from(warehouseUnits).where(eq(warehouseUnits.userId, member.id));
    expect(units).toHaveLength(2);
    expect(units.every((unit) => unit.status === 'IN_STOCK' && unit.orderId === order._id && unit.productId === ids['MIN-1TIB'])).toBe(true);
    expect((await (await profile(server.api, member.accessToken)).json()).data.package).toMatchObject({ code: 'PKG-STARTER', bonusLevels: 1 });
  });

  it('pays from USDT at the price', async () => {
    const member = await funded('pus', { USDT: '500' });
    const { body } = await placeOrder(server.api, member.auth, pointOrder('USDT', item('MIN-10TIB')));
    expect(body.data).toMatchObject({ symbol: 'USDT', paidAmount: '450', status: 'COMPLETED' });
    expect((await balancesOf(server.db, member.id)).USDT).toBe('50');
  });

  it('too little balance: 400 Insufficient balance, and no order, no ledger row, balances unchanged', async () => {
    const member = await funded('poor', { EV: '499.99', USDT: '1000' });
    const before = await balancesOf(server.db, member.id);
    const rowsBefore = await ledgerCount(server.db);
    const { status, body } = await placeOrder(server.api, member.auth, pointOrder('EV', item('MIN-1TIB')));
    expect(status).toBe(400);
    expect(body.message).toBe('Insufficient balance');
    expect(await orderCount(server.db, member.id)).toBe(0);
    expect(await ledgerCount(server.db)).toBe(rowsBefore);
    expect(await balancesOf(server.db, member.id)).toEqual(before);
    expect(await server.db.select().from(warehouseUnits).where(eq(warehouseUnits.userId, member.id))).toHaveLength(0);
  });
});

describe('idempotency', () => {
  it('the same key twice answers the same order (201 then 200) and charges once', async () => {
    const member = await funded('idm', { EV: '10000' });
    const key = newKey();
    const body = pointOrder('EV', item('MIN-5TIB'));
    const first = await placeOrder(server.api, member.auth, body, key);
    const second = await placeOrder(server.api, member.auth, body, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(await ledgerCount(server.db, member.id, 'ORDER_PAYMENT')).toBe(1);
    expect((await balancesOf(server.db, member.id)).EV).toBe('7600');
    expect(await server.db.select().from(warehouseUnits).where(eq(warehouseUnits.userId, member.id))).toHaveLength(1);
  });

  it('the same key with another body answers 409; another member may use the same key', async () => {
    const member = await funded('idn', { EV: '10000' });
    const key = newKey();
    expect((await placeOrder(server.api, member.auth, bankOrder(item('MIN-1TIB')), key)).status).toBe(201);
    const conflict = { status: 409, body: { statusCode: 409, code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was used for another order' } };
    expect(await placeOrder(server.api, member.auth, bankOrder(item('MIN-1TIB', 2)), key)).toEqual(conflict);
    expect(await placeOrder(server.api, member.auth, pointOrder('EV', item('MIN-1TIB')), key)).toEqual(conflict);
    const withIgnoredSymbol = await placeOrder(server.api, member.auth, { ...bankOrder(item('MIN-1TIB')), symbol: 'EV' }, key);
    expect(withIgnoredSymbol.status).toBe(200);
    expect(await orderCount(server.db, member.id)).toBe(1);
    const other = await funded('ido');
    expect((await placeOrder(server.api, other.auth, bankOrder(item('MIN-1TIB')), key)).status).toBe(201);
  });

  it('five concurrent creates with one key make one order and one debit', async () => {
    const member = await funded('idc', { USDT: '1000' });
    const key = newKey();
    const body = pointOrder('USDT', item('MIN-1TIB', 3));
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(server.api, member.auth, body, key)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.data._id)).size).toBe(1);
    expect(await orderCount(server.db, member.id)).toBe(1);
    expect(await ledgerCount(server.db, member.id, 'ORDER_PAYMENT')).toBe(1);
    expect((await balancesOf(server.db, member.id)).USDT).toBe('850');
    expect(await server.db.select().from(warehouseUnits).where(eq(warehouseUnits.userId, member.id))).toHaveLength(3);
  });
});

describe('bonus chain', () => {
  async function chain(packages: Array<string | null>) {
    const members = [];
    for (const [index, code] of packages.entries()) {
      const member = await funded(`ch${index}`, index === packages.length - 1 ? { EV: '100000' } : {});
      if (members.length > 0) await setSponsor(server.db, member.id, members[members.length - 1].id);
      await setPackage(server.db, member.id, code);
      members.push(member);
    }
    return members;
  }

  const bonusRows = (code: string) =>
    server.db.select().from(bonuses).where(eq(bonuses.orderCode, code)).orderBy(asc(bonuses.type));

  it('pays 10 %, 5 % and 2 % of the point total three levels up, in EV with BONUS rows', async () => {
    const [top, level2, level1, buyer] = await chain(['PKG-GOLD', 'PKG-SILVER', 'PKG-STARTER', null]);
    const { body } = await placeOrder(server.api, buyer.auth, pointOrder('EV', item('MIN-5TIB')));
    const code = body.data.code;
    expect(body.data.pointTotal).toBe('2400');
    const paid = await bonusRows(code);
    expect(paid.map((row) => [row.userId, row.type, row.amount, row.fromUserId])).toEqual([
      [level1.id, 'DIRECT', '240.000000000000000000', buyer.id],
      [level2.id, 'LEVEL_2', '120.000000000000000000', buyer.id],
      [top.id, 'LEVEL_3', '48.000000000000000000', buyer.id],
    ]);
    expect((await balancesOf(server.db, level1.id)).EV).toBe('240');
    expect((await balancesOf(server.db, level2.id)).EV).toBe('120');
    expect((await balancesOf(server.db, top.id)).EV).toBe('48');
    const ledger = await server.db
      .select({ userId: transactions.userId, reference: transactions.reference })
      .from(transactions)
      .where(and(eq(transactions.type, 'BONUS'), eq(transactions.reference, code)));
    expect(ledger).toHaveLength(3);
    const history = await (await server.api('/api/auth/transaction/bonus', { headers: level1.auth })).json();
    expect(history.data.items[0]).toMatchObject({ type: 'DIRECT', amount: '240', fromUsername: buyer.username, orderCode: code });
  });

  it('a sponsor whose package has too few levels (or none) gets nothing, and it is not passed up', async () => {
    const [top, level2, level1, buyer] = await chain(['PKG-GOLD', 'PKG-STARTER', null, null]);
    const { body } = await placeOrder(server.api, buyer.auth, pointOrder('EV', item('MIN-1TIB', 2)));
    const paid = await bonusRows(body.data.code);
    expect(paid.map((row) => [row.userId, row.type, row.amount])).toEqual([[top.id, 'LEVEL_3', '20.000000000000000000']]);
    expect((await balancesOf(server.db, level1.id)).EV).toBe('0');
    expect((await balancesOf(server.db, level2.id)).EV).toBe('0');
  });

  it('a BANK order pays its bonus when confirmed', async () => {
    const [, , level1, buyer] = await chain(['PKG-GOLD', 'PKG-SILVER', 'PKG-SILVER', null]);
    const order = (await placeOrder(server.api, buyer.auth, bankOrder(item('PKG-GOLD')))).body.data;
    expect(await bonusRows(order.code)).toHaveLength(0);
    expect((await opsConfirm(order.code)).status).toBe(200);
    const paid = await bonusRows(order.code);
    expect(paid.map((row) => row.type)).toEqual(['DIRECT', 'LEVEL_2', 'LEVEL_3']);
    expect((await balancesOf(server.db, level1.id)).EV).toBe('1000');
  });
});

describe('the shared money authorization', () => {
  it('still guards transfers the same way', async () => {
    const member = await funded('tfa', { EV: '100' });
    const response = await server.api(
      '/api/auth/transaction/transfer',
      postJson({ toUsername: 'demo', amount: '10', securePassword: 'Wrong@12345' }, member.auth),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ securePassword: 'The secure password is wrong' });
  });
});
