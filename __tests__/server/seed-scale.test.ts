import { sql } from 'drizzle-orm';

import { queryRows } from '@/server/db/team-figures';
import { seedScaleTree, ScaleTreeExistsError } from '@/server/operations/seed-scale';
import type { ScaleSeedResult } from '@/server/operations/seed-scale';
import { verifyPassword } from '@/server/domain/password';
import { DEMO_PASSWORD } from '@/server/db/seed-data/members';

import { createTestDatabase } from './helpers/testDatabase';
import type { TestDatabase } from './helpers/testDatabase';

const SHAPE = { members: 300, chainLength: 30, contracts: 100 };

let database: TestDatabase;
let seeded: ScaleSeedResult;
const db = () => database.handle.db;

beforeAll(async () => {
  database = await createTestDatabase();
  seeded = await seedScaleTree(db(), SHAPE);
}, 120_000);

afterAll(async () => {
  await database?.dispose();
});

async function one<Row>(query: ReturnType<typeof sql>): Promise<Row> {
  const [row] = await queryRows<Row>(db(), query);
  return row;
}

describe('seed:scale', () => {
  it('adds the asked number of members under demo, with wallets and one shared password', async () => {
    const { members, wallets } = await one<{ members: number; wallets: number }>(
      sql`SELECT count(*)::int AS members,
        (SELECT count(*)::int FROM wallets w JOIN users s ON s.id = w.user_id WHERE s.username ~ '^s[0-9]+$') AS wallets
      FROM users WHERE username ~ '^s[0-9]+$'`,
    );
    expect(members).toBe(SHAPE.members);
    expect(wallets).toBe(SHAPE.members * 3);
    expect(seeded.members).toBe(SHAPE.members);
    const { hash, hashes } = await one<{ hash: string; hashes: number }>(
      sql`SELECT min(password_hash) AS hash, count(DISTINCT password_hash)::int AS hashes FROM users WHERE username ~ '^s[0-9]+$'`,
    );
    expect(hashes).toBe(1);
    await expect(verifyPassword(DEMO_PASSWORD, hash)).resolves.toBe(true);
  });

  it('hangs a chain as deep as asked from demo, its bottom the deepest leaf, and a tree of at most 15 levels', async () => {
    const { depth } = await one<{ depth: number }>(
      sql`WITH RECURSIVE up(id, depth) AS (
          SELECT sponsor_id, 0 FROM users WHERE username = ${seeded.deepLeaf}
          UNION ALL
          SELECT u.sponsor_id, up.depth + 1 FROM up JOIN users u ON u.id = up.id WHERE u.username <> 'demo'
        )
        SELECT max(depth)::int + 1 AS depth FROM up`,
    );
    expect(depth).toBe(SHAPE.chainLength);
    const { children } = await one<{ children: number }>(
      sql`SELECT count(*)::int AS children FROM users c JOIN users p ON p.id = c.sponsor_id WHERE p.username = ${seeded.deepLeaf}`,
    );
    expect(children).toBe(0);
    expect(seeded.treeDepth).toBeLessThanOrEqual(15);
    expect(seeded.treeDepth).toBeGreaterThan(2);
  });

  it('spreads the joins over the last year, every member after its sponsor', async () => {
    const { days, beforeSponsor } = await one<{ days: number; beforeSponsor: number }>(
      sql`SELECT (SELECT extract(day FROM now() - min(created_at))::int FROM users WHERE username ~ '^s[0-9]+$') AS days,
        (SELECT count(*)::int FROM users c JOIN users p ON p.id = c.sponsor_id
          WHERE c.username ~ '^s[0-9]+$' AND c.created_at <= p.created_at) AS "beforeSponsor"`,
    );
    expect(days).toBeGreaterThanOrEqual(360);
    expect(beforeSponsor).toBe(0);
  });

  it('keeps every wallet equal to the sum of its ledger rows, and each balance_after the running sum', async () => {
    const { mismatched } = await one<{ mismatched: number }>(
      sql`SELECT count(*)::int AS mismatched FROM wallets w
        LEFT JOIN (SELECT user_id, symbol, sum(amount) AS total FROM transactions GROUP BY 1, 2) t
          ON t.user_id = w.user_id AND t.symbol = w.symbol
        JOIN users u ON u.id = w.user_id
        WHERE u.username ~ '^s[0-9]+$' AND w.balance <> coalesce(t.total, 0)`,
    );
    expect(mismatched).toBe(0);
    const { broken, rows } = await one<{ broken: number; rows: number }>(
      sql`SELECT count(*) FILTER (WHERE balance_after <> running)::int AS broken, count(*)::int AS rows FROM (
          SELECT t.balance_after, sum(t.amount) OVER (PARTITION BY t.user_id, t.symbol ORDER BY t.id) AS running
          FROM transactions t JOIN users u ON u.id = t.user_id WHERE u.username ~ '^s[0-9]+$'
        ) r`,
    );
    expect(rows).toBe(SHAPE.members * 10);
    expect(broken).toBe(0);
    const { negative } = await one<{ negative: number }>(
      sql`SELECT count(*)::int AS negative FROM transactions WHERE balance_after < 0`,
    );
    expect(negative).toBe(0);
  });

  it('gives each member one order and makes the mining contracts, active today', async () => {
    const { orders, completed, contracts, active } = await one<{ orders: number; completed: number; contracts: number; active: number }>(
      sql`SELECT count(*)::int AS orders, count(*) FILTER (WHERE o.status = 'COMPLETED' AND o.completed_at IS NOT NULL)::int AS completed,
        (SELECT count(*)::int FROM mining_contracts m JOIN users s ON s.id = m.user_id WHERE s.username ~ '^s[0-9]+$') AS contracts,
        (SELECT count(*)::int FROM mining_contracts m JOIN users s ON s.id = m.user_id
          WHERE s.username ~ '^s[0-9]+$' AND m.start_date <= current_date AND m.end_date > current_date) AS active
      FROM orders o JOIN users u ON u.id = o.user_id WHERE u.username ~ '^s[0-9]+$'`,
    );
    expect(orders).toBe(SHAPE.members);
    expect(completed).toBeGreaterThan(SHAPE.members / 2);
    expect(completed).toBeLessThan(SHAPE.members);
    expect(contracts).toBe(SHAPE.contracts);
    expect(active).toBe(SHAPE.contracts);
  });

  it("keeps demo's team figures equal to a recount of its downline", async () => {
    const recount = await one<{ size: number; direct: number; volume: string }>(
      sql`WITH RECURSIVE down(id) AS (
          SELECT id FROM users WHERE sponsor_id = (SELECT id FROM users WHERE username = 'demo')
          UNION ALL
          SELECT u.id FROM users u JOIN down d ON u.sponsor_id = d.id
        )
        SELECT (SELECT count(*)::int FROM down) AS size,
          (SELECT count(*)::int FROM users WHERE sponsor_id = (SELECT id FROM users WHERE username = 'demo')) AS direct,
          (SELECT trim_scale(coalesce(sum(o.total), 0))::text FROM orders o JOIN down d ON d.id = o.user_id WHERE o.status = 'COMPLETED') AS volume`,
    );
    const stats = await one<{ size: number; direct: number; volume: string }>(
      sql`SELECT team_size AS size, direct_count AS direct, trim_scale(team_volume)::text AS volume
        FROM team_stats s JOIN users u ON u.id = s.member_id WHERE u.username = 'demo'`,
    );
    expect(recount.size).toBeGreaterThanOrEqual(SHAPE.members);
    expect(stats).toEqual(recount);
  });

  it('refuses to add the tree twice', async () => {
    await expect(seedScaleTree(db(), SHAPE)).rejects.toBeInstanceOf(ScaleTreeExistsError);
  });
});
