/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read as loose JSON and checked by value */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';

import { bonuses, notifications, orders, transactions } from '@/server/db/schema';

import { bearer, signIn } from './helpers/auth';
import { newMember } from './helpers/forms';
import { userIdOf } from './helpers/orders';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

type Auth = Record<string, string>;

async function get(path: string, auth: Auth) {
  const response = await server.api(`/api/auth/${path}`, { headers: auth });
  return { status: response.status, body: (await response.json()) as any };
}

/** Every page of a list, following nextCursor from the first page; the ids in the order answered. */
async function walk(path: string, auth: Auth, idOf: (item: any) => string = (item) => item._id) {
  const ids: string[] = [];
  const sizes: number[] = [];
  const separator = path.includes('?') ? '&' : '?';
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const { status, body } = await get(cursor ? `${path}${separator}cursor=${cursor}` : path, auth);
    expect(status).toBe(200);
    expect(Object.keys(body.data)).toEqual(expect.arrayContaining(['items', 'limit', 'nextCursor']));
    expect(body.data).not.toHaveProperty('total');
    expect(body.data).not.toHaveProperty('page');
    ids.push(...body.data.items.map(idOf));
    sizes.push(body.data.items.length);
    cursor = body.data.nextCursor;
    if (cursor === null) return { ids, sizes };
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  }
  throw new Error(`${path}: more than 100 pages`);
}

/** Three rows per instant (ties), a few to the microsecond within one millisecond. */
const instantOf = (index: number) => sql`timestamptz '2026-03-01 10:00:00+00' + ${Math.floor(index / 3)} * interval '1 minute'`;
const MICRO_INSTANTS = [sql`timestamptz '2026-03-01 09:00:00.000500+00'`, sql`timestamptz '2026-03-01 09:00:00.000900+00'`];

let member: { id: string; auth: Auth };

beforeAll(async () => {
  const fresh = await newMember(server.api, 'keyset');
  member = { id: await userIdOf(server.db, fresh.username), auth: fresh.auth };
  const symbols = ['USDT', 'EV', 'EC'] as const;
  const ledger = await server.db
    .insert(transactions)
    .values([
      ...Array.from({ length: 57 }, (_, i) => ({
        userId: member.id,
        symbol: symbols[i % 3],
        type: i % 2 === 0 ? ('BONUS' as const) : ('FEE' as const),
        amount: '1',
        balanceAfter: '1',
        createdAt: instantOf(i),
      })),
      ...MICRO_INSTANTS.flatMap((at) =>
        [0, 1].map(() => ({ userId: member.id, symbol: 'EV' as const, type: 'BONUS' as const, amount: '1', balanceAfter: '1', createdAt: at })),
      ),
    ])
    .returning({ id: transactions.id, type: transactions.type, createdAt: transactions.createdAt });
  // A bonus entry for each BONUS ledger row, at the same instant (so ties among bonuses too).
  const bonusRows = ledger.filter((row) => row.type === 'BONUS');
  await server.db.insert(bonuses).values(
    bonusRows.map((row, i) => ({
      userId: member.id,
      type: (['DIRECT', 'LEVEL_2', 'LEVEL_3'] as const)[i % 3],
      amount: '1',
      transactionId: row.id,
      createdAt: sql`(SELECT created_at FROM transactions WHERE id = ${row.id})`,
    })),
  );
  await server.db.insert(orders).values(
    Array.from({ length: 25 }, (_, i) => ({
      code: `KS${member.id.slice(0, 6).toUpperCase()}${String(i).padStart(3, '0')}`,
      userId: member.id,
      method: 'POINT' as const,
      symbol: 'USDT' as const,
      status: i % 2 === 0 ? ('COMPLETED' as const) : ('CANCELLED' as const),
      total: '1',
      pointTotal: '10',
      paidAmount: '1',
      idempotencyKey: `keyset-${i}`,
      requestHash: 'x',
      createdAt: instantOf(i),
    })),
  );
  await server.db.insert(notifications).values(
    Array.from({ length: 23 }, (_, i) => ({
      userId: member.id,
      type: 'BONUS_RECEIVED' as const,
      params: { amount: String(i) },
      readAt: i % 4 === 0 ? new Date('2026-03-02T00:00:00Z') : null,
      createdAt: instantOf(i),
    })),
  );
}, 60_000);

