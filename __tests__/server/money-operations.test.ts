/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON and checked by value */
import { and, asc, eq, sql } from 'drizzle-orm';

import { lockWallets } from '@/server/db/ledger';
import { tokens, transactions, users, wallets, withdrawals } from '@/server/db/schema';
import { moneyTransaction, post } from '@/server/operations/ledger';
import { creditBonus, creditDeposit } from '@/server/operations/money-operations';
import { DEMO_SECURE_PASSWORD } from '@/server/db/seed-data/members';
import { sumAmounts, toDecimalString } from '@/server/domain/money';
import { ApiError } from '@/server/http/errors';

import { bearer, demo2faCode, login, postJson, signIn, validate2fa } from './helpers/auth';
import { newMember, setSecurePasswordByLink } from './helpers/forms';
import { createTestApp, GENEROUS_RATE_LIMITS, TEST_OPS_TOKEN } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { createTestClock } from './helpers/testClock';
import { readyToWithdraw, turnOffSecurityHold } from './helpers/withdrawals';

let server: TestApp;
const clock = createTestClock();
let demo: Record<string, string>;

beforeAll(async () => {
  server = await createTestApp({}, { now: clock.now });
  await turnOffSecurityHold(server.db);
  demo = bearer((await signIn(server.api, 'demo')).accessToken);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

type Json = { statusCode: number; message: string; data?: any; errors?: Record<string, string>; fieldCodes?: Record<string, string> };

async function call(path: string, body: unknown, auth: Record<string, string>) {
  const response = await server.api(`/api/auth/transaction/${path}`, postJson(body, auth));
  return { status: response.status, body: (await response.json()) as Json };
}

async function get(path: string, auth: Record<string, string>) {
  const response = await server.api(`/api/auth/transaction/${path}`, { headers: auth });
  return { status: response.status, body: (await response.json()) as Json };
}

async function userId(username: string) {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return user.id;
}

async function balances(username: string) {
  const rows = await server.db
    .select({ symbol: wallets.symbol, balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.userId, await userId(username)));
  return Object.fromEntries(rows.map((row) => [row.symbol, toDecimalString(row.balance)]));
}

/** A fresh member with a secure password (Secure@12345) and, optionally, opening deposits. */
async function fundedMember(prefix: string, deposits: Partial<Record<'USDT' | 'EV' | 'EC', string>> = {}) {
  const fresh = await newMember(server.api, prefix);
  await setSecurePasswordByLink(server.api, server.db, fresh, DEMO_SECURE_PASSWORD);
  const id = await userId(fresh.username);
  for (const [symbol, amount] of Object.entries(deposits)) {
    await creditDeposit(server.db, id, symbol as 'USDT', amount, `TEST-DEPOSIT-${symbol}`, clock.now());
  }
  return { ...fresh, id };
}

/** The ledger invariant: every wallet's balance is the sum of its rows, its last balanceAfter, and not negative. */
async function expectLedgerInvariant() {
  const all = await server.db.select().from(wallets);
  const sums = await server.db
    .select({ userId: transactions.userId, symbol: transactions.symbol, sum: sql<string>`sum(${transactions.amount})::text` })
    .from(transactions)
    .groupBy(transactions.userId, transactions.symbol);
  const sumOf = new Map(sums.map((row) => [`${row.userId}:${row.symbol}`, toDecimalString(row.sum)]));
  for (const wallet of all) {
    expect(Number(wallet.balance)).toBeGreaterThanOrEqual(0);
    expect(`${wallet.userId}:${wallet.symbol}=${sumOf.get(`${wallet.userId}:${wallet.symbol}`) ?? '0'}`).toBe(
      `${wallet.userId}:${wallet.symbol}=${toDecimalString(wallet.balance)}`,
    );
    const [last] = await server.db
      .select({ balanceAfter: transactions.balanceAfter })
      .from(transactions)
      .where(and(eq(transactions.userId, wallet.userId), eq(transactions.symbol, wallet.symbol)))
      .orderBy(sql`${transactions.id} desc`)
      .limit(1);
    if (last) expect(toDecimalString(last.balanceAfter)).toBe(toDecimalString(wallet.balance));
  }
}

const secure = { securePassword: DEMO_SECURE_PASSWORD };

describe('swap', () => {
  it('USDT → EV: debits amount + fee (percent raised to minFee), credits amount / price, three rows with one reference', async () => {
    const member = await fundedMember('swapa', { USDT: '100' });
    const { status, body } = await call('swap', { fromSymbol: 'USDT', toSymbol: 'EV', amount: '12.345', ...secure }, member.auth);
    expect(status).toBe(200);
    // 0.5 % of 12.345 = 0.061725, raised to minFee 0.1
    expect(body.data).toMatchObject({ fromSymbol: 'USDT', toSymbol: 'EV', amount: '12.345', fee: '0.1', received: '123.45' });
    expect(body.data.entries.map((e: any) => [e.type, e.symbol, e.amount, e.balanceAfter, e.status])).toEqual([
      ['SWAP_OUT', 'USDT', '-12.345', '87.655', 'COMPLETED'],
      ['FEE', 'USDT', '-0.1', '87.555', 'COMPLETED'],
      ['SWAP_IN', 'EV', '123.45', '123.45', 'COMPLETED'],
    ]);
    expect(new Set(body.data.entries.map((e: any) => e.reference))).toEqual(new Set([body.data.reference]));
    expect(await balances(member.username)).toEqual({ USDT: '87.555', EV: '123.45', EC: '0' });
  });

  it('USDT → EV with a percent fee above minFee', async () => {
    const member = await fundedMember('swapb', { USDT: '1000' });
    const { body } = await call('swap', { fromSymbol: 'USDT', toSymbol: 'EV', amount: '200', ...secure }, member.auth);
    expect(body.data).toMatchObject({ fee: '1', received: '2000' });
    expect((await balances(member.username)).USDT).toBe('799');
  });

  it('EV → USDT at buyPrice and EC → USDT at buyPrice, exact decimals', async () => {
    const member = await fundedMember('swapc', { EV: '1000', EC: '10' });
    const ev = await call('swap', { fromSymbol: 'EV', toSymbol: 'USDT', amount: '333.333', ...secure }, member.auth);
    // fee 1 % = 3.33333; received 333.333 × 0.095
    expect(ev.body.data).toMatchObject({ fee: '3.33333', received: '31.666635' });
    const ec = await call('swap', { fromSymbol: 'EC', toSymbol: 'USDT', amount: '1.23456789', ...secure }, member.auth);
    // fee 2 % = 0.0246913578, raised to minFee 0.05; received 1.23456789 × 2.4
    expect(ec.body.data).toMatchObject({ fee: '0.05', received: '2.962962936' });
    expect(await balances(member.username)).toEqual({ EV: '663.33367', EC: '8.71543211', USDT: '34.629597936' });
  });

  it('rounds what is received down to 18 decimals', async () => {
    await server.db.update(tokens).set({ price: '0.3' }).where(eq(tokens.code, 'EV'));
    try {
      const member = await fundedMember('swapd', { USDT: '100' });
      const { body } = await call('swap', { fromSymbol: 'USDT', toSymbol: 'EV', amount: '10', ...secure }, member.auth);
      expect(body.data.received).toBe('33.333333333333333333');
    } finally {
      await server.db.update(tokens).set({ price: '0.1' }).where(eq(tokens.code, 'EV'));
    }
  });

  it.each([
    ['USDT', 'EC'],
    ['EV', 'EC'],
    ['USDT', 'USDT'],
    ['EC', 'EV'],
  ])('refuses %s → %s with errors.toSymbol', async (fromSymbol, toSymbol) => {
    const { status, body } = await call('swap', { fromSymbol, toSymbol, amount: '50', ...secure }, demo);
    expect(status).toBe(400);
    expect(body.errors).toEqual({ toSymbol: 'This swap is not available' });
  });

  it('refuses an amount under the minimum with the formatted text and the raw minimum', async () => {
    const { status, body } = await call('swap', { fromSymbol: 'USDT', toSymbol: 'EV', amount: '9.99', ...secure }, demo);
    expect(status).toBe(400);
    expect(body.errors).toEqual({ amount: 'Minimum amount is $10.00', amountMinimum: '10' });
    const ev = await call('swap', { fromSymbol: 'EV', toSymbol: 'USDT', amount: '99', ...secure }, demo);
    expect(ev.body.errors).toEqual({ amount: 'Minimum amount is 100 EV', amountMinimum: '100' });
  });

  it.each([[undefined], [''], ['abc'], ['0'], ['-5'], ['1e3'], [null], [{}]])('answers Enter points for amount %p', async (amount) => {
    const { status, body } = await call('swap', { fromSymbol: 'USDT', toSymbol: 'EV', amount, ...secure }, demo);
    expect(status).toBe(400);
    expect(body.errors).toEqual({ amount: 'Enter points' });
  });

  it('refuses more than 18 decimals rather than rounding', async () => {
    const { body } = await call('swap', { fromSymbol: 'USDT', toSymbol: 'EV', amount: '10.0000000000000000001', ...secure }, demo);
    expect(body.errors).toEqual({ amount: 'Use at most 18 decimals' });
  });

  it.each([
    ['swap', { fromSymbol: 'USDT', toSymbol: 'EV' }],
    ['transfer', { toUsername: 'demo2fa' }],
    ['withdraw', { addressId: '00000000-0000-4000-8000-000000000000' }],
  ])('%s answers 400 with the amount field code for 19 decimals and for more than 1e15', async (path, fields) => {
    const decimals = await call(path, { ...fields, amount: '10.0000000000000000001', ...secure }, demo);
    expect(decimals.status).toBe(400);
    expect(decimals.body.fieldCodes).toEqual({ amount: 'AMOUNT_TOO_MANY_DECIMALS' });
    const large = await call(path, { ...fields, amount: '1000000000000000.5', ...secure }, demo);
    expect(large.status).toBe(400);
    expect(large.body.fieldCodes).toEqual({ amount: 'AMOUNT_TOO_LARGE' });
    expect(large.body.errors).toEqual({ amount: 'The amount is too large' });
  });

  it('reads a decimal comma as the forms do: "12,345" swaps 12.345', async () => {
    const member = await fundedMember('swapcomma', { USDT: '100' });
    const { status, body } = await call('swap', { fromSymbol: 'USDT', toSymbol: 'EV', amount: '12,345', ...secure }, member.auth);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ amount: '12.345', fee: '0.1', received: '123.45' });
  });
});

