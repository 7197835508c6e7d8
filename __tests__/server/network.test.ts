import { randomUUID } from 'node:crypto';

import { DEMO_PASSWORD } from '@/server/db/seed-data/members';
import { rankOf } from '@/server/domain/network';

import { postJson, profile, signIn } from './helpers/auth';
import { newMember } from './helpers/forms';
import { completedOrder, setJoinedAt } from './helpers/network';
import { balancesOf, productIdOf, setSponsor, userIdOf } from './helpers/orders';
import { createTestApp, GENEROUS_RATE_LIMITS } from './helpers/testApp';
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

async function createDownline(body: unknown, auth: Record<string, string>, api = server.api) {
  const response = await api('/api/auth/client/create-downline', postJson(body, auth));
  return { status: response.status, body: await response.json(), headers: response.headers };
}

let joined = Date.now() - 100 * DAY_MS;
/** A fresh signed-in member under `sponsorId` (sign-up puts them under demo first), joined after the previous one. */
async function memberUnder(sponsorId: string | null, prefix: string): Promise<Member> {
  const fresh = await newMember(server.api, prefix);
  const id = await userIdOf(server.db, fresh.username);
  if (sponsorId) await setSponsor(server.db, id, sponsorId);
  joined += DAY_MS;
  await setJoinedAt(server.db, id, new Date(joined));
  return { ...fresh, id };
}

/**
 * root ─┬─ a (Starter: 100) ─┬─ c (2 × 1 TiB: 100) ── e (5 TiB: 240)
 *       │                    └─ d (a pending order only)
 *       └─ b (10 TiB: 450)
 * and, beside root under demo, sibling ── cousin.
 */
interface Tree {
  root: Member;
  a: Member;
  b: Member;
  c: Member;
  d: Member;
  e: Member;
  sibling: Member;
  cousin: Member;
}

let tree: Tree;

beforeAll(async () => {
  const root = await memberUnder(null, 'root');
  const a = await memberUnder(root.id, 'nodea');
  const b = await memberUnder(root.id, 'nodeb');
  const c = await memberUnder(a.id, 'nodec');
  const d = await memberUnder(a.id, 'noded');
  const e = await memberUnder(c.id, 'nodee');
  const sibling = await memberUnder(null, 'sibling');
  const cousin = await memberUnder(sibling.id, 'cousin');
  tree = { root, a, b, c, d, e, sibling, cousin };
  await completedOrder(server.db, a.id, 'PKG-STARTER');
  await completedOrder(server.db, c.id, 'MIN-1TIB', 2);
  await completedOrder(server.db, e.id, 'MIN-5TIB');
  await completedOrder(server.db, b.id, 'MIN-10TIB');
  const pending = await server.api(
    '/api/auth/order/create',
    postJson({ items: [{ productId: await productIdOf(server.db, 'MIN-10TIB'), quantity: 1 }], method: 'BANK' }, { ...d.auth, 'idempotency-key': 'pending-order-of-d' }),
  );
  expect(pending.status).toBe(201);
}, 120_000);

describe('GET auth/client/downline', () => {
  it("answers the member's direct children, oldest first, with their counts and volumes", async () => {
    const { status, body } = await get('downline', tree.root.auth);
    expect(status).toBe(200);
    expect(body.data.items).toEqual([
      {
        _id: tree.a.id,
        username: tree.a.username,
        fullName: 'Lê Văn Thử',
        level: 1,
        package: { code: 'PKG-STARTER', name: { vi: 'Gói Khởi đầu', en: 'Starter' } },
        joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        childCount: 2,
        teamSize: 3,
        teamVolume: '340',
        ownVolume: '100',
      },
      expect.objectContaining({ _id: tree.b.id, level: 1, package: null, childCount: 0, teamSize: 0, teamVolume: '0' }),
    ]);
    expect(Date.parse(body.data.items[0].joinedAt)).toBeLessThan(Date.parse(body.data.items[1].joinedAt));
  });

  it('opens any node of the downline, with levels relative to the member', async () => {
    const second = await get(`downline?parentId=${tree.a.id}`, tree.root.auth);
    expect(second.body.data.items.map((node: { _id: string; level: number; childCount: number; teamSize: number; teamVolume: string }) => [
      node._id,
      node.level,
      node.childCount,
      node.teamSize,
      node.teamVolume,
    ])).toEqual([
      [tree.c.id, 2, 1, 1, '240'],
      [tree.d.id, 2, 0, 0, '0'],
    ]);
    const third = await get(`downline?parentId=${tree.c.id}`, tree.root.auth);
    expect(third.body.data.items).toEqual([expect.objectContaining({ _id: tree.e.id, level: 3, childCount: 0, teamVolume: '0' })]);
    expect((await get(`downline?parentId=${tree.e.id}`, tree.root.auth)).body.data.items).toEqual([]);
    expect((await get(`downline?parentId=${tree.root.id}`, tree.root.auth)).body.data.items.map((node: { _id: string }) => node._id)).toEqual([tree.a.id, tree.b.id]);
    // a's own view: c and d are its level 1
    expect((await get('downline', tree.a.auth)).body.data.items.map((node: { level: number }) => node.level)).toEqual([1, 1]);
  });

  it("answers 404 Member not found for a node outside the member's downline", async () => {
    const demoId = await userIdOf(server.db, 'demo');
    const outside = [demoId, tree.sibling.id, tree.cousin.id, randomUUID(), 'not-a-uuid', `${tree.a.id}x`];
    for (const parentId of outside) {
      expect(await get(`downline?parentId=${encodeURIComponent(parentId)}`, tree.root.auth)).toEqual({ status: 404, body: NOT_FOUND });
    }
    // a cannot climb to its sponsor or reach its sibling b
    expect((await get(`downline?parentId=${tree.root.id}`, tree.a.auth)).status).toBe(404);
    expect((await get(`downline?parentId=${tree.b.id}`, tree.a.auth)).status).toBe(404);
  });

  it('needs a signed-in member', async () => {
    expect((await get('downline', {})).status).toBe(401);
  });
});

