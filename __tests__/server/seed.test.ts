import { and, asc, eq, sql } from 'drizzle-orm';

import { seedIfEmpty } from '@/server/db/seed';
import {
  DEMO_2FA_TOTP_SECRET,
  DEMO_PASSWORD,
  DEMO_SECURE_PASSWORD,
} from '@/server/db/seed-data/members';
import { kycDocuments, settings, transactions, users, wallets } from '@/server/db/schema';
import { sumAmounts, toDecimalString } from '@/server/domain/money';
import { verifyPassword } from '@/server/domain/password';

import { createTestDatabase } from './helpers/testDatabase';
import type { TestDatabase } from './helpers/testDatabase';

let database: TestDatabase;
const db = () => database.handle.db;

beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);

afterAll(async () => {
  await database?.dispose();
});

async function member(username: string) {
  const [user] = await db().select().from(users).where(eq(users.username, username));
  return user;
}

describe('seed', () => {
  it('creates demo: leader, KYC approved, no 2FA', async () => {
    const demo = await member('demo');
    expect(demo).toMatchObject({
      email: 'demo@example.com',
      isLeader: true,
      kycStatus: 'APPROVED',
      is2FAEnabled: false,
      totpSecret: null,
      sponsorId: null,
    });
  });

  it("records demo's approved identity document, without image files", async () => {
    const demo = await member('demo');
    const rows = await db().select().from(kycDocuments);
    expect(rows).toEqual([
      expect.objectContaining({
        userId: demo.id,
        documentType: 'ID_CARD',
        documentNumber: '079123456789',
        frontFile: null,
        backFile: null,
        selfieFile: null,
        rejectReason: null,
      }),
    ]);
  });

  it('creates demo2fa with 2FA on, its fixed TOTP secret, sponsored by demo', async () => {
    const [demo, demo2fa] = [await member('demo'), await member('demo2fa')];
    expect(demo2fa).toMatchObject({ is2FAEnabled: true, totpSecret: DEMO_2FA_TOTP_SECRET, sponsorId: demo.id });
    expect(DEMO_2FA_TOTP_SECRET).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('stores salted password hashes that verify, never the passwords', async () => {
    const [demo, demo2fa] = [await member('demo'), await member('demo2fa')];
    for (const user of [demo, demo2fa]) {
      expect(user.passwordHash).not.toContain(DEMO_PASSWORD);
      expect(user.securePasswordHash).not.toContain(DEMO_SECURE_PASSWORD);
      await expect(verifyPassword(DEMO_PASSWORD, user.passwordHash)).resolves.toBe(true);
      await expect(verifyPassword(DEMO_SECURE_PASSWORD, user.securePasswordHash ?? '')).resolves.toBe(true);
      await expect(verifyPassword(DEMO_SECURE_PASSWORD, user.passwordHash)).resolves.toBe(false);
    }
    expect(demo.passwordHash).not.toBe(demo2fa.passwordHash);
  });

  it('gives each member USDT, EV and EC wallets whose balance is the sum of their DEPOSIT ledger rows', async () => {
    const rows = await db().select().from(wallets).orderBy(asc(wallets.userId), asc(wallets.symbol));
    expect(rows).toHaveLength(6);
    for (const wallet of rows) {
      const ledger = await db()
        .select()
        .from(transactions)
        .where(and(eq(transactions.userId, wallet.userId), eq(transactions.symbol, wallet.symbol)))
        .orderBy(asc(transactions.id));
      expect(ledger.length).toBeGreaterThan(0);
      expect(ledger.every((row) => row.type === 'DEPOSIT' && row.status === 'COMPLETED')).toBe(true);
      expect(sumAmounts(ledger.map((row) => row.amount))).toBe(toDecimalString(wallet.balance));
      expect(toDecimalString(ledger[ledger.length - 1].balanceAfter)).toBe(toDecimalString(wallet.balance));
    }
    const demo = await member('demo');
    const usdt = rows.find((w) => w.userId === demo.id && w.symbol === 'USDT');
    expect(toDecimalString(usdt!.balance)).toBe('1250.5');
  });

  it('does nothing on a database that already has data', async () => {
    const before = await db().select({ count: sql<number>`count(*)::int` }).from(users);
    await expect(seedIfEmpty(db())).resolves.toBe(false);
    const after = await db().select({ count: sql<number>`count(*)::int` }).from(users);
    expect(after).toEqual(before);
    const [{ count }] = await db().select({ count: sql<number>`count(*)::int` }).from(settings);
    expect(count).toBe(12);
  });
});

describe('wallet balance check', () => {
  const failure = (error: unknown) => {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ''}`;
  };

  it('refuses a balance below zero', async () => {
    const demo = await member('demo');
    const overdraw = db()
      .update(wallets)
      .set({ balance: sql`${wallets.balance} - 1000000` })
      .where(and(eq(wallets.userId, demo.id), eq(wallets.symbol, 'EC')));
    const error = await overdraw.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(failure(error)).toMatch(/wallets_balance_non_negative/);
  });

  it('rolls back the ledger row of a refused debit in the same transaction', async () => {
    const demo = await member('demo');
    const countLedger = async () =>
      (await db().select({ count: sql<number>`count(*)::int` }).from(transactions).where(eq(transactions.userId, demo.id)))[0]
        .count;
    const before = await countLedger();
    const debit = db().transaction(async (tx) => {
      await tx.insert(transactions).values({
        userId: demo.id,
        symbol: 'EV',
        type: 'WITHDRAW',
        amount: '-999999',
        balanceAfter: '0',
      });
      await tx
        .update(wallets)
        .set({ balance: sql`${wallets.balance} - 999999` })
        .where(and(eq(wallets.userId, demo.id), eq(wallets.symbol, 'EV')));
    });
    await expect(debit).rejects.toBeDefined();
    expect(await countLedger()).toBe(before);
  });
});
