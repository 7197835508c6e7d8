// The scale tree (`npm run seed:scale`): many generated members under `demo`, written set-based (INSERT ... SELECT
// over a temporary table of tree nodes) inside the caller's transaction. Members are `s<n>`; n = 0 is demo.
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import { queryRows } from './team-figures';
import type { Database } from './types';

/** Usernames of the generated members: this prefix and the node number (1, 2, ...). */
export const SCALE_USERNAME_PREFIX = 's';
/** The tree (without the chain) is at most this deep below demo. */
export const SCALE_TREE_MAX_DEPTH = 15;
const MIN_CHILDREN = 3;
const MAX_CHILDREN = 8;
const AVERAGE_CHILDREN = (MIN_CHILDREN + MAX_CHILDREN) / 2;
/** USDT to VND for the generated bank orders' amount_vnd. */
const USDT_VND = 25_000;

export interface ScaleTreeShape {
  /** Generated members in all, the chain included. */
  members: number;
  /** Members of the chain hanging from demo (each the only child of the one above). */
  chainLength: number;
  /** Mining contracts (each with its warehouse unit), active on the seeding day. */
  contracts: number;
}

export interface ScaleTreeCounts {
  members: number;
  treeDepth: number;
  chainLength: number;
  ledgerRows: number;
  orders: number;
  completedOrders: number;
  contracts: number;
  /** The member at the bottom of the chain (the deepest of the downline). */
  deepLeaf: string;
  /** A member without children at the tree's most populated level. */
  typicalLeaf: string;
}

/** A pseudo-random whole number in [0, 1000003) from a node number and a salt: the same for every run. */
const mix = (column: 'n' | 'p.n' | 'o.n', salt: number) =>
  sql.raw(`(((${column})::bigint * 2654435761 + ${salt * 40503}) % 1000003)`);

export async function scaleTreeExists(db: Database): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(db, sql`SELECT 1 AS found FROM users WHERE username = ${`${SCALE_USERNAME_PREFIX}1`}`);
  return rows.length > 0;
}

async function count(db: Database, query: SQL): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, query);
  return Number(row.count);
}

