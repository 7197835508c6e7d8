import { and, eq, inArray } from 'drizzle-orm';

import type { KeyPage } from '@/contract/envelope';
import type { MiningContract } from '@/contract/mining';
import type { Order } from '@/contract/orders';
import type { WarehouseUnit } from '@/contract/warehouse';
import { miningContracts, orders, products, warehouseUnits } from '@/server/db/schema';

import { newMember } from './helpers/forms';
import { placeOrder, productIdOf } from './helpers/orders';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';
import { giveMiningUnits, userIdOf } from './helpers/warehouse';

/** The warehouse, Order Temp and mining contract lists page by key like the other lists. */

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

interface Answer<T> {
  status: number;
  body: { statusCode: number; data: T; code?: string; errors?: Record<string, string>; fieldCodes?: Record<string, string> };
}

const get = async <T>(path: string, auth: Record<string, string>): Promise<Answer<T>> => {
  const response = await server.api(`/api/${path}`, { headers: auth });
  return { status: response.status, body: await response.json() };
};

/** Every page of a list walked with its cursor: the ids in the order shown and the number of pages. */
async function walk<T extends { _id: string }>(path: string, auth: Record<string, string>, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const query: string = `${path}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const { status, body } = await get<KeyPage<T>>(query, auth);
    expect(status).toBe(200);
    expect(body.data.limit).toBe(limit);
    expect(body.data.items.length).toBeLessThanOrEqual(limit);
    ids.push(...body.data.items.map((item) => item._id));
    cursor = body.data.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { ids, pages };
}

/** Newest first by (created_at, id), as the keyset reads it. */
const newestFirst = (rows: { id: string; createdAt: Date }[]) =>
  [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1)).map((row) => row.id);

async function expectLimitBounds(path: string, auth: Record<string, string>) {
  for (const limit of ['0', '51', '-1', 'abc', '1.5']) {
    const { status, body } = await get(`${path}?limit=${limit}`, auth);
    expect(status).toBe(400);
    expect(body.fieldCodes).toEqual({ limit: 'LIMIT_RULE_50' });
  }
  expect((await get<KeyPage<unknown>>(`${path}?limit=50`, auth)).body.data.limit).toBe(50);
  expect((await get<KeyPage<unknown>>(path, auth)).body.data.limit).toBe(10);
}

async function expectCursorChecked(path: string, auth: Record<string, string>, foreignCursor: string) {
  for (const cursor of ['nonsense', foreignCursor]) {
    const { status, body } = await get(`${path}?cursor=${encodeURIComponent(cursor)}`, auth);
    expect(status).toBe(400);
    expect(body.fieldCodes).toEqual({ cursor: 'INVALID_CURSOR' });
  }
}

/** A mining contract for each unit, created at the given instants (direct rows: the activation is tested elsewhere). */
async function giveContracts(userId: string, unitIds: string[], createdAts: Date[]) {
  const [product] = await server.db.select().from(products).where(eq(products.code, 'MIN-1TIB'));
  const rows = await server.db
    .insert(miningContracts)
    .values(
      unitIds.map((unitId, index) => ({
        userId,
        unitId,
        productId: product.id,
        power: '1',
        dailyReward: '0.02',
        startDate: createdAts[index].toISOString().slice(0, 10),
        endDate: '2099-01-01',
        createdAt: createdAts[index],
      })),
    )
    .returning({ id: miningContracts.id, createdAt: miningContracts.createdAt });
  await server.db.update(warehouseUnits).set({ status: 'MINING' }).where(inArray(warehouseUnits.id, unitIds));
  return rows;
}

describe('auth/warehouse/list pages by key', () => {
  it('walks every unit once, newest first, with the cursor; another member’s units never appear', async () => {
    const member = await newMember(server.api, 'pgwh');
    const id = await userIdOf(server.db, member.username);
    // Three units share one instant: the id breaks the tie and no row is skipped or repeated between pages.
    await giveMiningUnits(server.db, id, [{ code: 'MIN-1TIB', quantity: 3 }], new Date('2030-01-02T00:00:00Z'));
    await giveMiningUnits(server.db, id, [{ code: 'MIN-5TIB', quantity: 2 }], new Date('2030-01-03T00:00:00Z'));
    await giveMiningUnits(server.db, id, [{ code: 'MIN-10TIB', quantity: 2 }], new Date('2030-01-01T00:00:00Z'));
    const other = await newMember(server.api, 'pgwho');
    const otherUnits = await giveMiningUnits(server.db, await userIdOf(server.db, other.username), [{ code: 'MIN-1TIB', quantity: 3 }], new Date('2030-01-02T00:00:00Z'));

    const mine = await server.db.select({ id: warehouseUnits.id, createdAt: warehouseUnits.createdAt }).from(warehouseUnits).where(eq(warehouseUnits.userId, id));
    const { ids, pages } = await walk<WarehouseUnit>('auth/warehouse/list', member.auth, 2);
    expect(ids).toEqual(newestFirst(mine));
    expect(ids).toHaveLength(7);
    expect(pages).toBe(4);
    for (const foreign of otherUnits.unitIds) expect(ids).not.toContain(foreign);

    // The other member's cursor names their own position: it pages their list only, never this member's rows.
    const theirs = await walk<WarehouseUnit>('auth/warehouse/list', other.auth, 1);
    expect(theirs.ids.sort()).toEqual([...otherUnits.unitIds].sort());
  });

  it('bounds the limit (1..50, 10 by default) and refuses a malformed cursor or another list’s', async () => {
    const member = await newMember(server.api, 'pgwhl');
    const id = await userIdOf(server.db, member.username);
    await giveMiningUnits(server.db, id, [{ code: 'MIN-1TIB', quantity: 2 }], new Date('2030-02-01T00:00:00Z'));
    await expectLimitBounds('auth/warehouse/list', member.auth);
    const unitCursor = (await get<KeyPage<unknown>>('auth/warehouse/list?limit=1', member.auth)).body.data.nextCursor as string;
    expect(unitCursor).toEqual(expect.any(String));
    // A warehouse cursor is refused by the order lists, and theirs by the warehouse.
    await expectCursorChecked('auth/order/temp', member.auth, unitCursor);
    await expectCursorChecked('auth/order/list', member.auth, unitCursor);
  });
});

describe('auth/order/temp pages by key', () => {
  it('walks every order awaiting payment once, newest first; completed, cancelled and another member’s are absent', async () => {
    const ids = Object.fromEntries(await Promise.all(['MIN-1TIB', 'MIN-5TIB'].map(async (code) => [code, await productIdOf(server.db, code)])));
    const bank = (code: string) => ({ items: [{ productId: ids[code], quantity: 1 }], method: 'BANK' });
    const member = await newMember(server.api, 'pgtmp');
    const placed: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const { status, body } = await placeOrder(server.api, member.auth, bank(index % 2 ? 'MIN-1TIB' : 'MIN-5TIB'));
      expect(status).toBe(201);
      placed.push((body.data as Order)._id);
    }
    const cancelled = placed[1];
    expect((await server.api(`/api/auth/order/${cancelled}/cancel`, { method: 'POST', headers: member.auth })).status).toBe(200);
    const other = await newMember(server.api, 'pgtmpo');
    const theirs = (await placeOrder(server.api, other.auth, bank('MIN-1TIB'))).body.data as Order;

    const userId = await userIdOf(server.db, member.username);
    const pending = await server.db
      .select({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.status, 'PENDING_PAYMENT')));
    const { ids: walked, pages } = await walk<Order>('auth/order/temp', member.auth, 3);
    expect(walked).toEqual(newestFirst(pending));
    expect(walked).toHaveLength(4);
    expect(pages).toBe(2);
    expect(walked).not.toContain(cancelled);
    expect(walked).not.toContain(theirs._id);

    await expectLimitBounds('auth/order/temp', member.auth);
    const listCursor = (await get<KeyPage<unknown>>('auth/order/list?limit=1', member.auth)).body.data.nextCursor as string;
    await expectCursorChecked('auth/order/temp', member.auth, listCursor);
  });
});

describe('auth/mining/contracts pages by key and filters by from/to', () => {
  it('walks every contract once, newest first, within from..to (UTC days, inclusive); another member’s are absent', async () => {
    const member = await newMember(server.api, 'pgmc');
    const id = await userIdOf(server.db, member.username);
    const units = await giveMiningUnits(server.db, id, [{ code: 'MIN-1TIB', quantity: 6 }], new Date('2031-01-01T00:00:00Z'));
    const days = ['2031-01-02T00:00:00Z', '2031-01-03T23:59:59.999Z', '2031-01-03T10:00:00Z', '2031-01-03T10:00:00Z', '2031-01-04T00:00:00Z', '2031-01-05T08:00:00Z'];
    const contracts = await giveContracts(id, units.unitIds, days.map((day) => new Date(day)));
    const other = await newMember(server.api, 'pgmco');
    const otherId = await userIdOf(server.db, other.username);
    const otherUnits = await giveMiningUnits(server.db, otherId, [{ code: 'MIN-1TIB', quantity: 2 }], new Date('2031-01-01T00:00:00Z'));
    const foreign = await giveContracts(otherId, otherUnits.unitIds, [new Date('2031-01-03T12:00:00Z'), new Date('2031-01-04T12:00:00Z')]);

    const all = await walk<MiningContract>('auth/mining/contracts', member.auth, 2);
    expect(all.ids).toEqual(newestFirst(contracts));
    expect(all.pages).toBe(3);

    const ranged = await walk<MiningContract>('auth/mining/contracts?from=2031-01-03&to=2031-01-04', member.auth, 1);
    const inRange = contracts.filter((row) => row.createdAt >= new Date('2031-01-03T00:00:00Z') && row.createdAt < new Date('2031-01-05T00:00:00Z'));
    expect(inRange).toHaveLength(4);
    expect(ranged.ids).toEqual(newestFirst(inRange));

    expect((await walk<MiningContract>('auth/mining/contracts?from=2031-01-05', member.auth, 10)).ids).toEqual([contracts[5].id]);
    expect((await walk<MiningContract>('auth/mining/contracts?to=2031-01-02', member.auth, 10)).ids).toEqual([contracts[0].id]);
    for (const row of foreign) {
      expect(all.ids).not.toContain(row.id);
      expect(ranged.ids).not.toContain(row.id);
    }
  });

  it('refuses a malformed or reversed range, bounds the limit and checks the cursor', async () => {
    const member = await newMember(server.api, 'pgmcl');
    expect((await get('auth/mining/contracts?from=2031-13-01', member.auth)).body.fieldCodes).toEqual({ from: 'FROM_DATE_FORMAT' });
    expect((await get('auth/mining/contracts?from=2031-01-05&to=2031-01-04', member.auth)).body.fieldCodes).toEqual({ to: 'RANGE_REVERSED' });
    await expectLimitBounds('auth/mining/contracts', member.auth);
    const id = await userIdOf(server.db, member.username);
    await giveMiningUnits(server.db, id, [{ code: 'MIN-1TIB', quantity: 2 }], new Date('2031-02-01T00:00:00Z'));
    const warehouseCursor = (await get<KeyPage<unknown>>('auth/warehouse/list?limit=1', member.auth)).body.data.nextCursor as string;
    await expectCursorChecked('auth/mining/contracts', member.auth, warehouseCursor);
  });
});
