/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON and checked by value */
import { postJson } from './helpers/auth';
import { fundedMember, placeOrder, productIdOf, secure } from './helpers/orders';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { BOOK_ADDRESS, readyToWithdraw, turnOffSecurityHold } from './helpers/withdrawals';

/** Each fresh member costs two scrypt hashes (sign-up, sign-in). */
jest.setTimeout(30_000);

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
  await turnOffSecurityHold(server.db);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const funded = (prefix: string, deposits: Parameters<typeof fundedMember>[3] = {}) => fundedMember(server.api, server.db, prefix, deposits);

async function post(path: string, body: unknown, auth: Record<string, string>) {
  const response = await server.api(`/api/auth/transaction/${path}`, postJson(body, auth));
  return { status: response.status, body: (await response.json()) as any };
}

async function list(query: string, auth: Record<string, string>) {
  const response = await server.api(`/api/auth/transaction/list${query}`, { headers: auth });
  return { status: response.status, body: (await response.json()) as any };
}

/** The member's rows as [type, amount, counterpart], newest first. */
async function rowsOf(auth: Record<string, string>) {
  const { body } = await list('?limit=100', auth);
  return body.data.items.map((item: any) => [item.type, item.amount, item.counterpart]);
}

describe('GET auth/transaction/list: what each row concerns', () => {
  it('names the other member of a transfer (username only) on both sides and on the sender’s fee', async () => {
    const sender = await funded('cpsend', { EV: '1000' });
    const receiver = await funded('cprecv');
    expect((await post('transfer', { amount: '200', toUsername: receiver.username, ...secure }, sender.auth)).status).toBe(200);

    const toReceiver = { kind: 'MEMBER', username: receiver.username };
    const sent = await rowsOf(sender.auth);
    expect(sent.filter(([type]: string[]) => type === 'TRANSFER_OUT' || type === 'FEE')).toEqual([
      ['FEE', expect.stringMatching(/^-/), toReceiver],
      ['TRANSFER_OUT', '-200', toReceiver],
    ]);
    expect(sent.find(([type]: string[]) => type === 'DEPOSIT')[2]).toBeNull();
    expect(await rowsOf(receiver.auth)).toEqual([['TRANSFER_IN', '200', { kind: 'MEMBER', username: sender.username }]]);
  });

  it('gives the order’s code for an order payment', async () => {
    const member = await funded('cporder', { EV: '5000' });
    const productId = await productIdOf(server.db, 'MIN-1TIB');
    const order = await placeOrder(server.api, member.auth, { items: [{ productId, quantity: 1 }], method: 'POINT', symbol: 'EV', ...secure });
    expect(order.status).toBe(201);
    const [payment] = (await rowsOf(member.auth)).filter(([type]: string[]) => type === 'ORDER_PAYMENT');
    expect(payment[2]).toEqual({ kind: 'ORDER', code: order.body.data.code });
  });

  it('gives a withdrawal’s reference and address on its debit, its fee and a cancelled one’s refunds', async () => {
    const member = await funded('cpwd', { USDT: '100' });
    const addressId = await readyToWithdraw(server.db, member.id, BOOK_ADDRESS, 'My exchange');
    const requested = await post('withdraw', { amount: '30', addressId, ...secure }, member.auth);
    expect(requested.status).toBe(200);
    const { reference, _id } = requested.body.data.withdrawal;
    expect((await post(`withdrawals/${_id}/cancel`, {}, member.auth)).status).toBe(200);

    const withdrawal = { kind: 'WITHDRAWAL', reference, address: BOOK_ADDRESS, addressLabel: 'My exchange' };
    const rows = (await rowsOf(member.auth)).filter(([type]: string[]) => type === 'WITHDRAW' || type === 'FEE');
    expect(rows).toEqual([
      ['FEE', '1', withdrawal],
      ['WITHDRAW', '30', withdrawal],
      ['FEE', '-1', withdrawal],
      ['WITHDRAW', '-30', withdrawal],
    ]);
  });
});

describe('GET auth/transaction/list: the date range', () => {
  it('answers 400 with a field error on `to` when "from" is after "to"', async () => {
    const member = await funded('cprange');
    const { status, body } = await list('?from=2026-03-10&to=2026-03-01', member.auth);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', fieldCodes: { to: 'RANGE_REVERSED' }, errors: { to: 'The end date must not be before the start date' } });
  });
});