/** The branching b with parents * (b + b^2 + ... + b^levels) = remaining. */
function branchingFor(parents: number, remaining: number, levels: number): number {
  const total = (b: number) => {
    let sum = 0;
    let power = 1;
    for (let i = 0; i < levels; i += 1) {
      power *= b;
      sum += power;
    }
    return parents * sum;
  };
  let low = 0;
  let high = MAX_CHILDREN;
  for (let i = 0; i < 60; i += 1) {
    const middle = (low + high) / 2;
    if (total(middle) < remaining) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * The nodes: demo (n = 0), the tree level by level (a parent has 3 to 8 children or none, the share of parents
 * chosen so that the tree reaches its size near depth 15), then the chain. Node numbers grow with the level.
 */
async function buildNodes(tx: Database, rootId: string, treeMembers: number, chainLength: number): Promise<number> {
  await tx.execute(sql`CREATE TEMP TABLE scale_nodes (
    n int PRIMARY KEY, parent_n int, depth int NOT NULL, id uuid NOT NULL DEFAULT gen_random_uuid(),
    joined_at timestamptz, status text, mining boolean NOT NULL DEFAULT false,
    order_id uuid NOT NULL DEFAULT gen_random_uuid(), unit_id uuid NOT NULL DEFAULT gen_random_uuid()
  ) ON COMMIT DROP`);
  await tx.execute(sql`INSERT INTO scale_nodes (n, parent_n, depth, id) VALUES (0, NULL, 0, ${rootId}::uuid)`);
  let made = 0;
  let parents = 1;
  let depth = 1;
  while (made < treeMembers) {
    const levelsLeft = Math.max(1, SCALE_TREE_MAX_DEPTH - depth + 1);
    const remaining = treeMembers - made;
    const branching = branchingFor(parents, remaining, levelsLeft);
    let perMille = depth === 1 ? 1000 : Math.min(1000, Math.max(1, Math.ceil((branching / AVERAGE_CHILDREN) * 1000)));
    // Past the deepest level, more children for the deepest parents (a rare top-up of a small tree).
    const parentDepth = Math.min(depth, SCALE_TREE_MAX_DEPTH) - 1;
    const childDepth = parentDepth + 1;
    let added = 0;
    for (let attempt = 0; added === 0 && attempt < 2; attempt += 1) {
      await tx.execute(sql`INSERT INTO scale_nodes (n, parent_n, depth)
        SELECT ${made} + row_number() OVER (ORDER BY p.n, c.k), p.n, ${childDepth}
        FROM scale_nodes p
        CROSS JOIN LATERAL generate_series(1, ${MIN_CHILDREN} + ${mix('p.n', 1)} % ${MAX_CHILDREN - MIN_CHILDREN + 1}) AS c(k)
        WHERE p.depth = ${parentDepth} AND p.n <= ${made} AND (${perMille} >= 1000 OR ${mix('p.n', depth + 2)} % 1000 < ${perMille})
        ORDER BY p.n, c.k
        LIMIT ${remaining}`);
      added = (await count(tx, sql`SELECT count(*)::int AS count FROM scale_nodes`)) - 1 - made;
      perMille = 1000; // a level that chose no parent: all of them
    }
    if (added === 0) throw new Error('The scale tree stopped growing (no parent at the level above).');
    made += added;
    parents = added;
    depth += 1;
  }
  // The chain: node made + i is the only child of node made + i - 1, the first under demo.
  await tx.execute(sql`INSERT INTO scale_nodes (n, parent_n, depth)
    SELECT ${made} + i, CASE WHEN i = 1 THEN 0 ELSE ${made} + i - 1 END, i FROM generate_series(1, ${chainLength}) AS i`);
  return made;
}

/**
 * Joined dates over the last year, growing with the node number (parents before children). The root, a member of
 * a year's standing, is moved back to just before that year when it joined later (the demo world's demo did).
 */
async function setJoinDates(tx: Database, rootId: string, members: number, now: Date): Promise<void> {
  const yearAgo = sql`${now.toISOString()}::timestamptz - interval '365 days'`;
  await tx.execute(sql`UPDATE users SET created_at = ${yearAgo} - interval '1 day'
    WHERE id = ${rootId} AND sponsor_id IS NULL AND created_at > ${yearAgo} - interval '1 day'`);
  await tx.execute(sql`WITH span AS (
      SELECT greatest(u.created_at + interval '1 minute', ${yearAgo}) AS first,
        ${now.toISOString()}::timestamptz - interval '2 hours' AS last
      FROM users u WHERE u.id = ${rootId}
    )
    UPDATE scale_nodes s SET joined_at = span.first + (span.last - span.first) * (s.n::float8 / ${members + 1})
    FROM span WHERE s.n > 0`);
}

/** Each member's order status (most completed) and which completed orders buy the mining units. */
async function setOrderStatuses(tx: Database, contracts: number): Promise<void> {
  await tx.execute(sql`UPDATE scale_nodes SET status = CASE
      WHEN ${mix('n', 9)} % 100 < 85 THEN 'COMPLETED'
      WHEN ${mix('n', 9)} % 100 < 90 THEN 'PENDING_PAYMENT'
      WHEN ${mix('n', 9)} % 100 < 95 THEN 'CANCELLED'
      ELSE 'EXPIRED' END
    WHERE n > 0`);
  await tx.execute(sql`UPDATE scale_nodes SET mining = true WHERE n IN (
      SELECT n FROM scale_nodes WHERE status = 'COMPLETED' ORDER BY ${mix('n', 10)}, n LIMIT ${contracts})`);
  const chosen = await count(tx, sql`SELECT count(*)::int AS count FROM scale_nodes WHERE mining`);
  if (chosen < contracts) {
    throw new Error(`Only ${chosen} completed orders for ${contracts} mining contracts: ask for fewer contracts or more members.`);
  }
}

async function insertMembers(tx: Database, passwordHash: string, securePasswordHash: string): Promise<void> {
  const prefix = SCALE_USERNAME_PREFIX;
  await tx.execute(sql`INSERT INTO users (id, username, email, full_name, phone, password_hash, secure_password_hash,
      referral_code, sponsor_id, kyc_status, is_leader, email_verified_at, created_at)
    SELECT s.id, ${prefix} || s.n, ${prefix} || s.n || '@scale.filhub.test', 'Scale Member ' || s.n,
      '09' || lpad(s.n::text, 8, '0'), ${passwordHash}, ${securePasswordHash}, 'S' || lpad(s.n::text, 7, '0'),
      p.id, 'NONE', false, s.joined_at, s.joined_at
    FROM scale_nodes s JOIN scale_nodes p ON p.n = s.parent_n
    ORDER BY s.n`);
}

/**
 * Ten ledger rows per member, in time order after joining: USDT two deposits, a swap to EV and its fee; EV the
 * swap's credit and two bonuses; EC three mining rewards. Each row's balance_after is its wallet's running sum,
 * and the wallets hold the sums of their rows.
 */
async function insertLedger(tx: Database, now: Date): Promise<void> {
  await tx.execute(sql`INSERT INTO transactions (user_id, symbol, type, amount, balance_after, reference, status, created_at)
    SELECT a.id, v.symbol::token_symbol, v.type::transaction_type, v.amount, v.balance_after,
      'SCALE-' || a.n || '-' || v.k, 'COMPLETED', a.joined_at + (${now.toISOString()}::timestamptz - a.joined_at) * (v.k / 11.0)
    FROM (
      SELECT n, id, joined_at,
        (100 + ${mix('n', 3)} % 900)::numeric AS d1, (50 + ${mix('n', 4)} % 450)::numeric AS d2,
        ((${mix('n', 5)} % 50 + 1) * 2)::numeric AS s, 1::numeric AS f,
        (${mix('n', 6)} % 100 + 1)::numeric / 4 AS b1, (${mix('n', 7)} % 100 + 1)::numeric / 8 AS b2,
        (${mix('n', 8)} % 1000 + 1)::numeric / 10000 AS r
      FROM scale_nodes WHERE n > 0
    ) a
    CROSS JOIN LATERAL (VALUES
      (1, 'USDT', 'DEPOSIT', a.d1, a.d1),
      (2, 'USDT', 'SWAP_OUT', -a.s, a.d1 - a.s),
      (3, 'USDT', 'FEE', -a.f, a.d1 - a.s - a.f),
      (4, 'EV', 'SWAP_IN', a.s * 10, a.s * 10),
      (5, 'EV', 'BONUS', a.b1, a.s * 10 + a.b1),
      (6, 'EC', 'MINING_REWARD', a.r, a.r),
      (7, 'USDT', 'DEPOSIT', a.d2, a.d1 - a.s - a.f + a.d2),
      (8, 'EV', 'BONUS', a.b2, a.s * 10 + a.b1 + a.b2),
      (9, 'EC', 'MINING_REWARD', a.r, a.r * 2),
      (10, 'EC', 'MINING_REWARD', a.r, a.r * 3)
    ) AS v(k, symbol, type, amount, balance_after)
    ORDER BY a.n, v.k`);
  await tx.execute(sql`INSERT INTO wallets (user_id, symbol, balance)
    SELECT t.user_id, t.symbol, sum(t.amount)
    FROM scale_nodes s JOIN transactions t ON t.user_id = s.id
    WHERE s.n > 0
    GROUP BY t.user_id, t.symbol`);
}

/** One bank order per member with its line (a package, or a mining unit for the chosen ones), then the mining. */
async function insertOrders(tx: Database, now: Date): Promise<void> {
  await tx.execute(sql`CREATE TEMP TABLE scale_products ON COMMIT DROP AS
    SELECT id, kind::text AS kind, price, point_price, power, daily_reward, contract_days,
      row_number() OVER (PARTITION BY kind ORDER BY sort_order, code) - 1 AS i,
      count(*) OVER (PARTITION BY kind) AS of_kind
    FROM products WHERE active`);
  const kinds = await count(tx, sql`SELECT count(DISTINCT kind)::int AS count FROM scale_products WHERE kind IN ('PACKAGE', 'MINING')`);
  if (kinds < 2) throw new Error('The product catalogue needs a PACKAGE and a MINING product (seed the demo world first).');
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  await tx.execute(sql`CREATE TEMP TABLE scale_orders ON COMMIT DROP AS
    SELECT s.n, s.id AS user_id, s.order_id, s.unit_id, s.status, s.mining, p.id AS product_id, p.price, p.point_price,
      p.power, p.daily_reward, p.contract_days,
      CASE WHEN s.status = 'PENDING_PAYMENT' THEN greatest(s.joined_at, ${nowSql} - interval '1 hour')
        ELSE s.joined_at + (${nowSql} - s.joined_at) * 0.3 END AS ordered_at
    FROM scale_nodes s
    JOIN scale_products p ON p.kind = CASE WHEN s.mining THEN 'MINING' ELSE 'PACKAGE' END AND p.i = s.n % p.of_kind
    WHERE s.n > 0`);
  await tx.execute(sql`INSERT INTO orders (id, code, user_id, method, symbol, status, total, point_total, paid_amount,
      amount_vnd, idempotency_key, request_hash, expires_at, completed_at, cancelled_at, payment_reference, created_at)
    SELECT o.order_id, 'SC' || lpad(o.n::text, 8, '0'), o.user_id, 'BANK', NULL, o.status::order_status, o.price,
      o.point_price, NULL, (o.price * ${USDT_VND})::bigint, 'scale-' || o.n, 'scale', o.ordered_at + interval '1 day',
      CASE WHEN o.status = 'COMPLETED' THEN o.ordered_at + interval '10 minutes' END,
      CASE WHEN o.status = 'CANCELLED' THEN o.ordered_at + interval '1 hour' END,
      CASE WHEN o.status = 'COMPLETED' THEN 'OPS' END, o.ordered_at
    FROM scale_orders o ORDER BY o.n`);
  await tx.execute(sql`INSERT INTO order_items (order_id, product_id, quantity, unit_price, unit_point_price)
    SELECT order_id, product_id, 1, price, point_price FROM scale_orders ORDER BY n`);
  // A completed package order makes it the member's package.
  await tx.execute(sql`UPDATE users u SET package_id = o.product_id
    FROM scale_orders o WHERE o.user_id = u.id AND o.status = 'COMPLETED' AND NOT o.mining`);
  // The mining units: activated into contracts that started after the order completed and still run today.
  await tx.execute(sql`INSERT INTO warehouse_units (id, user_id, product_id, order_id, status, activated_at, created_at)
    SELECT unit_id, user_id, product_id, order_id, 'MINING', least(ordered_at + interval '1 day', ${nowSql}), ordered_at + interval '10 minutes'
    FROM scale_orders WHERE mining ORDER BY n`);
  await tx.execute(sql`INSERT INTO mining_contracts (user_id, unit_id, product_id, power, daily_reward, start_date, end_date, created_at)
    SELECT user_id, unit_id, product_id, power, daily_reward, start_date, start_date + greatest(contract_days, 1), activated_at
    FROM (
      SELECT o.*, least(o.ordered_at + interval '1 day', ${nowSql}) AS activated_at, (${nowSql} AT TIME ZONE 'UTC')::date - (${mix('o.n', 11)} % greatest(1, least(
        greatest(contract_days, 1),
        (${nowSql} AT TIME ZONE 'UTC')::date - (least(o.ordered_at + interval '1 day', ${nowSql}) AT TIME ZONE 'UTC')::date
      )))::int AS start_date
      FROM scale_orders o WHERE o.mining
    ) c ORDER BY n`);
}

/**
 * Vacuumed tables with fresh planner statistics after the bulk load and the team figures' rebuild: what autovacuum
 * would do some minutes later on PostgreSQL, and never on PGlite (one standalone backend, no autovacuum). Without
 * it the root's leader summary read team_days' pages the rebuild left behind: 7-10 ms on PGlite against 2 ms.
 */
export async function analyzeScaleTables(db: Database): Promise<void> {
  await db.execute(sql`VACUUM ANALYZE users, wallets, transactions, orders, order_items, warehouse_units, mining_contracts,
    team_stats, team_levels, team_days`);
}

/**
 * Adds the scale tree under `rootId` (demo) in the caller's transaction: `shape.members` members (the chain
 * included) with wallets, ledgers, orders and mining contracts. The caller rebuilds the team figures afterwards.
 */
export async function insertScaleTree(
  tx: Database,
  rootId: string,
  shape: ScaleTreeShape,
  hashes: { passwordHash: string; securePasswordHash: string },
  now: Date,
): Promise<ScaleTreeCounts> {
  const treeMembers = shape.members - shape.chainLength;
  if (treeMembers < MAX_CHILDREN) throw new Error(`${shape.members} members leave too few for a tree beside a chain of ${shape.chainLength}.`);
  const made = await buildNodes(tx, rootId, treeMembers, shape.chainLength);
  await setJoinDates(tx, rootId, shape.members, now);
  await setOrderStatuses(tx, shape.contracts);
  await insertMembers(tx, hashes.passwordHash, hashes.securePasswordHash);
  await insertLedger(tx, now);
  await insertOrders(tx, now);

  const [facts] = await queryRows<{ treeDepth: number; typicalLeaf: number }>(
    tx,
    sql`WITH levels AS (
        SELECT depth, count(*) AS members FROM scale_nodes WHERE n BETWEEN 1 AND ${made} GROUP BY depth
      ), busiest AS (SELECT depth FROM levels ORDER BY members DESC, depth LIMIT 1)
      SELECT (SELECT max(depth) FROM levels)::int AS "treeDepth",
        (SELECT min(s.n) FROM scale_nodes s JOIN busiest b ON b.depth = s.depth
          WHERE s.n BETWEEN 1 AND ${made} AND NOT EXISTS (SELECT 1 FROM scale_nodes c WHERE c.parent_n = s.n))::int AS "typicalLeaf"`,
  );
  const completedOrders = await count(tx, sql`SELECT count(*)::int AS count FROM scale_nodes WHERE status = 'COMPLETED'`);
  return {
    members: shape.members,
    treeDepth: facts.treeDepth,
    chainLength: shape.chainLength,
    ledgerRows: shape.members * 10,
    orders: shape.members,
    completedOrders,
    contracts: shape.contracts,
    deepLeaf: `${SCALE_USERNAME_PREFIX}${made + shape.chainLength}`,
    typicalLeaf: `${SCALE_USERNAME_PREFIX}${facts.typicalLeaf}`,
  };
}
