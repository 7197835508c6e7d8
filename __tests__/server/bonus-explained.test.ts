/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON and checked by value */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { and, asc, eq, isNull, sql } from 'drizzle-orm';

import { bonuses } from '@/server/db/schema';
import { bearer, signIn } from './helpers/auth';
import { fundedMember, placeOrder, productIdOf, secure, setPackage, setSponsor, userIdOf } from './helpers/orders';
import { createTestApp, TEST_OPS_TOKEN } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { createTestClock } from './helpers/testClock';

jest.setTimeout(30_000);

let server: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestApp();
  for (const code of ['PKG-STARTER', 'PKG-SILVER', 'PKG-GOLD', 'MIN-1TIB', 'MIN-5TIB']) ids[code] = await productIdOf(server.db, code);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const item = (code: string, quantity = 1) => ({ productId: ids[code], quantity });
const pointOrder = (...items: Array<{ productId: string; quantity: number }>) => ({ items, method: 'POINT', symbol: 'EV', ...secure });
const bankOrder = (...items: Array<{ productId: string; quantity: number }>) => ({ items, method: 'BANK' });

async function get(api: TestApp['api'], url: string, auth: Record<string, string>) {
  const response = await api(`/api/auth/${url}`, { headers: auth });
  return { status: response.status, body: (await response.json()) as any };
}

async function chain(packages: Array<string | null>) {
  const members = [];
  for (const [index, code] of packages.entries()) {
    const member = await fundedMember(server.api, server.db, `bx${index}`, index === packages.length - 1 ? { EV: '100000' } : {});
    if (members.length > 0) await setSponsor(server.db, member.id, members[members.length - 1].id);
    await setPackage(server.db, member.id, code);
    members.push(member);
  }
  return members;
}