describe('secure password and 2FA', () => {
  it('refuses a wrong secure password and changes nothing', async () => {
    const before = await balances('demo');
    const { status, body } = await call('transfer', { toUsername: 'demo2fa', amount: '10', securePassword: 'Wrong@12345' }, demo);
    expect(status).toBe(400);
    expect(body.errors).toEqual({ securePassword: 'The secure password is wrong' });
    expect(await balances('demo')).toEqual(before);
  });

  it('asks a member without a secure password to set one first', async () => {
    const fresh = await newMember(server.api, 'nosecure');
    const { status, body } = await call('transfer', { toUsername: 'demo', amount: '10', securePassword: 'Anything@1' }, fresh.auth);
    expect(status).toBe(400);
    expect(body.errors).toEqual({ securePassword: 'Set a secure password first' });
  });

  it('counts wrong secure passwords against passwordCheckPerUser (429 over the limit)', async () => {
    const limited = server.variant({ rateLimits: { ...GENEROUS_RATE_LIMITS, passwordCheckPerUser: { max: 2, windowSeconds: 900 } } });
    const member = await fundedMember('limited', { EV: '100' });
    const attempt = () => limited.api('/api/auth/transaction/transfer', postJson({ toUsername: 'demo', amount: '10', securePassword: 'Wrong@12345' }, member.auth));
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
  });

  it('requires the TOTP code of a member with 2FA on; wrong and reused codes are refused', async () => {
    const { body: loginBody } = await login(server.api, 'demo2fa');
    const signedIn = await validate2fa(server.api, loginBody.data.gg2FAToken, demo2faCode(clock.now()));
    const auth = bearer((await signedIn.json()).data.accessToken);
    clock.advance(30);
    const transfer = (code?: string) => call('transfer', { toUsername: 'demo', amount: '10', ...secure, ...(code === undefined ? {} : { code }) }, auth);

    expect((await transfer()).body.errors).toEqual({ code: 'Enter the verification code' });
    expect((await transfer('000000')).body.errors).toEqual({ code: 'Invalid verification code' });
    const code = demo2faCode(clock.now());
    const low = await call('transfer', { toUsername: 'demo', amount: '5', ...secure, code }, auth);
    expect(low.body.errors).toEqual({ amount: 'Minimum amount is 10 EV', amountMinimum: '10' });
    const done = await transfer(code);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ toUsername: 'demo', amount: '10', fee: '1', symbol: 'EV' });
    expect((await transfer(code)).body.errors).toEqual({ code: 'This code was already used, wait for the next one' });
    clock.advance(30);
  });
});

