import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import { teamSummary } from '@/server/db/network';
import { seedSettings } from '@/server/db/seed-data/settings';
import { seedDemoWorldIfEmpty, seedReferenceData } from '@/server/operations/seed';
import {
  seedMembers,
  DEMO_2FA_TOTP_SECRET,
  DEMO_PASSWORD,
  DEMO_SECURE_PASSWORD,
} from '@/server/db/seed-data/members';
import {
  alertDeliveries,
  bonuses,
  kycDocuments,
  notifications,
  miningContracts,
  miningRewards,
  orders,
  products,
  settings,
  transactions,
  users,
  wallets,
  securityTokens,
  warehouseUnits,
  withdrawAddresses,
  withdrawals,
} from '@/server/db/schema';
import { SEED_APPROVED_TX_HASH, SEED_NEW_ADDRESS, SEED_USABLE_ADDRESS } from '@/server/db/seed-data/history';
import { addDays, daysOf, utcDate } from '@/server/domain/history';
import { sumAmounts, toDecimalString } from '@/server/domain/money';
import { rankOf } from '@/server/domain/network';
import { verifyPassword } from '@/server/domain/password';

import { createTestDatabase } from './helpers/testDatabase';
import type { TestDatabase } from './helpers/testDatabase';

let database: TestDatabase;
const db = () => database.handle.db;

