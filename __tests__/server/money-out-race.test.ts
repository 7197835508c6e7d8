/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON and checked by value */
import { eq } from 'drizzle-orm';

import { createApp } from '@/server/app';
import { transactions, users, wallets } from '@/server/db/schema';
import { DEMO_SECURE_PASSWORD } from '@/server/db/seed-data/members';
import type { Database } from '@/server/db/types';
import { toDecimalString } from '@/server/domain/money';
import { creditDeposit } from '@/server/operations/money-operations';

import { postJson } from './helpers/auth';
import { newMember, setSecurePasswordByLink } from './helpers/forms';
import { createTestApp, TEST_API_KEY, testConfig } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { createTestClock } from './helpers/testClock';
import { readyToWithdraw, turnOffSecurityHold } from './helpers/withdrawals';

// The money-out refusals (locked, blocked, hold, KYC) must be read by the money's own transaction: a lock or block
// that lands after an earlier read of the member, before the money moves, must still keep the money where it is.

let server: TestApp;
const clock = createTestClock();
/** Run once, just before the app opens its next transaction: the moment "between an early read and the money's". */
let beforeNextTransaction: (() => Promise<void>) | null = null;
let hookedApi: (path: string, init?: RequestInit) => Promise<Response>;

/** The test database as the app sees it, with a hook on the opening of a transaction. */
function withTransactionHook(db: Database): Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        return async (...args: Parameters<Database['transaction']>) => {
          const hook = beforeNextTransaction;
          beforeNextTransaction = null;
          if (hook) await hook();
          return target.transaction(...args);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

beforeAll(async () => {
  server = await createTestApp({}, { now: clock.now });
  await turnOffSecurityHold(server.db);
  const app = createApp({ db: withTransactionHook(server.db), config: testConfig(), now: clock.now });
  hookedApi = (path, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-api-key', TEST_API_KEY);
    return Promise.resolve(app.request(path, { ...init, headers }));
  };
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function fundedMember(prefix: string, symbol: 'EV' | 'USDT', amount: string) {
  const member = await newMember(server.api, prefix);
  await setSecurePasswordByLink(server.api, server.db, member, DEMO_SECURE_PASSWORD);
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.username, member.username));
  await creditDeposit(server.db, row.id, symbol, amount, `TEST-DEPOSIT-${symbol}`, clock.now());
  return { ...member, id: row.id };
}

async function balanceOf(userId: string, symbol: 'EV' | 'USDT') {
  const rows = await server.db.select({ symbol: wallets.symbol, balance: wallets.balance }).from(wallets).where(eq(wallets.userId, userId));
  return toDecimalString(rows.find((row) => row.symbol === symbol)?.balance ?? '0');
}

async function ledgerTypes(userId: string) {
  const rows = await server.db.select({ type: transactions.type }).from(transactions).where(eq(transactions.userId, userId));
  return rows.map((row) => row.type).sort();
}

const LATE_CHANGES = {
  'money out blocked': { set: (at: Date) => ({ moneyOutBlockedAt: at, moneyOutBlockReason: 'test' }), code: 'MONEY_OUT_BLOCKED' },
  'account locked': { set: (at: Date) => ({ lockedAt: at, lockReason: 'test' }), code: 'ACCOUNT_LOCKED' },
  'held after a security change': {
    set: (at: Date) => ({ moneyOutHeldUntil: new Date(at.getTime() + 3_600_000), moneyOutHoldReason: 'SECURE_PASSWORD_CHANGED' as const }),
    code: 'MONEY_OUT_HELD',
  },
} as const;

describe('a lock, block or hold set after an early read of the member, before the money moves', () => {
  it.each(Object.entries(LATE_CHANGES))('keeps a transfer from moving: %s', async (_case, change) => {
    const sender = await fundedMember('racet', 'EV', '100');
    beforeNextTransaction = async () => {
      await server.db.update(users).set(change.set(clock.now())).where(eq(users.id, sender.id));
    };
    const response = await hookedApi(
      '/api/auth/transaction/transfer',
      postJson({ toUsername: 'demo', amount: '10', securePassword: DEMO_SECURE_PASSWORD }, sender.auth),
    );
    const body = (await response.json()) as any;
    expect([response.status, body.code]).toEqual([403, change.code]);
    expect(await balanceOf(sender.id, 'EV')).toBe('100');
    expect(await ledgerTypes(sender.id)).toEqual(['DEPOSIT']);
  });

  it.each(Object.entries(LATE_CHANGES))('keeps a withdrawal from moving: %s', async (_case, change) => {
    const member = await fundedMember('racew', 'USDT', '100');
    const addressId = await readyToWithdraw(server.db, member.id);
    beforeNextTransaction = async () => {
      await server.db.update(users).set(change.set(clock.now())).where(eq(users.id, member.id));
    };
    const response = await hookedApi(
      '/api/auth/transaction/withdraw',
      postJson({ addressId, amount: '30', securePassword: DEMO_SECURE_PASSWORD }, member.auth),
    );
    const body = (await response.json()) as any;
    expect([response.status, body.code]).toEqual([403, change.code]);
    expect(await balanceOf(member.id, 'USDT')).toBe('100');
    expect(await ledgerTypes(member.id)).toEqual(['DEPOSIT']);
  });

  it('a block committed while the transfer waits for the member row is seen (the row is read locked)', async () => {
    const sender = await fundedMember('racel', 'EV', '100');
    let transfer: Promise<Response> | undefined;
    // The block holds the member's row in its own transaction while the transfer starts; on PostgreSQL the
    // transfer's locked read waits for the block's commit, on PGlite (one connection) everything waits for it.
    await server.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, sender.id)).for('update');
      await tx.update(users).set({ moneyOutBlockedAt: clock.now(), moneyOutBlockReason: 'test' }).where(eq(users.id, sender.id));
      transfer = server.api(
        '/api/auth/transaction/transfer',
        postJson({ toUsername: 'demo', amount: '10', securePassword: DEMO_SECURE_PASSWORD }, sender.auth),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    const response = await transfer!;
    expect([response.status, ((await response.json()) as any).code]).toEqual([403, 'MONEY_OUT_BLOCKED']);
    expect(await balanceOf(sender.id, 'EV')).toBe('100');
  });
});