describe('GET auth/client/downline/search', () => {
  it('finds a member of the downline by username (any case) with the path from level 1', async () => {
    const { status, body } = await get(`downline/search?username=${tree.e.username.toUpperCase()}`, tree.root.auth);
    expect(status).toBe(200);
    expect(body.data.path).toEqual([tree.a.id, tree.c.id, tree.e.id]);
    expect(body.data.node).toMatchObject({ _id: tree.e.id, username: tree.e.username, level: 3, childCount: 0, teamSize: 0, teamVolume: '0' });
    const direct = await get(`downline/search?username=${tree.a.username}`, tree.root.auth);
    expect(direct.body.data).toMatchObject({ node: { _id: tree.a.id, level: 1, teamVolume: '340' }, path: [tree.a.id] });
  });

  it('answers 404 outside the downline (the member, an upline, another branch, unknown)', async () => {
    for (const username of [tree.root.username, 'demo', tree.sibling.username, tree.cousin.username, 'nobody_here']) {
      expect(await get(`downline/search?username=${username}`, tree.root.auth)).toEqual({ status: 404, body: NOT_FOUND });
    }
    expect((await get(`downline/search?username=${tree.b.username}`, tree.a.auth)).status).toBe(404);
  });

  it('answers 400 on username when it is empty', async () => {
    for (const query of ['', '?username=', '?username=%20%20']) {
      const { status, body } = await get(`downline/search${query}`, tree.root.auth);
      expect(status).toBe(400);
      expect(body.errors).toEqual({ username: 'Username is required' });
    }
  });
});

describe('GET auth/client/team-summary and has-link-referrer', () => {
  it('counts direct members, the whole downline and its completed orders', async () => {
    expect((await get('team-summary', tree.root.auth)).body.data).toEqual({ directCount: 2, teamSize: 5, teamVolume: '890' });
    expect((await get('team-summary', tree.a.auth)).body.data).toEqual({ directCount: 2, teamSize: 3, teamVolume: '340' });
    expect((await get('team-summary', tree.e.auth)).body.data).toEqual({ directCount: 0, teamSize: 0, teamVolume: '0' });
  });

  it('allows a referral link to a member with a package only', async () => {
    expect((await get('has-link-referrer', tree.root.auth)).body.data).toEqual({ canHasRefLink: false });
    expect((await get('has-link-referrer', tree.a.auth)).body.data).toEqual({ canHasRefLink: true });
  });
});

describe('profile rank', () => {
  it('follows the team volume through the thresholds of config/ranks.ts', async () => {
    const rankOfMember = async (member: Member) => (await (await profile(server.api, member.accessToken)).json()).data.rank;
    expect(await rankOfMember(tree.root)).toEqual({ code: 'MEMBER', teamVolume: '890', minTeamVolume: '0', next: { code: 'BRONZE', minTeamVolume: '1000', remaining: '110' } });
    expect(await rankOfMember(tree.e)).toEqual({ code: 'MEMBER', teamVolume: '0', minTeamVolume: '0', next: { code: 'BRONZE', minTeamVolume: '1000', remaining: '1000' } });
    const fresh = await memberUnder(tree.e.id, 'buyer');
    await completedOrder(server.db, fresh.id, 'PKG-GOLD');
    expect(await rankOfMember(tree.root)).toEqual({ code: 'BRONZE', teamVolume: '1890', minTeamVolume: '1000', next: { code: 'SILVER', minTeamVolume: '5000', remaining: '3110' } });
    expect(await rankOfMember(tree.e)).toEqual({ code: 'BRONZE', teamVolume: '1000', minTeamVolume: '1000', next: { code: 'SILVER', minTeamVolume: '5000', remaining: '4000' } });
    expect(await rankOfMember(fresh)).toEqual({ code: 'MEMBER', teamVolume: '0', minTeamVolume: '0', next: { code: 'BRONZE', minTeamVolume: '1000', remaining: '1000' } });
  }, 30_000);

  it.each([
    ['0', 'MEMBER'],
    ['999.999999', 'MEMBER'],
    ['1000', 'BRONZE'],
    ['4999.99', 'BRONZE'],
    ['5000', 'SILVER'],
    ['19999', 'SILVER'],
    ['20000', 'GOLD'],
    ['99999.999999999999999999', 'GOLD'],
    ['100000', 'DIAMOND'],
    ['123456789', 'DIAMOND'],
  ])('rank of a team volume of %s is %s', (volume, code) => {
    expect(rankOf(volume)).toBe(code);
  });
});