// The copy every server test file starts from is the demo world exactly as seedDatabase leaves an empty database
// (jest's global set-up runs it once; without that set-up, createTestDatabase runs it here).
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
  it('creates demo: leader, KYC approved, no 2FA, an anti-phishing code, Vietnamese mails', async () => {
    const demo = await member('demo');
    expect(demo).toMatchObject({
      email: 'demo@example.com',
      isLeader: true,
      kycStatus: 'APPROVED',
      is2FAEnabled: false,
      totpSecret: null,
      sponsorId: null,
      antiPhishingPhrase: 'Hoa sen xanh 2026',
      language: 'vi-VN',
    });
  });

  it("records demo's approved identity document, without image files", async () => {
    const demo = await member('demo');
    const rows = await db().select().from(kycDocuments).where(eq(kycDocuments.userId, demo.id));
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

  it('gives each member USDT, EV and EC wallets whose balance is the sum of their ledger rows (ledger invariant)', async () => {
    const rows = await db().select().from(wallets).orderBy(asc(wallets.userId), asc(wallets.symbol));
    expect(rows).toHaveLength(seedMembers.length * 3);
    for (const wallet of rows) {
      const ledger = await db()
        .select()
        .from(transactions)
        .where(and(eq(transactions.userId, wallet.userId), eq(transactions.symbol, wallet.symbol)))
        .orderBy(asc(transactions.id));
      expect(ledger.length).toBeGreaterThan(0);
      expect(ledger[0].type).toBe('DEPOSIT');
      // Only demo's withdrawals leave rows that are not COMPLETED (pending, rejected, cancelled: see below).
      const unfinished = ledger.filter((row) => row.status !== 'COMPLETED');
      expect(unfinished.every((row) => row.reference?.startsWith('WD-'))).toBe(true);
      expect(sumAmounts(ledger.map((row) => row.amount))).toBe(toDecimalString(wallet.balance));
      // every row's balanceAfter is the running sum, in id order, and ids follow time
      let running = '0';
      for (const [index, row] of ledger.entries()) {
        running = sumAmounts([running, row.amount]);
        expect(toDecimalString(row.balanceAfter)).toBe(running);
        if (index > 0) expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(ledger[index - 1].createdAt.getTime());
      }
    }
    const balances = async (username: string) => {
      const user = await member(username);
      return Object.fromEntries(rows.filter((w) => w.userId === user.id).map((w) => [w.symbol, toDecimalString(w.balance)]));
    };
    expect(await balances('demo')).toEqual({ USDT: '1123.5', EV: '6250.75', EC: '42.123456' });
    expect(await balances('demo2fa')).toEqual({ USDT: '300', EV: '800', EC: '5.5' });
    expect(await balances('lan')).toEqual({ USDT: '100', EV: '650', EC: '0.5' });
    expect(await balances('minh')).toEqual({ USDT: '100', EV: '600', EC: '0.5' });
    expect(await balances('tuan')).toEqual({ USDT: '100', EV: '500', EC: '0.5' });
    expect(await balances('hoa')).toEqual({ USDT: '100', EV: '500', EC: '0.5' });
  });

  it("seeds demo's history through the domain functions: bonuses over the last 20 days, a swap, a transfer to demo2fa", async () => {
    const demo = await member('demo');
    const demo2fa = await member('demo2fa');
    const ledger = await db().select().from(transactions).where(eq(transactions.userId, demo.id)).orderBy(asc(transactions.id));
    const types = new Set(ledger.map((row) => row.type));
    expect([...types].sort()).toEqual(['BONUS', 'DEPOSIT', 'FEE', 'MINING_REWARD', 'ORDER_PAYMENT', 'SWAP_IN', 'SWAP_OUT', 'TRANSFER_OUT', 'WITHDRAW']);
    const allEntries = await db().select().from(bonuses).where(eq(bonuses.userId, demo.id));
    expect(allEntries).toHaveLength(15);
    expect(sumAmounts(allEntries.map((b) => b.amount))).toBe('2100');
    const bonusRows = ledger.filter((row) => row.type === 'BONUS');
    expect(bonusRows.map((row) => row.id).sort()).toEqual(allEntries.map((b) => b.transactionId).sort());
    const entries = allEntries.filter((b) => b.fromUserId === demo2fa.id);
    expect(entries).toHaveLength(12);
    expect(sumAmounts(entries.map((b) => b.amount))).toBe('1030');
    const ages = entries.map((b) => (Date.now() - b.createdAt.getTime()) / 86_400_000);
    expect(Math.max(...ages)).toBeLessThan(21);
    expect(Math.min(...ages)).toBeGreaterThan(0.5);
    const swap = ledger.filter((row) => row.type === 'SWAP_OUT' || row.type === 'SWAP_IN' || (row.type === 'FEE' && row.reference?.startsWith('SW-')));
    expect(swap.map((row) => [row.type, row.symbol, toDecimalString(row.amount)])).toEqual([
      ['SWAP_OUT', 'USDT', '-100'],
      ['FEE', 'USDT', '-0.5'],
      ['SWAP_IN', 'EV', '1000'],
    ]);
    expect(new Set(swap.map((row) => row.reference)).size).toBe(1);
    const transferIn = await db().select().from(transactions).where(and(eq(transactions.userId, demo2fa.id), eq(transactions.type, 'TRANSFER_IN')));
    expect(transferIn.map((row) => toDecimalString(row.amount))).toEqual(['200']);
    const transferOut = ledger.filter((row) => row.reference === transferIn[0].reference);
    expect(transferOut.map((row) => [row.type, toDecimalString(row.amount)])).toEqual([
      ['TRANSFER_OUT', '-200'],
      ['FEE', '-1'],
    ]);
  });

  it("gives demo orders in every state, the Gold package, warehouse units and a mining contract with its rewards", async () => {
    const demo = await member('demo');
    const demoOrders = await db().select().from(orders).where(eq(orders.userId, demo.id)).orderBy(asc(orders.createdAt));
    expect(demoOrders.map((order) => [order.method, order.symbol, order.status])).toEqual([
      ['BANK', null, 'COMPLETED'],
      ['POINT', 'EV', 'COMPLETED'],
      ['BANK', null, 'CANCELLED'],
      ['BANK', null, 'EXPIRED'],
      ['BANK', null, 'PENDING_PAYMENT'],
    ]);
    const [gold, mining, cancelled, expired, pending] = demoOrders;
    const [goldPackage] = await db().select().from(products).where(eq(products.code, 'PKG-GOLD'));
    expect(demo.packageId).toBe(goldPackage.id);
    expect(gold).toMatchObject({ paymentReference: 'OPS', completedAt: expect.any(Date) });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(Date.now() - expired.createdAt.getTime()).toBeGreaterThan(24 * 3_600_000);
    expect(Date.now() - pending.createdAt.getTime()).toBeLessThan(3_600_000);
    expect(pending.expiresAt?.getTime()).toBeGreaterThan(Date.now());

    const payment = await db().select().from(transactions).where(eq(transactions.type, 'ORDER_PAYMENT'));
    expect(payment.map((row) => [row.userId, row.symbol, toDecimalString(row.amount), row.reference])).toEqual([[demo.id, 'EV', '-1000', mining.code]]);

    const units = await db().select().from(warehouseUnits).where(eq(warehouseUnits.userId, demo.id)).orderBy(asc(warehouseUnits.status));
    expect(units.map((unit) => [unit.orderId, unit.status])).toEqual([
      [mining.id, 'IN_STOCK'],
      [mining.id, 'MINING'],
    ]);
    const active = units[1];
    const [contract] = await db().select().from(miningContracts).where(eq(miningContracts.unitId, active.id));
    const daysAgo = (Date.now() - (active.activatedAt?.getTime() ?? 0)) / 86_400_000;
    expect(daysAgo).toBeGreaterThan(6.9);
    expect(daysAgo).toBeLessThan(7.1);
    expect(contract).toMatchObject({ userId: demo.id, startDate: utcDate(active.activatedAt ?? new Date()) });
    expect(contract.endDate).toBe(addDays(contract.startDate, 540));

    const rewards = await db().select().from(miningRewards).where(eq(miningRewards.contractId, contract.id)).orderBy(asc(miningRewards.day));
    expect(rewards.map((reward) => [reward.day, toDecimalString(reward.amount)])).toEqual(
      daysOf(contract.startDate, addDays(contract.startDate, 6)).map((day) => [day, '0.02']),
    );
    const rewardRows = await db()
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, demo.id), eq(transactions.type, 'MINING_REWARD')))
      .orderBy(asc(transactions.id));
    expect(rewardRows.map((row) => [row.id, row.symbol, row.reference])).toEqual(
      rewards.map((reward) => [reward.transactionId, 'EC', `MN-${reward.day}`]),
    );
  });

  it("gives demo a team three levels deep (lan and tuan, minh under lan, hoa under minh) with the password Demo@12345", async () => {
    const [demo, demo2fa, lan, tuan, minh, hoa] = await Promise.all(['demo', 'demo2fa', 'lan', 'tuan', 'minh', 'hoa'].map(member));
    expect([demo2fa, lan, tuan].map((user) => user.sponsorId)).toEqual([demo.id, demo.id, demo.id]);
    expect(minh.sponsorId).toBe(lan.id);
    expect(hoa.sponsorId).toBe(minh.id);
    const team = [lan, tuan, minh, hoa];
    for (const user of team) {
      expect(user).toMatchObject({ is2FAEnabled: false, totpSecret: null, isLeader: false });
      await expect(verifyPassword(DEMO_PASSWORD, user.passwordHash)).resolves.toBe(true);
      await expect(verifyPassword(DEMO_SECURE_PASSWORD, user.securePasswordHash ?? '')).resolves.toBe(true);
    }
    const everyone = [demo, demo2fa, ...team];
    for (const field of ['email', 'phone', 'referralCode'] as const) {
      expect(new Set(everyone.map((user) => user[field])).size).toBe(everyone.length);
    }
    expect(lan.createdAt.getTime()).toBeLessThan(tuan.createdAt.getTime());
    expect(demo.createdAt.getTime()).toBeLessThan(lan.createdAt.getTime());
  }, 30_000);

  it("tells demo's team alerts in the portal: each member joining up to three levels down, the team's purchases; no e-mail or push for the past", async () => {
    const demo = await member('demo');
    const rows = await db().select().from(notifications).where(eq(notifications.userId, demo.id)).orderBy(asc(notifications.createdAt));
    const joined = rows.filter((row) => row.type === 'TEAM_MEMBER_JOINED').map((row) => row.params);
    expect(joined).toEqual([
      { fromUsername: 'demo2fa', level: '1' },
      { fromUsername: 'lan', level: '1' },
      { fromUsername: 'tuan', level: '1' },
      { fromUsername: 'minh', level: '2' },
      { fromUsername: 'hoa', level: '3' },
    ]);
    expect(rows.filter((row) => row.type === 'TEAM_PURCHASE').length).toBeGreaterThan(0);
    expect(await db().select().from(alertDeliveries)).toEqual([]);
  });

  it("completes the team's orders through the order code, so demo's bonus and team volume are real", async () => {
    const [demo, lan, tuan, minh, hoa] = await Promise.all(['demo', 'lan', 'tuan', 'minh', 'hoa'].map(member));
    const completed = await db()
      .select({ userId: orders.userId, code: orders.code, total: orders.total, method: orders.method, paymentReference: orders.paymentReference })
      .from(orders)
      .where(and(inArray(orders.userId, [lan.id, tuan.id, minh.id, hoa.id]), eq(orders.status, 'COMPLETED')))
      .orderBy(asc(orders.createdAt));
    expect(completed.map((order) => [order.userId, toDecimalString(order.total), order.method, order.paymentReference])).toEqual([
      [lan.id, '1000', 'BANK', 'OPS'],
      [minh.id, '100', 'BANK', 'OPS'],
      [hoa.id, '100', 'BANK', 'OPS'],
    ]);
    const [gold, starter] = await Promise.all(['PKG-GOLD', 'PKG-STARTER'].map(async (code) => (await db().select().from(products).where(eq(products.code, code)))[0]));
    expect([lan.packageId, minh.packageId, tuan.packageId, hoa.packageId]).toEqual([gold.id, starter.id, null, null]);

    const paid = await db()
      .select({ userId: bonuses.userId, type: bonuses.type, amount: bonuses.amount, orderCode: bonuses.orderCode })
      .from(bonuses)
      .where(inArray(bonuses.orderCode, completed.map((order) => order.code)));
    const byOrder = (code: string) =>
      paid
        .filter((bonus) => bonus.orderCode === code)
        .map((bonus) => [bonus.userId, bonus.type, toDecimalString(bonus.amount)])
        .sort((a, b) => String(a[1]).localeCompare(String(b[1])));
    expect(byOrder(completed[0].code)).toEqual([[demo.id, 'DIRECT', '1000']]);
    expect(byOrder(completed[1].code)).toEqual([
      [lan.id, 'DIRECT', '100'],
      [demo.id, 'LEVEL_2', '50'],
    ]);
    expect(byOrder(completed[2].code)).toEqual([
      [minh.id, 'DIRECT', '100'],
      [lan.id, 'LEVEL_2', '50'],
      [demo.id, 'LEVEL_3', '20'],
    ]);
    await expect(teamSummary(db(), demo.id)).resolves.toEqual({ directCount: 3, teamSize: 5, teamVolume: '1200' });
    await expect(teamSummary(db(), lan.id)).resolves.toEqual({ directCount: 1, teamSize: 2, teamVolume: '200' });
    expect(rankOf('1200')).toBe('BRONZE');
  });

  it("gives demo two book addresses (one usable, one in its delay) and withdrawals in every state, made by the operations", async () => {
    const demo = await member('demo');
    const book = await db().select().from(withdrawAddresses).where(eq(withdrawAddresses.userId, demo.id)).orderBy(asc(withdrawAddresses.createdAt));
    const now = Date.now();
    expect(book.map((entry) => [entry.address, entry.label, entry.source, entry.removedAt])).toEqual([
      [SEED_USABLE_ADDRESS.address, 'Binance', 'MEMBER', null],
      [SEED_NEW_ADDRESS.address, 'Ledger', 'MEMBER', null],
    ]);
    const [usable, fresh] = book;
    expect(usable.usableAt?.getTime()).toBeLessThan(now);
    expect(fresh.confirmedAt?.getTime()).toBeLessThanOrEqual(now);
    expect(fresh.usableAt?.getTime()).toBeGreaterThan(now + 23 * 3_600_000);
    // Each was confirmed by its link, used once.
    const links = await db().select().from(securityTokens).where(and(eq(securityTokens.userId, demo.id), eq(securityTokens.purpose, 'WITHDRAW_ADDRESS')));
    expect(links.map((link) => [link.subjectId, link.usedAt !== null]).sort()).toEqual([[usable.id, true], [fresh.id, true]].sort());

    const records = await db().select().from(withdrawals).where(eq(withdrawals.userId, demo.id)).orderBy(asc(withdrawals.createdAt));
    expect(records.map((w) => [w.status, toDecimalString(w.amount), toDecimalString(w.fee), w.addressId, w.addressLabel, w.chainId])).toEqual([
      ['APPROVED', '100', '1', usable.id, 'Binance', 97],
      ['REJECTED', '50', '1', usable.id, 'Binance', 97],
      ['CANCELLED', '30', '1', usable.id, 'Binance', 97],
      ['PENDING', '25', '1', usable.id, 'Binance', 97],
    ]);
    const [approved, rejected, cancelled, pending] = records;
    expect(approved.txHash).toBe(SEED_APPROVED_TX_HASH);
    expect(rejected.reason).toMatch(/support/);
    expect(cancelled.decidedAt).not.toBeNull();
    expect(pending.decidedAt).toBeNull();
    const rowsOf = async (reference: string) =>
      (await db().select().from(transactions).where(eq(transactions.reference, reference)).orderBy(asc(transactions.id))).map((row) => [
        row.type,
        toDecimalString(row.amount),
        row.status,
      ]);
    expect(await rowsOf(approved.reference)).toEqual([['WITHDRAW', '-100', 'COMPLETED'], ['FEE', '-1', 'COMPLETED']]);
    expect(await rowsOf(cancelled.reference)).toEqual([
      ['WITHDRAW', '-30', 'CANCELLED'],
      ['FEE', '-1', 'CANCELLED'],
      ['WITHDRAW', '30', 'COMPLETED'],
      ['FEE', '1', 'COMPLETED'],
    ]);
    expect(await rowsOf(pending.reference)).toEqual([['WITHDRAW', '-25', 'PENDING'], ['FEE', '-1', 'PENDING']]);
    // No hold on demo, KYC approved: demo can withdraw to the usable address at once.
    expect(demo.moneyOutHeldUntil).toBeNull();
  });

  it('gives the operator console work: two KYC submissions under review, pending withdrawals and bank orders awaiting payment', async () => {
    const [thule, khoa, linh, namtran, demo] = await Promise.all(['thule', 'khoa', 'linh', 'namtran', 'demo'].map(member));
    expect([thule, khoa].map((user) => user.kycStatus)).toEqual(['PENDING', 'PENDING']);
    const submissions = await db().select().from(kycDocuments).where(inArray(kycDocuments.userId, [thule.id, khoa.id]));
    expect(submissions).toHaveLength(2);
    expect(submissions.every((row) => row.reviewedAt === null && row.submittedAt < new Date())).toBe(true);
    const pending = await db().select().from(withdrawals).where(eq(withdrawals.status, 'PENDING'));
    expect(pending.map((row) => row.userId).sort()).toEqual([demo.id, linh.id, namtran.id].sort());
    const awaiting = await db().select().from(orders).where(and(eq(orders.status, 'PENDING_PAYMENT'), eq(orders.method, 'BANK')));
    expect(awaiting.map((row) => row.userId).sort()).toEqual([demo.id, linh.id, namtran.id].sort());
    expect([linh, namtran].map((user) => user.kycStatus)).toEqual(['APPROVED', 'APPROVED']);
  });

  it('does nothing on a database that already has data', async () => {
    const before = await db().select({ count: sql<number>`count(*)::int` }).from(users);
    await expect(seedReferenceData(db())).resolves.toBe(false);
    await expect(seedDemoWorldIfEmpty(db())).resolves.toBe(false);
    const after = await db().select({ count: sql<number>`count(*)::int` }).from(users);
    expect(after).toEqual(before);
    const [{ count }] = await db().select({ count: sql<number>`count(*)::int` }).from(settings);
    expect(count).toBe(seedSettings.length);
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