describe('transfer', () => {
  it('moves EV: TRANSFER_OUT and FEE for the sender, TRANSFER_IN for the receiver, one reference', async () => {
    const sender = await fundedMember('sender', { EV: '2000' });
    const receiver = await fundedMember('receiver');
    const { status, body } = await call('transfer', { toUsername: receiver.username.toUpperCase(), amount: '1000', ...secure }, sender.auth);
    expect(status).toBe(200);
    // 0.5 % of 1000 = 5 (above minFee 1)
    expect(body.data).toMatchObject({ symbol: 'EV', toUsername: receiver.username, amount: '1000', fee: '5' });
    expect(body.data.entries.map((e: any) => [e.type, e.amount, e.balanceAfter])).toEqual([
      ['TRANSFER_OUT', '-1000', '1000'],
      ['FEE', '-5', '995'],
    ]);
    const received = await server.db.select().from(transactions).where(eq(transactions.reference, body.data.reference)).orderBy(asc(transactions.id));
    expect(received.map((row) => [row.userId === receiver.id ? 'receiver' : 'sender', row.type, toDecimalString(row.amount)])).toEqual([
      ['sender', 'TRANSFER_OUT', '-1000'],
      ['sender', 'FEE', '-5'],
      ['receiver', 'TRANSFER_IN', '1000'],
    ]);
    expect((await balances(receiver.username)).EV).toBe('1000');
  });

  it('raises a small percent fee to minFee, and the fixed fee applies as configured', async () => {
    const sender = await fundedMember('minfee', { EV: '100' });
    const { body } = await call('transfer', { toUsername: 'demo', amount: '20', ...secure }, sender.auth);
    expect(body.data.fee).toBe('1');
    expect((await balances(sender.username)).EV).toBe('79');
  });

  it('refuses a transfer to oneself and to an unknown member', async () => {
    const self = await call('transfer', { toUsername: 'DEMO', amount: '10', ...secure }, demo);
    expect(self.status).toBe(400);
    expect(self.body.errors).toEqual({ toUsername: 'You cannot transfer to yourself' });
    const unknown = await call('transfer', { toUsername: 'nobody_here', amount: '10', ...secure }, demo);
    expect(unknown.body.errors).toEqual({ toUsername: 'Member not found' });
  });

  it('refuses amount + fee above the balance, and accepts exactly the balance', async () => {
    const sender = await fundedMember('exact', { EV: '100.5' });
    const over = await call('transfer', { toUsername: 'demo', amount: '100', ...secure }, sender.auth);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ message: 'Insufficient balance', errors: { amount: 'Insufficient balance' } });
    const exact = await call('transfer', { toUsername: 'demo', amount: '99.5', ...secure }, sender.auth);
    expect(exact.status).toBe(200);
    expect((await balances(sender.username)).EV).toBe('0');
  });

  it('answers the minimum in EV', async () => {
    const { body } = await call('transfer', { toUsername: 'demo2fa', amount: '9', ...secure }, demo);
    expect(body.errors).toEqual({ amount: 'Minimum amount is 10 EV', amountMinimum: '10' });
  });
});

