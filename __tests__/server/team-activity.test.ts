import { postJson } from './helpers/auth';
import { newMember } from './helpers/forms';
import { completedOrder, setJoinedAt } from './helpers/network';
import { productIdOf, setSponsor, userIdOf } from './helpers/orders';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;

beforeAll(async () => {
  server = await createTestApp();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.close();
});

type Member = Awaited<ReturnType<typeof newMember>> & { id: string };

const NOT_FOUND = { statusCode: 404, code: 'MEMBER_NOT_FOUND', message: 'Member not found' };
const DAY_MS = 86_400_000;

async function get(path: string, auth: Record<string, string>) {
  const response = await server.api(`/api/auth/client/${path}`, { headers: auth });
  return { status: response.status, body: await response.json() };
}

let joined = Date.now() - 100 * DAY_MS;
async function memberUnder(sponsorId: string | null, prefix: string): Promise<Member> {
  const fresh = await newMember(server.api, prefix);
  const id = await userIdOf(server.db, fresh.username);
  if (sponsorId) await setSponsor(server.db, id, sponsorId);
  joined += DAY_MS;
  await setJoinedAt(server.db, id, new Date(joined));
  return { ...fresh, id };
}

/**
 * root ─┬─ big (10 TiB: own 450, team 0)
 *       ├─ mid (Starter: own 100) ── deep (5 TiB then 1 TiB: own 290, and a pending order)
 *       └─ idle (nothing)
 * and, beside root, stranger (1 TiB).
 */
let root: Member, big: Member, mid: Member, deep: Member, idle: Member, stranger: Member;

beforeAll(async () => {
  root = await memberUnder(null, 'troot');
  big = await memberUnder(root.id, 'tbig');
  mid = await memberUnder(root.id, 'tmid');
  idle = await memberUnder(root.id, 'tidle');
  deep = await memberUnder(mid.id, 'tdeep');
  stranger = await memberUnder(null, 'tstranger');
  await completedOrder(server.db, big.id, 'MIN-10TIB');
  await completedOrder(server.db, mid.id, 'PKG-STARTER');
  await completedOrder(server.db, deep.id, 'MIN-5TIB', 1, new Date(Date.now() - 2 * DAY_MS));
  await completedOrder(server.db, deep.id, 'MIN-1TIB', 1, new Date(Date.now() - DAY_MS));
  await completedOrder(server.db, stranger.id, 'MIN-1TIB');
  const pending = await server.api(
    '/api/auth/order/create',
    postJson({ items: [{ productId: await productIdOf(server.db, 'MIN-10TIB'), quantity: 1 }], method: 'BANK' }, { ...deep.auth, 'idempotency-key': 'pending-order-of-deep' }),
  );
  expect(pending.status).toBe(201);
}, 120_000);

const usernames = (body: { data: { items: { username: string }[] } }) => body.data.items.map((item) => item.username);
const byIdDesc = (a: Member, b: Member) => (a.id < b.id ? 1 : -1);

