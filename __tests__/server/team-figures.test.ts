import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';

import { createMember } from '@/server/db/members';
import { queryRows } from '@/server/db/team-figures';
import { toMemberRank } from '@/server/domain/network';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';

import { signIn } from './helpers/auth';
import { completedOrder } from './helpers/network';
import { userIdOf } from './helpers/orders';
import { createTestApp } from './helpers/testApp';
import type { TestApp } from './helpers/testApp';

let server: TestApp;
let demoId: string;
let demoAuth: Record<string, string>;

beforeAll(async () => {
  server = await createTestApp();
  demoId = await userIdOf(server.db, 'demo');
  demoAuth = { authorization: `Bearer ${(await signIn(server.api, 'demo', DEMO_PASSWORD)).accessToken}` };
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** A member created the way sign-up creates one (the app's own path keeps the figures), under `sponsorId`. */
async function join(sponsorId: string): Promise<string> {
  const name = `t${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const result = await createMember(server.db, {
    username: name,
    email: `${name}@example.com`,
    fullName: 'Thành Viên Thử',
    phone: '0987654321',
    passwordHash: 'not-used',
    referralCode: name.slice(0, 10).toUpperCase(),
    sponsorId,
  });
  if (!result.created) throw new Error(`Could not create ${name}`);
  return result.id;
}

type Figures = Record<string, string>;

/** Every member's figures counted again the slow way: a recursive walk of the whole tree and every completed order. */
async function recount(): Promise<{ stats: Figures[]; levels: Figures[]; days: Figures[] }> {
  const closure = sql`WITH RECURSIVE closure(ancestor_id, member_id, depth) AS (
    SELECT sponsor_id, id, 1 FROM users WHERE sponsor_id IS NOT NULL
    UNION ALL
    SELECT u.sponsor_id, c.member_id, c.depth + 1 FROM closure c JOIN users u ON u.id = c.ancestor_id WHERE u.sponsor_id IS NOT NULL
  ), volumes AS (
    SELECT user_id, coalesce(completed_at, created_at) AS at, total FROM orders WHERE status = 'COMPLETED'
  )`;
  const [stats, levels, days] = await Promise.all([
    queryRows<Figures>(
      server.db,
      sql`${closure}
      SELECT u.id::text AS member,
        (SELECT count(*) FROM closure c WHERE c.ancestor_id = u.id AND c.depth = 1)::text AS direct,
        (SELECT count(*) FROM closure c WHERE c.ancestor_id = u.id)::text AS size,
        trim_scale((SELECT coalesce(sum(v.total), 0) FROM closure c JOIN volumes v ON v.user_id = c.member_id WHERE c.ancestor_id = u.id))::text AS volume,
        trim_scale((SELECT coalesce(sum(v.total), 0) FROM volumes v WHERE v.user_id = u.id))::text AS own
      FROM users u ORDER BY 1`,
    ),
    queryRows<Figures>(
      server.db,
      sql`${closure}
      SELECT c.ancestor_id::text AS member, c.depth::text AS depth, count(*)::text AS members,
        trim_scale(coalesce(sum(o.total), 0))::text AS volume
      FROM closure c LEFT JOIN (SELECT user_id, sum(total) AS total FROM volumes GROUP BY user_id) o ON o.user_id = c.member_id
      GROUP BY c.ancestor_id, c.depth ORDER BY 1, c.depth`,
    ),
    queryRows<Figures>(
      server.db,
      sql`${closure}, facts AS (
        SELECT c.ancestor_id, (u.created_at AT TIME ZONE 'UTC')::date AS day, c.depth, 1 AS joined, 0::numeric AS volume
        FROM closure c JOIN users u ON u.id = c.member_id
        UNION ALL
        SELECT c.ancestor_id, (v.at AT TIME ZONE 'UTC')::date, c.depth, 0, v.total FROM closure c JOIN volumes v ON v.user_id = c.member_id
      )
      SELECT ancestor_id::text AS member, day::text AS day, depth::text AS depth, sum(joined)::text AS joined,
        trim_scale(sum(volume))::text AS volume
      FROM facts GROUP BY ancestor_id, day, depth ORDER BY 1, 2, facts.depth`,
    ),
  ]);
  return { stats, levels, days };
}

/** The figures the app keeps, in the recount's shape (rows without anything in them are not kept by a recount). */
async function kept(): Promise<{ stats: Figures[]; levels: Figures[]; days: Figures[] }> {
  const [stats, levels, days] = await Promise.all([
    queryRows<Figures>(
      server.db,
      sql`SELECT u.id::text AS member, coalesce(s.direct_count, -1)::text AS direct, coalesce(s.team_size, -1)::text AS size,
        trim_scale(s.team_volume)::text AS volume, trim_scale(s.own_volume)::text AS own
      FROM users u LEFT JOIN team_stats s ON s.member_id = u.id ORDER BY 1`,
    ),
    queryRows<Figures>(
      server.db,
      sql`SELECT member_id::text AS member, depth::text AS depth, members::text AS members, trim_scale(volume)::text AS volume
      FROM team_levels WHERE members > 0 ORDER BY 1, team_levels.depth`,
    ),
    queryRows<Figures>(
      server.db,
      sql`SELECT member_id::text AS member, day::text AS day, depth::text AS depth, new_members::text AS joined,
        trim_scale(volume)::text AS volume
      FROM team_days WHERE new_members > 0 OR volume <> 0 ORDER BY 1, 2, team_days.depth`,
    ),
  ]);
  return { stats, levels, days };
}

const DAY_MS = 86_400_000;

describe('team figures', () => {
  it('match a recursive recount after members join and orders complete, also side by side', async () => {
    const tree = [demoId];
    for (let index = 0; index < 12; index += 1) tree.push(await join(tree[Math.floor(index / 3)]));
    // Joins and completions at the same time, into the same branches.
    tree.push(...(await Promise.all([join(tree[1]), join(tree[1]), join(tree[5]), join(demoId)])));
    const now = Date.now();
    await Promise.all([
      completedOrder(server.db, tree[4], 'MIN-1TIB', 2, new Date(now - 3 * DAY_MS)),
      completedOrder(server.db, tree[5], 'PKG-STARTER', 1, new Date(now - 40 * DAY_MS)),
      completedOrder(server.db, tree[13], 'MIN-5TIB', 1, new Date(now - DAY_MS)),
      completedOrder(server.db, tree[13], 'MIN-1TIB', 1, new Date(now - DAY_MS)),
      completedOrder(server.db, tree[1], 'MIN-10TIB', 1),
    ]);

    const [expected, actual] = await Promise.all([recount(), kept()]);
    expect(actual.stats).toEqual(expected.stats);
    expect(actual.levels).toEqual(expected.levels);
    expect(actual.days).toEqual(expected.days);
  }, 60_000);

  it('are what the profile, team summary and leader summary answer', async () => {
    const { stats, levels } = await recount();
    const demo = stats.find((row) => row.member === demoId) as Figures;
    const answer = async (path: string) => (await (await server.api(`/api/${path}`, { headers: demoAuth })).json()).data;

    expect(await answer('auth/client/team-summary')).toEqual({ directCount: Number(demo.direct), teamSize: Number(demo.size), teamVolume: demo.volume });
    expect((await answer('auth/client/profile')).rank).toEqual(toMemberRank(demo.volume));
    const summary = await answer('auth/leader/summary?from=2000-01-01&to=2000-12-31');
    expect(summary.levels.map((level: { level: number; members: number }) => [level.level, level.members])).toEqual(
      levels.filter((row) => row.member === demoId).map((row) => [Number(row.depth), Number(row.members)]),
    );
  });
});

describe('GET auth/client/downline, page by page', () => {
  let parentId: string;
  let children: string[];

  beforeAll(async () => {
    parentId = await join(demoId);
    children = [];
    for (let index = 0; index < 7; index += 1) children.push(await join(parentId));
  }, 60_000);

  const downline = async (query: string) => {
    const response = await server.api(`/api/auth/client/downline?parentId=${parentId}&${query}`, { headers: demoAuth });
    return { status: response.status, body: await response.json() };
  };

  it('walks a level three at a time, oldest first, each member once, and says when it ends', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const { status, body } = await downline(`limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(status).toBe(200);
      sizes.push(body.data.items.length);
      seen.push(...body.data.items.map((node: { _id: string }) => node._id));
      cursor = body.data.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([3, 3, 1]);
    expect(seen).toEqual(children);
  });

  it('refuses a cursor it did not make or made for another list, and a limit above 100', async () => {
    const ledgerCursor = Buffer.from(`L|2026-01-01T00:00:00.000000Z|${children[0]}`).toString('base64url');
    for (const cursor of ['nope!', Buffer.from('D|2026-01-01T00:00:00Z|1; DROP TABLE users').toString('base64url'), 'A'.repeat(200), ledgerCursor]) {
      const { status, body } = await downline(`cursor=${encodeURIComponent(cursor)}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'INVALID_CURSOR', fieldCodes: { cursor: 'INVALID_CURSOR' } });
    }
    expect((await downline('limit=101')).body).toMatchObject({ fieldCodes: { limit: 'LIMIT_RULE_100' } });
  });
});