describe('withdraw and the operator decision', () => {
  const decide = (id: string, body: unknown) =>
    server.app.request(`/api/ops/withdraw/${id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_OPS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  /** A funded member with KYC approved and a usable book entry: the withdraw body's addressId. */
  const withdrawer = async (prefix: string, usdt: string) => {
    const member = await fundedMember(prefix, { USDT: usdt });
    return { ...member, addressId: await readyToWithdraw(server.db, member.id) };
  };
  const approve = { decision: 'APPROVE', txHash: `0x${'ab'.repeat(32)}` };

  it('debits amount + fixed fee at once with PENDING rows; REJECT refunds both; a decided one answers 409', async () => {
    const member = await withdrawer('wd', '100');
    const { status, body } = await call('withdraw', { amount: '30', addressId: member.addressId, ...secure }, member.auth);
    expect(status).toBe(200);
    expect(body.data.withdrawal).toMatchObject({
      symbol: 'USDT',
      amount: '30',
      fee: '1',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      addressId: member.addressId,
      addressLabel: 'Test wallet',
      chainId: 97,
      txHash: null,
      status: 'PENDING',
      reason: null,
    });
    expect(body.data.entries.map((e: any) => [e.type, e.amount, e.status])).toEqual([
      ['WITHDRAW', '-30', 'PENDING'],
      ['FEE', '-1', 'PENDING'],
    ]);
    expect((await balances(member.username)).USDT).toBe('69');

    const rejected = await decide(body.data.withdrawal._id, { decision: 'REJECT', reason: 'Address on a sanctions list' });
    expect(rejected.status).toBe(200);
    const decided = (await rejected.json()).data;
    expect(decided).toMatchObject({ status: 'REJECTED', reason: 'Address on a sanctions list' });
    expect(decided.entries.map((e: any) => [e.type, e.amount, e.status])).toEqual([
      ['WITHDRAW', '30', 'COMPLETED'],
      ['FEE', '1', 'COMPLETED'],
    ]);
    expect((await balances(member.username)).USDT).toBe('100');
    const rows = await server.db.select().from(transactions).where(eq(transactions.reference, body.data.reference)).orderBy(asc(transactions.id));
    expect(rows.map((row) => [row.type, toDecimalString(row.amount), row.status])).toEqual([
      ['WITHDRAW', '-30', 'REJECTED'],
      ['FEE', '-1', 'REJECTED'],
      ['WITHDRAW', '30', 'COMPLETED'],
      ['FEE', '1', 'COMPLETED'],
    ]);
    expect((await decide(body.data.withdrawal._id, approve)).status).toBe(409);
    expect((await decide(body.data.withdrawal._id, { decision: 'REJECT', reason: 'late' })).status).toBe(409);
    expect((await balances(member.username)).USDT).toBe('100');
  });

  it('APPROVE needs the payout transaction hash, completes the rows and keeps the debit', async () => {
    const member = await withdrawer('wdok', '100');
    const { body } = await call('withdraw', { amount: '20', addressId: member.addressId, ...secure }, member.auth);
    const id = body.data.withdrawal._id;
    const without = await decide(id, { decision: 'APPROVE' });
    expect(without.status).toBe(400);
    expect((await without.json()).errors).toEqual({ txHash: 'Approving a withdrawal needs the transaction hash of its payout' });
    const malformed = await decide(id, { decision: 'APPROVE', txHash: '0x1234' });
    expect((await malformed.json()).errors).toEqual({ txHash: 'The transaction hash must be 0x followed by 64 hex digits' });
    const approved = await decide(id, { decision: 'APPROVE', txHash: `0x${'AB'.repeat(32)}` });
    expect(approved.status).toBe(200);
    expect((await approved.json()).data).toMatchObject({ status: 'APPROVED', txHash: `0x${'ab'.repeat(32)}`, entries: [] });
    const rows = await server.db.select().from(transactions).where(eq(transactions.reference, body.data.reference));
    expect(rows.every((row) => row.status === 'COMPLETED')).toBe(true);
    const [record] = await server.db.select().from(withdrawals).where(eq(withdrawals.id, body.data.withdrawal._id));
    expect(record.status).toBe('APPROVED');
    expect((await balances(member.username)).USDT).toBe('79');
    expect((await decide(body.data.withdrawal._id, { decision: 'REJECT', reason: 'late' })).status).toBe(409);
  });

  it('answers 404 for an unknown withdrawal and 400 for a bad decision', async () => {
    expect((await decide('7f1c2a52-0000-4000-8000-000000000000', approve)).status).toBe(404);
    expect((await decide('not-a-uuid', approve)).status).toBe(404);
    const member = await withdrawer('wdbad', '100');
    const { body } = await call('withdraw', { amount: '20', addressId: member.addressId, ...secure }, member.auth);
    expect((await decide(body.data.withdrawal._id, { decision: 'MAYBE' })).status).toBe(400);
  });

  it('refuses an address that is no book entry, the minimum, more than the USDT balance', async () => {
    const member = await withdrawer('wdrules', '100');
    const bad = await call('withdraw', { amount: '30', addressId: '0x52908400098527886E0F7030069857D2E4169EE7', ...secure }, member.auth);
    expect(bad.status).toBe(404);
    expect(bad.body.errors).toEqual({ addressId: 'Withdrawal address not found' });
    const missing = await call('withdraw', { amount: '30', ...secure }, member.auth);
    expect(missing.body.errors).toEqual({ addressId: 'Choose an address from your address book' });
    const low = await call('withdraw', { amount: '19', addressId: member.addressId, ...secure }, member.auth);
    expect(low.body.errors).toEqual({ amount: 'Minimum amount is $20.00', amountMinimum: '20' });
    const poor = await withdrawer('wdpoor', '20.5');
    const over = await call('withdraw', { amount: '20', addressId: poor.addressId, ...secure }, poor.auth);
    expect(over.body.errors).toEqual({ amount: 'Insufficient balance' });
  });
});

describe('transaction list', () => {
  it("lists only the member's rows, newest first, with filters and paging", async () => {
    const member = await fundedMember('lister', { USDT: '500', EV: '300' });
    await call('transfer', { toUsername: 'demo', amount: '50', ...secure }, member.auth);
    await call('swap', { fromSymbol: 'USDT', toSymbol: 'EV', amount: '100', ...secure }, member.auth);
    const all = await get('list', member.auth);
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ limit: 20, nextCursor: null });
    expect(all.body.data).not.toHaveProperty('total');
    expect(all.body.data.items.map((e: any) => e.type)).toEqual(['SWAP_IN', 'FEE', 'SWAP_OUT', 'FEE', 'TRANSFER_OUT', 'DEPOSIT', 'DEPOSIT']);
    expect(Object.keys(all.body.data.items[0]).sort()).toEqual(['_id', 'amount', 'balanceAfter', 'counterpart', 'createdAt', 'reference', 'status', 'symbol', 'type']);

    const ev = await get('list?symbol=EV', member.auth);
    expect(ev.body.data.items.map((e: any) => [e.type, e.amount])).toEqual([
      ['SWAP_IN', '1000'],
      ['FEE', '-1'],
      ['TRANSFER_OUT', '-50'],
      ['DEPOSIT', '300'],
    ]);
    const fees = await get('list?type=FEE', member.auth);
    expect(fees.body.data.items).toHaveLength(2);
    const page1 = await get('list?limit=3', member.auth);
    expect(page1.body.data).toMatchObject({ limit: 3, nextCursor: expect.any(String) });
    const page2 = await get(`list?limit=3&cursor=${page1.body.data.nextCursor}`, member.auth);
    expect(page2.body.data).toMatchObject({ limit: 3, nextCursor: expect.any(String) });
    expect(page2.body.data.items.map((e: any) => e.type)).toEqual(['FEE', 'TRANSFER_OUT', 'DEPOSIT']);
    const page3 = await get(`list?limit=3&cursor=${page2.body.data.nextCursor}`, member.auth);
    expect(page3.body.data).toMatchObject({ limit: 3, nextCursor: null });
    expect(page3.body.data.items.map((e: any) => e.type)).toEqual(['DEPOSIT']);

    const today = clock.now().toISOString().slice(0, 10);
    expect((await get(`list?from=${today}&to=${today}`, member.auth)).body.data.items).toHaveLength(7);
    expect((await get('list?to=2020-01-01', member.auth)).body.data.items).toHaveLength(0);
    const demoList = await get('list?limit=100', demo);
    expect(demoList.body.data.items.every((e: any) => !String(e.reference).startsWith('TEST-DEPOSIT'))).toBe(true);
  });

  it.each([
    ['symbol=BTC', 'symbol'],
    ['type=GIFT', 'type'],
    ['from=2024-02-30', 'from'],
    ['to=yesterday', 'to'],
    ['cursor=not-a-cursor', 'cursor'],
    ['limit=101', 'limit'],
    ['from=2024-05-02&to=2024-05-01', 'to'],
  ])('refuses %s with errors.%s', async (query, field) => {
    const { status, body } = await get(`list?${query}`, demo);
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });
});

describe('bonus history', () => {
  it('answers entries, totals by type and per day over the range (default last 30 days)', async () => {
    const member = await fundedMember('bonus');
    const source = await fundedMember('buyer');
    const now = clock.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await creditBonus(server.db, { userId: member.id, fromUserId: source.id, type: 'DIRECT', amount: '10.5', orderCode: 'ORD-1' }, daysAgo(2));
    await creditBonus(server.db, { userId: member.id, fromUserId: source.id, type: 'LEVEL_2', amount: '4', orderCode: null }, daysAgo(2));
    await creditBonus(server.db, { userId: member.id, fromUserId: null, type: 'DIRECT', amount: '1.25', orderCode: null }, daysAgo(0));
    await creditBonus(server.db, { userId: member.id, fromUserId: source.id, type: 'LEVEL_3', amount: '99', orderCode: null }, daysAgo(40));

    const { status, body } = await get('bonus', member.auth);
    expect(status).toBe(200);
    const data = body.data;
    expect(data).toMatchObject({ limit: 20, nextCursor: null });
    expect(data.items).toHaveLength(3);
    expect(data.totals).toEqual({ all: '15.75', byType: { DIRECT: '11.75', LEVEL_2: '4', LEVEL_3: '0' } });
    expect(data.items[0]).toEqual({
      _id: expect.any(String),
      type: 'DIRECT',
      amount: '1.25',
      fromUsername: null,
      orderCode: null,
      createdAt: expect.any(String),
      // Credited without an order: the level of its type, the base its amount implies; no package held.
      level: 1,
      rate: '0.1',
      base: '12.5',
      sponsorPackage: null,
    });
    expect(data.items.map((b: any) => [b.type, b.amount, b.fromUsername])).toContainEqual(['DIRECT', '10.5', source.username]);
    expect(data.perDay).toHaveLength(30);
    const day = (at: Date) => at.toISOString().slice(0, 10);
    expect(data.perDay[29]).toEqual({ date: day(now), amount: '1.25' });
    expect(data.perDay.find((d: any) => d.date === day(daysAgo(2)))).toEqual({ date: day(daysAgo(2)), amount: '14.5' });
    expect(sumAmounts(data.perDay.map((d: any) => d.amount))).toBe('15.75');

    const direct = await get('bonus?type=DIRECT', member.auth);
    expect(direct.body.data.items).toHaveLength(2);
    expect(sumAmounts(direct.body.data.perDay.map((d: any) => d.amount))).toBe('11.75');
    const old = await get(`bonus?from=${day(daysAgo(45))}&to=${day(daysAgo(35))}`, member.auth);
    expect(old.body.data.totals.all).toBe('99');
    expect(old.body.data.perDay).toHaveLength(11);
    expect((await balances(member.username)).EV).toBe('114.75');
    expect((await get('bonus?type=GIFT', member.auth)).status).toBe(400);
    expect((await get('bonus?from=2020-01-01&to=2022-01-01', member.auth)).body.errors).toEqual({ from: 'The range can be at most 366 days' });
  });

  it("shows demo's seeded bonuses", async () => {
    const { body } = await get('bonus?limit=100', demo);
    expect(body.data.items).toHaveLength(15);
    expect(body.data.nextCursor).toBeNull();
    expect(body.data.totals.all).toBe('2100');
    const fromTeam = body.data.items.filter((b: any) => b.fromUsername !== 'demo2fa');
    expect(fromTeam.map((b: any) => [b.fromUsername, b.type, b.amount])).toEqual([
      ['hoa', 'LEVEL_3', '20'],
      ['minh', 'LEVEL_2', '50'],
      ['lan', 'DIRECT', '1000'],
    ]);
  });
});

describe('ledger guards', () => {
  it('maps the balance CHECK violation to 400 Insufficient balance and rolls back the rows', async () => {
    const member = await fundedMember('guard', { EC: '1' });
    const before = await server.db.select({ count: sql<number>`count(*)::int` }).from(transactions).where(eq(transactions.userId, member.id));
    const attempt = moneyTransaction(server.db, async (tx) => {
      const wallet = { userId: member.id, symbol: 'EC' as const };
      const locked = await lockWallets(tx, [wallet]);
      await post(tx, locked, [{ ...wallet, type: 'FEE', amount: '-2', reference: 'GUARD' }], clock.now());
    });
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ status: 400, message: 'Insufficient balance' });
    const after = await server.db.select({ count: sql<number>`count(*)::int` }).from(transactions).where(eq(transactions.userId, member.id));
    expect(after).toEqual(before);
    expect((await balances(member.username)).EC).toBe('1');
  });
});

describe('concurrency', () => {
  it('50 simultaneous transfers from a wallet that pays exactly 10: 10 succeed, 40 are refused, the ledger still sums', async () => {
    // 10 EV + fee 1 (0.5 % raised to minFee) = 11 per transfer
    const sender = await fundedMember('racer', { EV: '110' });
    const demoBefore = (await balances('demo')).EV;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call('transfer', { toUsername: 'demo', amount: '10', ...secure }, sender.auth)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(40);
    for (const r of refused) expect(r.body).toMatchObject({ statusCode: 400, code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance', errors: { amount: 'Insufficient balance' } });
    expect((await balances(sender.username)).EV).toBe('0');
    expect((await balances('demo')).EV).toBe(sumAmounts([demoBefore, '100']));
    await expectLedgerInvariant();
  }, 60_000);

  it('transfers both ways between two members at once neither deadlock nor lose a cent', async () => {
    const a = await fundedMember('pinga', { EV: '1000' });
    const b = await fundedMember('pingb', { EV: '1000' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0
          ? call('transfer', { toUsername: b.username, amount: '10', ...secure }, a.auth)
          : call('transfer', { toUsername: a.username, amount: '10', ...secure }, b.auth),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    // each sent 10 × 10 and paid 10 × 1 fee, received 10 × 10
    expect((await balances(a.username)).EV).toBe('990');
    expect((await balances(b.username)).EV).toBe('990');
    await expectLedgerInvariant();
  }, 60_000);

  it('keeps the invariant across every wallet after all of the above', async () => {
    await expectLedgerInvariant();
  });
});