const ledgerOrder = async (...filters: ReturnType<typeof eq>[]) =>
  (
    await server.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.userId, member.id), ...filters))
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
  ).map((row) => String(row.id));

/** No duplicates, no gaps: exactly the rows, in the order PostgreSQL sorts them. */
function expectWholeList(walked: { ids: string[]; sizes: number[] }, expected: string[], limit: number) {
  expect(walked.ids).toEqual(expected);
  expect(new Set(walked.ids).size).toBe(walked.ids.length);
  expect(walked.sizes.slice(0, -1).every((size) => size === limit)).toBe(true);
  expect(walked.sizes.length).toBe(Math.max(1, Math.ceil(expected.length / limit)));
}

describe('keyset paging of the ledger', () => {
  it('walks every row once, newest first, across ties and microseconds within a millisecond', async () => {
    const expected = await ledgerOrder();
    expect(expected).toHaveLength(61);
    expectWholeList(await walk('transaction/list?limit=7', member.auth), expected, 7);
    // A page boundary falls inside each group of three ties at some limit: 2 and 4 cut them differently.
    expectWholeList(await walk('transaction/list?limit=2', member.auth), expected, 2);
    expectWholeList(await walk('transaction/list?limit=4', member.auth), expected, 4);
  });

  it('keeps the filters with the cursor (symbol, type, day range)', async () => {
    expectWholeList(
      await walk('transaction/list?limit=3&symbol=EV&type=BONUS', member.auth),
      await ledgerOrder(eq(transactions.symbol, 'EV'), eq(transactions.type, 'BONUS')),
      3,
    );
    expectWholeList(await walk('transaction/list?limit=5&type=FEE', member.auth), await ledgerOrder(eq(transactions.type, 'FEE')), 5);
    const inRange = await walk('transaction/list?limit=4&from=2026-03-01&to=2026-03-01', member.auth);
    expectWholeList(inRange, await ledgerOrder(), 4);
    expect((await walk('transaction/list?limit=4&from=2026-03-02&to=2026-03-03', member.auth)).ids).toEqual([]);
    // A position after the range's end keeps the end (the position alone would let the rows of March in).
    const { body: unfiltered } = await get('transaction/list?limit=2', member.auth);
    const inFebruary = await get(`transaction/list?from=2026-02-01&to=2026-02-28&cursor=${unfiltered.data.nextCursor}`, member.auth);
    expect(inFebruary.body.data).toMatchObject({ items: [], nextCursor: null });
  });

  it('answers an exact last page with nextCursor null (one row more is read to know)', async () => {
    const fees = await ledgerOrder(eq(transactions.type, 'FEE'));
    const { body } = await get(`transaction/list?type=FEE&limit=${fees.length}`, member.auth);
    expect(body.data).toMatchObject({ limit: fees.length, nextCursor: null });
    expect(body.data.items).toHaveLength(fees.length);
  });
});

describe('keyset paging of bonuses', () => {
  it('walks every entry once by (created_at, transaction_id), with the type filter, totals unchanged', async () => {
    const rows = await server.db
      .select({ id: bonuses.id, type: bonuses.type })
      .from(bonuses)
      .where(eq(bonuses.userId, member.id))
      .orderBy(desc(bonuses.createdAt), desc(bonuses.transactionId));
    const range = 'from=2026-03-01&to=2026-03-01';
    expectWholeList(await walk(`transaction/bonus?${range}&limit=4`, member.auth), rows.map((row) => row.id), 4);
    expectWholeList(
      await walk(`transaction/bonus?${range}&limit=3&type=LEVEL_2`, member.auth),
      rows.filter((row) => row.type === 'LEVEL_2').map((row) => row.id),
      3,
    );
    const first = await get(`transaction/bonus?${range}&limit=4`, member.auth);
    const second = await get(`transaction/bonus?${range}&limit=4&cursor=${first.body.data.nextCursor}`, member.auth);
    expect(second.body.data.totals).toEqual(first.body.data.totals);
    expect(second.body.data.totals.all).toBe(String(rows.length));
    expect(second.body.data.perDay).toEqual(first.body.data.perDay);
  });
});

