/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON and checked by value */
// A TOTP code is not used up by a money operation that then fails (its balance, or any check
// after the code's): the member's next try may use it; a successful operation uses it once (a replay is refused).
import { eq } from 'drizzle-orm';

import { users } from '@/server/db/schema';
import { DEMO_2FA_TOTP_SECRET } from '@/server/db/seed-data/members';
import type { TokenSymbol } from '@/contract/enums';
import { totpCode } from '@/server/domain/totp';
import { creditDeposit } from '@/server/operations/money-operations';

import { postJson } from './helpers/auth';
import { fundedMember, newKey, placeOrder, productIdOf, secure, setPackage } from './helpers/orders';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { createTestClock } from './helpers/testClock';
import { readyToWithdraw, turnOffSecurityHold } from './helpers/withdrawals';

jest.setTimeout(60_000);

let server: TestApp;
// Still, at the start of a 30 s step: a code's step moves only with `advance` (a moving clock sometimes crossed a step
// boundary mid-test, and a code the test meant one step old was two).
const clock = createTestClock({ frozenAt: new Date(Math.floor(Date.now() / 30_000) * 30_000) });

beforeAll(async () => {
  server = await createTestApp({}, { now: clock.now });
  await turnOffSecurityHold(server.db);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const CODE_USED = { code: 'This code was already used, wait for the next one' };

/** A fresh member with a secure password and 2FA on (the demo2fa secret), three steps of the clock later. */
async function memberWith2fa(prefix: string) {
  clock.advance(90);
  const member = await fundedMember(server.api, server.db, prefix, {}, clock.now());
  await server.db.update(users).set({ totpSecret: DEMO_2FA_TOTP_SECRET, is2FAEnabled: true }).where(eq(users.id, member.id));
  const deposit = (symbol: TokenSymbol, amount: string) => creditDeposit(server.db, member.id, symbol, amount, `TEST-DEPOSIT-${symbol}`, clock.now());
  return { ...member, deposit, code: () => totpCode(DEMO_2FA_TOTP_SECRET, clock.now().getTime()) };
}

async function post(path: string, body: unknown, auth: Record<string, string>) {
  const response = await server.api(`/api/${path}`, postJson(body, auth));
  return { status: response.status, body: (await response.json()) as any };
}

describe('a code given to a money operation that fails stays usable', () => {
  let member: Awaited<ReturnType<typeof memberWith2fa>>;
  beforeEach(async () => {
    member = await memberWith2fa('tf');
  });

  it('swap', async () => {
    await expectCodeKept(
      (code) => post('auth/transaction/swap', { fromSymbol: 'USDT', toSymbol: 'EV', amount: '50', ...secure, code }, member.auth),
      () => member.deposit('USDT', '100'),
    );
  });

  it('transfer', async () => {
    await expectCodeKept(
      (code) => post('auth/transaction/transfer', { toUsername: 'demo', amount: '50', ...secure, code }, member.auth),
      () => member.deposit('EV', '100'),
    );
  });

  it('withdraw', async () => {
    const addressId = await readyToWithdraw(server.db, member.id);
    await expectCodeKept(
      (code) => post('auth/transaction/withdraw', { addressId, amount: '50', ...secure, code }, member.auth),
      () => member.deposit('USDT', '100'),
    );
  });

  it('upgrade', async () => {
    const upgrade = async (code: string, packageCode: string) =>
      post('auth/client/upgrade-package', { packageId: await productIdOf(server.db, packageCode), symbol: 'USDT', ...secure, code }, member.auth);
    await expectCodeKept(
      (code) => upgrade(code, 'PKG-SILVER'),
      () => member.deposit('USDT', '100000'),
      undefined,
      // the replay asks for a higher package (the same one is refused before the code is checked)
      (code) => upgrade(code, 'PKG-GOLD'),
    );
  });

  it('point order (its balance)', async () => {
    const productId = await productIdOf(server.db, 'MIN-1TIB');
    await expectCodeKept(
      (code) => placeOrder(server.api, member.auth, { items: [{ productId, quantity: 1 }], method: 'POINT', symbol: 'EV', ...secure, code }, newKey()),
      () => member.deposit('EV', '100000'),
    );
  });

  it('point order (a check after the code: a package held by now)', async () => {
    const productId = await productIdOf(server.db, 'PKG-SILVER');
    await member.deposit('EV', '100000');
    await setPackage(server.db, member.id, 'PKG-GOLD');
    await expectCodeKept(
      (code) => placeOrder(server.api, member.auth, { items: [{ productId, quantity: 1 }], method: 'POINT', symbol: 'EV', ...secure, code }, newKey()),
      () => setPackage(server.db, member.id, null),
      { code: 'PACKAGE_NOT_HIGHER' },
    );
  });

  /**
   * Refused (on its balance, by default) with a right code, then the same code confirms it once `fund` made it
   * possible, then the same code again is refused as used.
   */
  async function expectCodeKept(
    send: (code: string) => Promise<{ status: number; body: any }>,
    fund: () => Promise<unknown>,
    refusal?: Record<string, unknown>,
    replaySend = send,
  ) {
    const code = member.code();
    const failed = await send(code);
    expect(failed.status).toBe(400);
    expect(failed.body).toMatchObject(refusal ?? { code: 'INSUFFICIENT_BALANCE' });
    await fund();
    const done = await send(code);
    expect(done.status).toBeLessThan(300);
    const replay = await replaySend(code);
    expect(replay.status).toBe(400);
    expect(replay.body.errors).toEqual(CODE_USED);
  }
});

describe('a thief replaying a code', () => {
  it('two transfers at once with one code: one goes through, the other is refused as used', async () => {
    const member = await memberWith2fa('tfr');
    await member.deposit('EV', '1000');
    const code = member.code();
    const send = () => post('auth/transaction/transfer', { toUsername: 'demo', amount: '20', ...secure, code }, member.auth);
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body.errors).toEqual(CODE_USED);
  });

  it('a failed try does not re-open a code used by an earlier success', async () => {
    const member = await memberWith2fa('tfo');
    await member.deposit('EV', '100');
    const code = member.code();
    expect((await post('auth/transaction/transfer', { toUsername: 'demo', amount: '20', ...secure, code }, member.auth)).status).toBe(200);
    // the next step's code fails on its balance: it is given back, the used one stays used
    clock.advance(30);
    const next = member.code();
    expect((await post('auth/transaction/transfer', { toUsername: 'demo', amount: '5000', ...secure, code: next }, member.auth)).body.code).toBe('INSUFFICIENT_BALANCE');
    expect((await post('auth/transaction/transfer', { toUsername: 'demo', amount: '20', ...secure, code }, member.auth)).body.errors).toEqual(CODE_USED);
    expect((await post('auth/transaction/transfer', { toUsername: 'demo', amount: '20', ...secure, code: next }, member.auth)).status).toBe(200);
  });

});
