/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON and checked by value */
import { eq } from 'drizzle-orm';

import { bankPayments, orders, warehouseUnits } from '@/server/db/schema';
import { signBody } from '@/server/domain/payment-webhook';

import { fundedMember, ledgerCount, placeOrder, productIdOf } from './helpers/orders';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { createTestClock } from './helpers/testClock';

const SECRET = 'test-webhook-secret-9f8e7d6c5b4a';

/** Each fresh member costs two scrypt hashes (sign-up, sign-in). */
jest.setTimeout(30_000);

let server: TestApp;
const clock = createTestClock();
let miningId: string;

beforeAll(async () => {
  server = await createTestApp({ paymentWebhookSecret: SECRET }, { now: clock.now });
  miningId = await productIdOf(server.db, 'MIN-1TIB');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

let references = 0;
const newReference = () => {
  references += 1;
  return `BANKREF-${references}-${Math.random().toString(36).slice(2, 8)}`;
};

/** Posted the way the bank does: no API key, the raw body signed. */
async function notify(body: unknown, signature: string | null | ((raw: string) => string) = (raw) => signBody(raw, SECRET), app = server.app) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signed = typeof signature === 'function' ? signature(raw) : signature;
  if (signed !== null) headers['x-signature'] = signed;
  const response = await app.request('/api/public/payment/webhook', { method: 'POST', headers, body: raw });
  return { status: response.status, body: (await response.json()) as any };
}

async function pendingOrder(prefix: string) {
  const member = await fundedMember(server.api, server.db, prefix, {}, clock.now());
  const { body } = await placeOrder(server.api, member.auth, { items: [{ productId: miningId, quantity: 2 }], method: 'BANK' });
  expect(body.data.payment.amountVnd).toBe(2500000);
  return { member, order: body.data };
}

const storedPayments = async (reference: string) => server.db.select().from(bankPayments).where(eq(bankPayments.reference, reference));
const statusOf = async (id: string) => (await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0].status;

describe('POST public/payment/webhook', () => {
  it('refuses a missing or wrong signature with 401 and stores nothing', async () => {
    const { order } = await pendingOrder('whs');
    const reference = newReference();
    const body = { reference, content: order.code, amount: 2500000 };
    const invalid = { status: 401, body: { statusCode: 401, code: 'INVALID_SIGNATURE', message: 'Invalid signature' } };
    expect(await notify(body, null)).toEqual(invalid);
    expect(await notify(body, (raw) => signBody(raw, 'another-secret'))).toEqual(invalid);
    expect(await notify(body, (raw) => signBody(raw, SECRET).replace('sha256=', ''))).toEqual(invalid);
    expect(await notify(body, 'sha256=zz')).toEqual(invalid);
    const signedOther = signBody(JSON.stringify({ ...body, amount: 1 }), SECRET);
    expect(await notify(body, signedOther)).toEqual(invalid);
    expect(await storedPayments(reference)).toHaveLength(0);
    expect(await statusOf(order._id)).toBe('PENDING_PAYMENT');
  });

  it('confirms the order named in the content (any case) and answers a replay with the stored outcome, changing nothing', async () => {
    const { member, order } = await pendingOrder('whc');
    const reference = newReference();
    const body = { reference, content: `MBVCB.9912.${order.code.toLowerCase()}.CT tu NGUYEN VAN A`, amount: 2500000 };
    const first = await notify(body);
    expect(first).toEqual({
      status: 200,
      body: { statusCode: 200, message: 'Notification received', data: { outcome: 'CONFIRMED', replay: false, orderCode: order.code } },
    });
    const [row] = await server.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ status: 'COMPLETED', paymentReference: reference });
    expect(await server.db.select().from(warehouseUnits).where(eq(warehouseUnits.userId, member.id))).toHaveLength(2);
    expect(await storedPayments(reference)).toEqual([
      expect.objectContaining({ reference, amountVnd: 2500000, orderId: order._id, outcome: 'CONFIRMED' }),
    ]);

    const ledgerRows = await ledgerCount(server.db);
    const replay = await notify(body);
    expect(replay).toEqual({
      status: 200,
      body: { statusCode: 200, message: 'Notification already received', data: { outcome: 'CONFIRMED', replay: true, orderCode: order.code } },
    });
    expect(await ledgerCount(server.db)).toBe(ledgerRows);
    expect(await server.db.select().from(warehouseUnits).where(eq(warehouseUnits.userId, member.id))).toHaveLength(2);

    const again = await notify({ ...body, reference: newReference() });
    expect(again.body.data).toEqual({ outcome: 'NOT_PENDING', replay: false, orderCode: order.code });
  });

  it('does not confirm an amount below the order\u2019s, and a later full payment does', async () => {
    const { order } = await pendingOrder('whl');
    const low = await notify({ reference: newReference(), content: order.code, amount: 2499999 });
    expect(low.body.data).toEqual({ outcome: 'AMOUNT_TOO_LOW', replay: false, orderCode: order.code });
    expect(await statusOf(order._id)).toBe('PENDING_PAYMENT');
    const full = await notify({ reference: newReference(), content: order.code, amount: 2600000 });
    expect(full.body.data.outcome).toBe('CONFIRMED');
  });

  it('stores a notification naming no order as UNMATCHED', async () => {
    const reference = newReference();
    const answer = await notify({ reference, content: 'chuyen tien FHZZZZZZZZ', amount: 100000 });
    expect(answer.body.data).toEqual({ outcome: 'UNMATCHED', replay: false, orderCode: null });
    expect(await storedPayments(reference)).toEqual([expect.objectContaining({ outcome: 'UNMATCHED', orderId: null })]);
    expect((await notify({ reference, content: 'anything', amount: 1 })).body.data).toEqual({ outcome: 'UNMATCHED', replay: true, orderCode: null });
  });

  it('does not confirm an expired order', async () => {
    const { order } = await pendingOrder('whe');
    clock.advance(24 * 60 * 60 + 1);
    const answer = await notify({ reference: newReference(), content: order.code, amount: 2500000 });
    expect(answer.body.data).toEqual({ outcome: 'NOT_PENDING', replay: false, orderCode: order.code });
    expect(await statusOf(order._id)).toBe('EXPIRED');
  });

  it('refuses a signed body that is not a notification (400), storing nothing', async () => {
    const reference = newReference();
    const bad = await notify({ reference, content: 'x', amount: 10.5 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ amount: 'Amount must be a positive whole number of VND' });
    expect((await notify('not json')).status).toBe(400);
    expect(await storedPayments(reference)).toHaveLength(0);
  });

  it('needs no API key, and is off (404) without a secret', async () => {
    const off = server.variant({ paymentWebhookSecret: null });
    const answer = await notify({ reference: newReference(), content: 'x', amount: 1 }, (raw) => signBody(raw, SECRET), off.app);
    expect(answer).toEqual({ status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } });
    expect((await server.app.request('/api/public/payment/banks')).status).toBe(403);
  });
});