describe('keyset paging of orders and notifications', () => {
  it('walks the orders, all and of one status', async () => {
    const rows = await server.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.userId, member.id))
      .orderBy(desc(orders.createdAt), desc(orders.id));
    expectWholeList(await walk('order/list?limit=4', member.auth), rows.map((row) => row.id), 4);
    expectWholeList(
      await walk('order/list?limit=5&status=CANCELLED', member.auth),
      rows.filter((row) => row.status === 'CANCELLED').map((row) => row.id),
      5,
    );
  });

  it('walks the notifications, all and the unread ones', async () => {
    const order = async (unread: boolean) =>
      (
        await server.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.userId, member.id), unread ? isNull(notifications.readAt) : undefined))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
      ).map((row) => row.id);
    expectWholeList(await walk('notification/list?limit=4', member.auth), await order(false), 4);
    expectWholeList(await walk('notification/list?limit=3&unread=true', member.auth), await order(true), 3);
  });

  it('shows a member only their own rows, whatever cursor they send', async () => {
    const demo = bearer((await signIn(server.api, 'demo')).accessToken);
    const first = await get('transaction/list?limit=2', member.auth);
    const { body } = await get(`transaction/list?limit=100&cursor=${first.body.data.nextCursor}`, demo);
    const memberIds = new Set(await ledgerOrder());
    expect(body.data.items.some((item: any) => memberIds.has(item._id))).toBe(false);
  });
});

describe('a malformed or tampered cursor', () => {
  const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
  const LISTS = ['transaction/list', 'transaction/bonus', 'order/list', 'notification/list'] as const;

  it.each(LISTS)('is refused by %s with 400 INVALID_CURSOR', async (list) => {
    const { body: firstPage } = await get(`${list}?limit=2${list === 'transaction/bonus' ? '&from=2026-03-01&to=2026-03-01' : ''}`, member.auth);
    const good: string = firstPage.data.nextCursor;
    expect(good).toEqual(expect.any(String));
    const decoded = Buffer.from(good, 'base64url').toString('utf8');
    const [tag, at, id] = decoded.split('|');
    const numeric = tag === 'L' || tag === 'B';
    const tampered = [
      'not a cursor',
      '!!!',
      `${good}=`,
      good.slice(0, 10),
      `${good}AA`,
      encode('{"at":"2026-03-01T10:00:00Z","id":1}'),
      encode(`${tag}|${at}`),
      encode(`${tag}|${at}|${id}|extra`),
      encode(`${tag === 'L' ? 'O' : 'L'}|${at}|${id}`),
      encode(`${tag}|2026-02-30T10:00:00.000000Z|${id}`),
      encode(`${tag}|2026-03-01 10:00:00|${id}`),
      encode(`${tag}|0000-01-01T00:00:00.000000Z|${id}`),
      encode(`${tag}|2026-03-01T24:00:00.000000Z|${id}`),
      encode(`${tag}|${at}|${numeric ? 'abc' : '123'}`),
      encode(`${tag}|${at}|${numeric ? '99999999999999999' : 'not-a-uuid'}`),
      encode(`${tag}|${at}|${id}'; DROP TABLE users; --`),
      'A'.repeat(400),
    ];
    for (const cursor of tampered) {
      const { status, body } = await get(`${list}?cursor=${encodeURIComponent(cursor)}`, member.auth);
      expect({ cursor, status, code: body.code, fieldCodes: body.fieldCodes }).toEqual({
        cursor,
        status: 400,
        code: 'INVALID_CURSOR',
        fieldCodes: { cursor: 'INVALID_CURSOR' },
      });
      expect(body.message).toBe('The page cursor is not valid, start again from the first page');
    }
    // An empty cursor is the first page, as an absent one.
    expect((await get(`${list}?cursor=`, member.auth)).status).toBe(200);
    // A well-formed position is only a position: one far ahead reads as the first page, one far back as none.
    expect((await get(`${list}?cursor=${encode(`${tag}|9999-12-31T23:59:59.999999Z|${id}`)}`, member.auth)).status).toBe(200);
    const before = await get(`${list}?cursor=${encode(`${tag}|1000-01-01T00:00:00.000000Z|${id}`)}`, member.auth);
    expect(before.body.data).toMatchObject({ items: [], nextCursor: null });
  });
});
