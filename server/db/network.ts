import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import { users } from './schema';
import type { LeaderLevel } from '../../contract/leader';
import type { TeamSummary } from '../../contract/network';
import type { DownlineNodeRecord } from '../domain/network';
import type { Database } from './types';


/** A guard against a sponsor cycle (the app never makes one: a member's sponsor is set once, to an older member). */
const MAX_TREE_DEPTH = 10_000;

/** Rows of a raw query; both drivers answer `{ rows }`. Every column is cast in SQL to what the row type says. */
async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/**
 * The `_id`s from level 1 of `rootId`'s downline down to `memberId` (inclusive), walking up the sponsor chain:
 * `[]` when memberId is the root itself, null when it is not in the root's downline (or unknown).
 */
export async function pathFromRoot(db: Database, rootId: string, memberId: string): Promise<string[] | null> {
  const chain = await queryRows<{ id: string }>(
    db,
    sql`WITH RECURSIVE up(id, sponsor_id, depth) AS (
      SELECT id, sponsor_id, 0 FROM users WHERE id = ${memberId}
      UNION ALL
      SELECT u.id, u.sponsor_id, up.depth + 1 FROM users u JOIN up ON u.id = up.sponsor_id
      WHERE up.id <> ${rootId} AND up.depth < ${MAX_TREE_DEPTH}
    )
    SELECT id::text AS id FROM up ORDER BY depth DESC`,
  );
  if (chain.length === 0 || chain[0].id !== rootId) return null;
  return chain.slice(1).map((row) => row.id);
}

/**
 * The members matching `seed` (a condition on `users`), oldest first, each with its direct children count and its
 * downline's size and volume (completed orders' total): one recursive query over all their subtrees at once.
 */
async function downlineNodes(db: Database, seed: SQL): Promise<DownlineNodeRecord[]> {
  const rows = await queryRows<Omit<DownlineNodeRecord, 'createdAt'> & { joinedAt: string }>(
    db,
    sql`WITH RECURSIVE nodes AS (
      SELECT id FROM users WHERE ${seed}
    ), subtree(node_id, member_id, depth) AS (
      SELECT n.id, u.id, 1 FROM nodes n JOIN users u ON u.sponsor_id = n.id
      UNION ALL
      SELECT s.node_id, u.id, s.depth + 1 FROM subtree s JOIN users u ON u.sponsor_id = s.member_id
      WHERE s.depth < ${MAX_TREE_DEPTH}
    ), volumes AS (
      SELECT user_id, sum(total) AS total FROM orders
      WHERE status = 'COMPLETED' AND user_id IN (SELECT member_id FROM subtree) GROUP BY user_id
    ), stats AS (
      SELECT s.node_id, count(*) FILTER (WHERE s.depth = 1) AS children, count(*) AS team_size,
        coalesce(sum(v.total), 0) AS team_volume
      FROM subtree s LEFT JOIN volumes v ON v.user_id = s.member_id GROUP BY s.node_id
    )
    SELECT u.id::text AS "id", u.username AS "username", u.full_name AS "fullName",
      to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "joinedAt",
      p.code AS "packageCode", p.name_vi AS "packageNameVi", p.name_en AS "packageNameEn",
      coalesce(st.children, 0)::int AS "childCount", coalesce(st.team_size, 0)::int AS "teamSize",
      coalesce(st.team_volume, 0)::text AS "teamVolume"
    FROM nodes n JOIN users u ON u.id = n.id
    LEFT JOIN products p ON p.id = u.package_id
    LEFT JOIN stats st ON st.node_id = u.id
    ORDER BY u.created_at, u.id`,
  );
  return rows.map(({ joinedAt, ...row }) => ({ ...row, createdAt: new Date(joinedAt) }));
}

/** The direct children of `parentId`, oldest first, with their counts and volumes. */
export function downlineChildren(db: Database, parentId: string): Promise<DownlineNodeRecord[]> {
  return downlineNodes(db, sql`sponsor_id = ${parentId}`);
}

export async function downlineNode(db: Database, memberId: string): Promise<DownlineNodeRecord | null> {
  const [node] = await downlineNodes(db, sql`id = ${memberId}`);
  return node ?? null;
}

export async function findUserIdByUsername(db: Database, username: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id ?? null;
}

/** The member `username` inside `rootId`'s downline with the path to it, or null (unknown, the root, or outside). */
export async function searchDownline(db: Database, rootId: string, username: string): Promise<{ node: DownlineNodeRecord; path: string[] } | null> {
  const memberId = await findUserIdByUsername(db, username);
  if (!memberId) return null;
  const path = await pathFromRoot(db, rootId, memberId);
  if (!path || path.length === 0) return null;
  const node = await downlineNode(db, memberId);
  return node ? { node, path } : null;
}

const teamOf = (rootId: string) => sql`team(id, depth, created_at) AS (
  SELECT id, 1, created_at FROM users WHERE sponsor_id = ${rootId}
  UNION ALL
  SELECT u.id, t.depth + 1, u.created_at FROM users u JOIN team t ON u.sponsor_id = t.id WHERE t.depth < ${MAX_TREE_DEPTH}
)`;

/** How many the member sponsored directly, the size of their downline and its volume (completed orders' total). */
export async function teamSummary(db: Database, rootId: string): Promise<TeamSummary> {
  const [row] = await queryRows<TeamSummary>(
    db,
    sql`WITH RECURSIVE ${teamOf(rootId)}
    SELECT count(*) FILTER (WHERE depth = 1)::int AS "directCount", count(*)::int AS "teamSize",
      trim_scale((SELECT coalesce(sum(o.total), 0) FROM orders o WHERE o.status = 'COMPLETED' AND o.user_id IN (SELECT id FROM team)))::text AS "teamVolume"
    FROM team`,
  );
  return row;
}

export async function teamVolumeOf(db: Database, rootId: string): Promise<string> {
  return (await teamSummary(db, rootId)).teamVolume;
}

/**
 * Per level of the downline: its members, those who joined in [start, end), and the total of their orders
 * completed in [start, end). Levels without members are absent.
 */
export function leaderLevels(db: Database, rootId: string, start: Date, end: Date): Promise<LeaderLevel[]> {
  const [from, to] = [start.toISOString(), end.toISOString()];
  return queryRows<LeaderLevel>(
    db,
    sql`WITH RECURSIVE ${teamOf(rootId)}, volumes AS (
      SELECT user_id, sum(total) AS total FROM orders
      WHERE status = 'COMPLETED' AND completed_at >= ${from}::timestamptz AND completed_at < ${to}::timestamptz
        AND user_id IN (SELECT id FROM team)
      GROUP BY user_id
    )
    SELECT t.depth::int AS "level", count(*)::int AS "members",
      count(*) FILTER (WHERE t.created_at >= ${from}::timestamptz AND t.created_at < ${to}::timestamptz)::int AS "newMembers",
      coalesce(sum(v.total), 0)::text AS "volume"
    FROM team t LEFT JOIN volumes v ON v.user_id = t.id
    GROUP BY t.depth ORDER BY t.depth`,
  );
}