describe('GET auth/client/downline?sort=', () => {
  it('shows each member of a level with its own sales and team volume', async () => {
    const { body } = await get('downline', root.auth);
    expect(body.data.items.map(({ username, ownVolume, teamVolume }: { username: string; ownVolume: string; teamVolume: string }) => ({ username, ownVolume, teamVolume }))).toEqual([
      { username: big.username, ownVolume: '450', teamVolume: '0' },
      { username: mid.username, ownVolume: '100', teamVolume: '290' },
      { username: idle.username, ownVolume: '0', teamVolume: '0' },
    ]);
  });

  it('sorts a level by team volume, highest first (ties by member id), on the server', async () => {
    const { status, body } = await get('downline?sort=teamVolume', root.auth);
    expect(status).toBe(200);
    expect(usernames(body)).toEqual([mid, ...[big, idle].sort(byIdDesc)].map((m) => m.username));
    expect(body.data.items[0]).toMatchObject({ level: 1, childCount: 1, teamSize: 1, teamVolume: '290', ownVolume: '100' });
  });

  it('sorts a level by own sales, highest first', async () => {
    const { body } = await get('downline?sort=ownVolume', root.auth);
    expect(usernames(body)).toEqual([big.username, mid.username, idle.username]);
  });

  it('keeps joining order as the default and as sort=joined', async () => {
    const joinedOrder = [big.username, mid.username, idle.username];
    expect(usernames((await get('downline', root.auth)).body)).toEqual(joinedOrder);
    expect(usernames((await get('downline?sort=joined', root.auth)).body)).toEqual(joinedOrder);
  });

  it.each(['ownVolume', 'teamVolume'])('pages a level sorted by %s by key, one member at a time, without gaps or repeats', async (sort) => {
    const whole = usernames((await get(`downline?sort=${sort}`, root.auth)).body);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `downline?sort=${sort}&limit=1${cursor ? `&cursor=${cursor}` : ''}`;
      const { status, body } = await get(query, root.auth);
      expect(status).toBe(200);
      walked.push(...usernames(body));
      cursor = body.data.nextCursor;
    } while (cursor && walked.length < 10);
    expect(walked).toEqual(whole);
  });

  it('sorts a deeper level of the downline, with levels relative to the caller', async () => {
    const { status, body } = await get(`downline?parentId=${mid.id}&sort=ownVolume`, root.auth);
    expect(status).toBe(200);
    expect(body.data.items).toEqual([expect.objectContaining({ username: deep.username, level: 2, ownVolume: '290', teamVolume: '0' })]);
  });

  it('refuses an unknown sort, and a cursor of another sort or list', async () => {
    const bad = await get('downline?sort=email', root.auth);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('DOWNLINE_SORT_INVALID');
    const first = await get('downline?sort=teamVolume&limit=1', root.auth);
    const teamCursor = first.body.data.nextCursor as string;
    expect(teamCursor).toEqual(expect.any(String));
    for (const query of [`downline?sort=ownVolume&cursor=${teamCursor}`, `downline?sort=joined&cursor=${teamCursor}`]) {
      const { status, body } = await get(query, root.auth);
      expect(status).toBe(400);
      expect(JSON.stringify(body)).toContain('INVALID_CURSOR');
    }
    const joinedCursor = (await get('downline?limit=1', root.auth)).body.data.nextCursor as string;
    expect((await get(`downline?sort=teamVolume&cursor=${joinedCursor}`, root.auth)).status).toBe(400);
    const forged = Buffer.from(`DT|1e9|${big.id}`).toString('base64url');
    expect((await get(`downline?sort=teamVolume&cursor=${forged}`, root.auth)).status).toBe(400);
  });

  it("refuses a sorted level outside the caller's downline", async () => {
    const { status, body } = await get(`downline?parentId=${stranger.id}&sort=teamVolume`, root.auth);
    expect(status).toBe(404);
    expect(body).toEqual(NOT_FOUND);
    expect((await get(`downline?parentId=${root.id}&sort=ownVolume`, mid.auth)).status).toBe(404);
  });

  it('keeps the sorted figures up to date as orders complete and members join', async () => {
    // A member idle creates through the portal joins idle's level at once (no rebuild of the figures).
    const created = await server.api(
      '/api/auth/client/create-downline',
      postJson({ username: 'tidlekid', fullName: 'Kid Of Idle', email: 'tidlekid@example.com', phone: '0912000111', password: 'Kid@12345', confirmPassword: 'Kid@12345' }, idle.auth),
    );
    expect(created.status).toBe(201);
    const kidId = await userIdOf(server.db, 'tidlekid');
    await completedOrder(server.db, kidId, 'MIN-10TIB', 2);
    const { body } = await get('downline?sort=teamVolume', root.auth);
    expect(body.data.items[0]).toMatchObject({ username: idle.username, teamVolume: '900', teamSize: 1 });
    expect((await get(`downline?parentId=${idle.id}&sort=ownVolume`, root.auth)).body.data.items).toEqual([
      expect.objectContaining({ username: 'tidlekid', ownVolume: '900' }),
    ]);
  }, 30_000);
});

describe('GET auth/client/downline/:memberId/orders', () => {
  it("lists a downline member's latest completed orders: amounts, products and dates only", async () => {
    const { status, body } = await get(`downline/${deep.id}/orders`, root.auth);
    expect(status).toBe(200);
    expect(body.data.items).toEqual([
      {
        total: '50',
        pointTotal: expect.any(String),
        products: [{ code: 'MIN-1TIB', name: expect.objectContaining({ en: expect.any(String) }), quantity: 1 }],
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        completedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      },
      expect.objectContaining({ total: '240', products: [expect.objectContaining({ code: 'MIN-5TIB' })] }),
    ]);
    for (const order of body.data.items) expect(Object.keys(order).sort()).toEqual(['completedAt', 'createdAt', 'pointTotal', 'products', 'total']);
    expect(JSON.stringify(body)).not.toMatch(/@example|code":"[A-Z0-9]{8,}"|paymentReference|amountVnd|phone|email/);
    // The direct sponsor sees them too.
    expect((await get(`downline/${deep.id}/orders`, mid.auth)).body.data.items).toHaveLength(2);
  });

  it('answers an empty list for a downline member without completed orders', async () => {
    expect((await get(`downline/${idle.id}/orders`, root.auth)).body.data).toEqual({ items: [] });
  });

  it("answers 404 for anyone outside the caller's downline: a stranger, a sibling, the sponsor, the caller, a made-up id", async () => {
    const probes: [Member, string][] = [
      [root, stranger.id],
      [mid, big.id],
      [deep, mid.id],
      [deep, root.id],
      [root, root.id],
      [root, '00000000-0000-4000-8000-000000000000'],
      [root, 'not-a-uuid'],
    ];
    for (const [caller, asked] of probes) {
      const { status, body } = await get(`downline/${asked}/orders`, caller.auth);
      expect({ asked, status, body }).toEqual({ asked, status: 404, body: NOT_FOUND });
    }
  });

  it('asks for a signed-in member', async () => {
    expect((await server.api(`/api/auth/client/downline/${deep.id}/orders`)).status).toBe(401);
  });
});