describe('POST auth/client/create-downline', () => {
  const valid = (name: string) => ({
    username: name,
    fullName: 'Ngô Thị Mới',
    email: `${name}@example.com`,
    phone: '0987 654 321',
    password: DEMO_PASSWORD,
  });
  let creations = 0;
  const freshName = () => {
    creations += 1;
    return `down${creations}${Math.random().toString(36).slice(2, 8)}`;
  };

  it("reports every missing field with sign-up's messages", async () => {
    const { status, body } = await createDownline({}, tree.root.auth);
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      username: 'Username is required',
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      password: 'Password is required',
    });
  });

  it.each([
    ['username', 'ab', 'Username must be 4 to 20 characters (letters, digits, _) and start with a letter'],
    ['username', '1abcd', 'Username must be 4 to 20 characters (letters, digits, _) and start with a letter'],
    ['fullName', 'A', 'Full name is required'],
    ['email', 'not-an-email', 'Email is not valid'],
    ['phone', '12345', 'Phone must be a Vietnamese number, e.g. 0901234567 or +84901234567'],
    ['password', 'weakpass', 'Password must be at least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character'],
  ])('refuses a bad %s (%s)', async (field, value, message) => {
    const body = { ...valid(freshName()), [field]: value };
    const answer = await createDownline(body, tree.root.auth);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ [field]: message });
  });

  it("takes the contract's fields only: no confirmation is asked, and one sent is ignored", async () => {
    const name = freshName();
    const answer = await createDownline(valid(name), tree.root.auth);
    expect(answer.status).toBe(201);
    expect(answer.body.data.username).toBe(name);
    const withConfirmation = await createDownline({ ...valid(freshName()), confirmPassword: 'Other@12345' }, tree.root.auth);
    expect(withConfirmation.status).toBe(201);
  });

  it('refuses a username or e-mail already registered, as field errors', async () => {
    const taken = await createDownline({ ...valid('demo'), email: 'DEMO@example.com' }, tree.root.auth);
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ username: 'Username is already taken', email: 'Email is already registered' });
  });

  it('creates the member under the caller: 201, they sign in at once and appear in the downline', async () => {
    const name = freshName();
    const { status, body } = await createDownline({ ...valid(name.toUpperCase()), email: `${name.toUpperCase()}@Example.com` }, tree.b.auth);
    expect(status).toBe(201);
    expect(body).toEqual({
      statusCode: 201,
      message: 'Member created',
      data: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        username: name,
        fullName: 'Ngô Thị Mới',
        email: `${name}@example.com`,
        phone: '0987654321',
        joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        sponsor: { username: tree.b.username, fullName: 'Lê Văn Thử' },
      },
    });
    const tokens = await signIn(server.api, name, DEMO_PASSWORD);
    const own = (await (await profile(server.api, tokens.accessToken)).json()).data;
    expect(own).toMatchObject({ username: name, sponsor: { username: tree.b.username }, hasSecurePassword: false, package: null });
    expect(await balancesOf(server.db, body.data._id)).toEqual({ USDT: '0', EV: '0', EC: '0' });
    const children = (await get('downline', tree.b.auth)).body.data.items;
    expect(children).toEqual([expect.objectContaining({ _id: body.data._id, username: name, level: 1, childCount: 0 })]);
    expect((await get(`downline?parentId=${tree.b.id}`, tree.root.auth)).body.data.items[0]).toMatchObject({ _id: body.data._id, level: 2 });
  }, 30_000);

  it('counts well-formed forms per member: over the limit 429 with Retry-After, other members unaffected', async () => {
    const limited = server.variant({ rateLimits: { ...GENEROUS_RATE_LIMITS, createDownlinePerMember: { max: 2, windowSeconds: 3600 } } });
    const creator = await memberUnder(null, 'creator');
    expect((await createDownline(valid(freshName()), creator.auth, limited.api)).status).toBe(201);
    expect((await createDownline(valid('demo'), creator.auth, limited.api)).status).toBe(400);
    const third = await createDownline(valid(freshName()), creator.auth, limited.api);
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: 'Too many attempts, try again later' });
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await createDownline(valid(freshName()), tree.c.auth, limited.api)).status).toBe(201);
  }, 30_000);
});