describe('a bonus explained', () => {
  it('records the level, rate, base and the package that qualified with each bonus of an order', async () => {
    const [top, level2, level1, buyer] = await chain(['PKG-GOLD', 'PKG-SILVER', 'PKG-STARTER', null]);
    const code = (await placeOrder(server.api, buyer.auth, pointOrder(item('MIN-5TIB')))).body.data.code;
    const rows = await server.db.select().from(bonuses).where(eq(bonuses.orderCode, code)).orderBy(asc(bonuses.level));
    expect(rows.map((row) => [row.userId, row.level, row.rate, row.base, row.sponsorPackageId, row.sponsorBonusLevels])).toEqual([
      [level1.id, 1, '0.100000000000000000', '2400.000000000000000000', ids['PKG-STARTER'], 1],
      [level2.id, 2, '0.050000000000000000', '2400.000000000000000000', ids['PKG-SILVER'], 2],
      [top.id, 3, '0.020000000000000000', '2400.000000000000000000', ids['PKG-GOLD'], 3],
    ]);

    const list = await get(server.api, 'transaction/bonus', level2.auth);
    expect(list.body.data.items[0]).toEqual({
      _id: rows[1].id,
      type: 'LEVEL_2',
      amount: '120',
      fromUsername: buyer.username,
      orderCode: code,
      createdAt: expect.any(String),
      level: 2,
      rate: '0.05',
      base: '2400',
      sponsorPackage: { code: 'PKG-SILVER', name: { vi: expect.any(String), en: expect.any(String) }, bonusLevels: 2 },
    });
  });

  it('keeps the package of the time: a later upgrade does not rewrite why an earlier bonus was paid', async () => {
    const [sponsor, buyer] = await chain(['PKG-STARTER', null]);
    const code = (await placeOrder(server.api, buyer.auth, pointOrder(item('MIN-1TIB')))).body.data.code;
    await setPackage(server.db, sponsor.id, 'PKG-GOLD');
    const detail = await get(server.api, `transaction/bonus/by-order/${code}`, sponsor.auth);
    expect(detail.body.data.sponsorPackage).toMatchObject({ code: 'PKG-STARTER', bonusLevels: 1 });
  });

  it('answers one bonus by its id, its ledger row or its order, to its earner only (another member: 404)', async () => {
    const [level1, buyer] = await chain(['PKG-SILVER', null]);
    const code = (await placeOrder(server.api, buyer.auth, pointOrder(item('MIN-1TIB', 2)))).body.data.code;
    const [row] = await server.db.select().from(bonuses).where(eq(bonuses.orderCode, code));
    const expected = {
      _id: row.id,
      transactionId: String(row.transactionId),
      type: 'DIRECT',
      amount: '100',
      fromUsername: buyer.username,
      orderCode: code,
      level: 1,
      rate: '0.1',
      base: '1000',
      sponsorPackage: { code: 'PKG-SILVER', bonusLevels: 2 },
    };
    for (const url of [`bonus/${row.id}`, `bonus/${row.id.toUpperCase()}`, `bonus/by-transaction/${row.transactionId}`, `bonus/by-order/${code.toLowerCase()}`]) {
      const answer = await get(server.api, `transaction/${url}`, level1.auth);
      expect([url, answer.status]).toEqual([url, 200]);
      expect(answer.body.data).toMatchObject(expected);
    }

    // The buyer (and anyone else) asking for it by any key, and malformed keys: not found, nothing told.
    for (const url of [`bonus/${row.id}`, `bonus/by-transaction/${row.transactionId}`, `bonus/by-order/${code}`, 'bonus/not-a-uuid', 'bonus/by-transaction/1e3', 'bonus/by-order/%27%20or%201=1']) {
      const answer = await get(server.api, `transaction/${url}`, buyer.auth);
      expect([url, answer.status, answer.body.code]).toEqual([url, 404, 'BONUS_NOT_FOUND']);
    }
    expect((await server.api(`/api/auth/transaction/bonus/${row.id}`)).status).toBe(401);
  });

  it("shows the facts of the demo world's seeded bonus", async () => {
    const demo = bearer((await signIn(server.api)).accessToken);
    const from = new Date(Date.now() - 300 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const list = await get(server.api, `transaction/bonus?from=${from}&limit=50`, demo);
    expect(list.status).toBe(200);
    const items: any[] = list.body.data.items;
    expect(items.length).toBeGreaterThan(0);
    for (const entry of items) {
      expect(entry).toMatchObject({ level: expect.any(Number), rate: expect.any(String), base: expect.any(String), sponsorPackage: { code: expect.any(String) } });
      expect(Number(entry.base) * Number(entry.rate)).toBeCloseTo(Number(entry.amount), 10);
    }
    const fromTeamOrder = items.find((entry) => entry.orderCode !== null);
    expect(fromTeamOrder).toBeDefined();
    const detail = await get(server.api, `transaction/bonus/${fromTeamOrder._id}`, demo);
    expect(detail.body.data).toMatchObject({ orderCode: fromTeamOrder.orderCode, fromUsername: expect.any(String), level: expect.any(Number) });
  });

  it('migration 0022 fills the facts of bonuses paid before it where they can be derived', async () => {
    const [sponsor, buyer] = await chain(['PKG-SILVER', null]);
    const code = (await placeOrder(server.api, buyer.auth, pointOrder(item('MIN-1TIB')))).body.data.code;
    const [downgraded, otherBuyer] = await chain(['PKG-STARTER', null]);
    const otherCode = (await placeOrder(server.api, otherBuyer.auth, pointOrder(item('MIN-1TIB', 2)))).body.data.code;
    await setPackage(server.db, downgraded.id, null);
    await server.db.update(bonuses).set({ level: null, rate: null, base: null, sponsorPackageId: null, sponsorBonusLevels: null });

    const migration = readFileSync(path.join(process.cwd(), 'server/db/migrations/0022_bonus_explained.sql'), 'utf8');
    const updates = migration.split('--> statement-breakpoint').filter((part) => /^\s*(--[^\n]*\n\s*)*UPDATE/.test(part));
    expect(updates).toHaveLength(3);
    for (const statement of updates) await server.db.execute(sql.raw(statement));

    const facts = async (userId: string, orderCode: string) => {
      const [row] = await server.db.select().from(bonuses).where(and(eq(bonuses.userId, userId), eq(bonuses.orderCode, orderCode)));
      return [row.level, row.rate, row.base, row.sponsorPackageId, row.sponsorBonusLevels];
    };
    expect(await facts(sponsor.id, code)).toEqual([1, '0.100000000000000000', '500.000000000000000000', ids['PKG-SILVER'], 2]);
    // The package of the time is not known any more: left empty rather than guessed.
    expect(await facts(downgraded.id, otherCode)).toEqual([1, '0.100000000000000000', '1000.000000000000000000', null, null]);
    // Without an order (the seed's history): the base its amount implies.
    const demoId = await userIdOf(server.db, 'demo');
    const seeded = await server.db.select().from(bonuses).where(and(eq(bonuses.userId, demoId), isNull(bonuses.orderCode)));
    expect(seeded.length).toBeGreaterThan(0);
    for (const row of seeded) expect(Number(row.base) * Number(row.rate)).toBeCloseTo(Number(row.amount), 10);
  });
});

describe('an order timeline', () => {
  const steps = (order: any) => order.timeline.map((step: any) => [step.step, step.at]);

  it('a POINT order: created, paid and completed at once', async () => {
    const clock = createTestClock({ frozenAt: new Date('2026-05-01T08:00:00.000Z') });
    const app = server.variant({}, { now: clock.now });
    const member = await fundedMember(app.api, server.db, 'tlp', { EV: '10000' });
    const order = (await placeOrder(app.api, member.auth, pointOrder(item('MIN-1TIB')))).body.data;
    const at = '2026-05-01T08:00:00.000Z';
    expect(steps(order)).toEqual([['CREATED', at], ['PAID', at], ['COMPLETED', at]]);
  });

  it('a BANK order: created, then confirmed and completed when its transfer is confirmed', async () => {
    const clock = createTestClock({ frozenAt: new Date('2026-05-01T08:00:00.000Z') });
    const app = server.variant({}, { now: clock.now });
    const member = await fundedMember(app.api, server.db, 'tlb');
    const order = (await placeOrder(app.api, member.auth, bankOrder(item('MIN-1TIB')))).body.data;
    expect(steps(order)).toEqual([['CREATED', '2026-05-01T08:00:00.000Z']]);
    clock.advance(2 * 60 * 60);
    const confirm = await app.app.request(`/api/ops/order/${order.code}/confirm`, { method: 'POST', headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` } });
    expect(confirm.status).toBe(200);
    const auth = bearer((await signIn(app.api, member.username)).accessToken);
    const read = await get(app.api, `order/${order._id}`, auth);
    expect(steps(read.body.data)).toEqual([
      ['CREATED', '2026-05-01T08:00:00.000Z'],
      ['CONFIRMED', '2026-05-01T10:00:00.000Z'],
      ['COMPLETED', '2026-05-01T10:00:00.000Z'],
    ]);
  });

  it('a cancelled and an expired BANK order, with their times, in the orders list too', async () => {
    const clock = createTestClock({ frozenAt: new Date('2026-05-02T08:00:00.000Z') });
    const app = server.variant({}, { now: clock.now });
    const member = await fundedMember(app.api, server.db, 'tlc');
    const cancelled = (await placeOrder(app.api, member.auth, bankOrder(item('MIN-1TIB')))).body.data;
    const expiring = (await placeOrder(app.api, member.auth, bankOrder(item('MIN-1TIB')))).body.data;
    clock.advance(30 * 60);
    const signedIn = bearer((await signIn(app.api, member.username)).accessToken);
    expect((await app.api(`/api/auth/order/${cancelled._id}/cancel`, { method: 'POST', headers: signedIn })).status).toBe(200);
    clock.advance(25 * 60 * 60);
    const auth = bearer((await signIn(app.api, member.username)).accessToken);
    const list = await get(app.api, 'order/list', auth);
    const byId = new Map<string, any>(list.body.data.items.map((order: any) => [order._id, order]));
    expect(steps(byId.get(cancelled._id))).toEqual([
      ['CREATED', '2026-05-02T08:00:00.000Z'],
      ['CANCELLED', '2026-05-02T08:30:00.000Z'],
    ]);
    expect(steps(byId.get(expiring._id))).toEqual([
      ['CREATED', '2026-05-02T08:00:00.000Z'],
      ['EXPIRED', '2026-05-03T08:00:00.000Z'],
    ]);
  });
});
