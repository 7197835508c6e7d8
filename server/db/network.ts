import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import { users } from './schema';
import { MAX_TREE_DEPTH, queryRows, teamFiguresOf } from './team-figures';
import type { LeaderLevel } from '../../contract/leader';
import type { TeamSummary } from '../../contract/network';
import type { DownlineNodeRecord } from '../domain/network';
import type { KeysetPosition } from './keyset';
import type { Database } from './types';

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

/** Members matching `where` (a condition on `users u`), oldest first, with their kept team figures. */
function downlineNodes(db: Database, where: SQL, limit: number): Promise<DownlineNodeRecord[]> {
  return queryRows<DownlineNodeRecord>(
    db,
    sql`SELECT u.id::text AS "id", u.username AS "username", u.full_name AS "fullName",
      to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "joinedAt",
      p.code AS "packageCode", p.name_vi AS "packageNameVi", p.name_en AS "packageNameEn",
      coalesce(s.direct_count, 0)::int AS "childCount", coalesce(s.team_size, 0)::int AS "teamSize",
      trim_scale(coalesce(s.team_volume, 0))::text AS "teamVolume", trim_scale(coalesce(s.own_volume, 0))::text AS "ownVolume"
    FROM users u
    LEFT JOIN team_stats s ON s.member_id = u.id
    LEFT JOIN products p ON p.id = u.package_id
    WHERE ${where}
    ORDER BY u.created_at, u.id
    LIMIT ${limit}`,
  );
}

/** Where a page of a level sorted by a volume starts: after the member with this volume and id (highest first). */
export interface VolumePosition {
  volume: string;
  id: string;
}

/**
 * One page of the direct children of `parentId` by team volume or own sales, highest first (ties: member id, highest
 * first), after `cursor`. Read from team_stats' (sponsor_id, volume, member_id) index backwards: every page costs the
 * same however big the level and however deep the page.
 */
export async function downlineChildrenByVolume(
  db: Database,
  parentId: string,
  page: { sort: 'ownVolume' | 'teamVolume'; cursor: VolumePosition | null; limit: number },
): Promise<{ nodes: DownlineNodeRecord[]; next: VolumePosition | null }> {
  const column = page.sort === 'ownVolume' ? sql`s.own_volume` : sql`s.team_volume`;
  const after = page.cursor ? sql` AND (${column}, s.member_id) < (${page.cursor.volume}::numeric, ${page.cursor.id}::uuid)` : sql``;
  const nodes = await queryRows<DownlineNodeRecord>(
    db,
    sql`SELECT u.id::text AS "id", u.username AS "username", u.full_name AS "fullName",
      to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "joinedAt",
      p.code AS "packageCode", p.name_vi AS "packageNameVi", p.name_en AS "packageNameEn",
      s.direct_count AS "childCount", s.team_size AS "teamSize",
      trim_scale(s.team_volume)::text AS "teamVolume", trim_scale(s.own_volume)::text AS "ownVolume"
    FROM team_stats s
    JOIN users u ON u.id = s.member_id
    LEFT JOIN products p ON p.id = u.package_id
    WHERE s.sponsor_id = ${parentId}${after}
    ORDER BY ${column} DESC, s.member_id DESC
    LIMIT ${page.limit + 1}`,
  );
  const shown = nodes.slice(0, page.limit);
  const last = shown.at(-1);
  const next = nodes.length > page.limit && last ? { volume: page.sort === 'ownVolume' ? last.ownVolume : last.teamVolume, id: last.id } : null;
  return { nodes: shown, next };
}

/** One page of the direct children of `parentId`, oldest first, after `cursor`: up to `limit`, and where the next starts. */
export async function downlineChildren(
  db: Database,
  parentId: string,
  page: { cursor: KeysetPosition | null; limit: number },
): Promise<{ nodes: DownlineNodeRecord[]; next: KeysetPosition | null }> {
  const after = page.cursor ? sql` AND (u.created_at, u.id) > (${page.cursor.at}::timestamptz, ${page.cursor.id}::uuid)` : sql``;
  const nodes = await downlineNodes(db, sql`u.sponsor_id = ${parentId}${after}`, page.limit + 1);
  const shown = nodes.slice(0, page.limit);
  const last = shown.at(-1);
  return { nodes: shown, next: nodes.length > page.limit && last ? { at: last.joinedAt, id: last.id } : null };
}

export async function findUserIdByUsername(db: Database, username: string): Promise<string | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row?.id ?? null;
}

/** The member `username` inside `rootId`'s downline with the members on the path to it (level 1 first), or null. */
export async function searchDownline(db: Database, rootId: string, username: string): Promise<{ nodes: DownlineNodeRecord[]; path: string[] } | null> {
  const memberId = await findUserIdByUsername(db, username);
  if (!memberId) return null;
  const path = await pathFromRoot(db, rootId, memberId);
  if (!path || path.length === 0) return null;
  const found = await downlineNodes(db, sql`u.id IN (${sql.join(path.map((id) => sql`${id}::uuid`), sql`, `)})`, path.length);
  const byId = new Map(found.map((node) => [node.id, node]));
  const nodes = path.map((id) => byId.get(id)).filter((node): node is DownlineNodeRecord => node !== undefined);
  return nodes.length === path.length ? { nodes, path } : null;
}

/** How many the member sponsored directly, the size of their downline and its volume (completed orders' total). */
export async function teamSummary(db: Database, rootId: string): Promise<TeamSummary> {
  const { directCount, teamSize, teamVolume } = await teamFiguresOf(db, rootId);
  return { directCount, teamSize, teamVolume };
}

/**
 * Per level of the downline: its members, those who joined in the UTC days from..to, and the total of their orders
 * completed in those days. Levels without members are absent. One row of JSON rather than a row per level: a team
 * can be hundreds of levels deep, and the embedded database hands result rows over slowly (for 200 levels, several
 * times as long as the query takes).
 */
export async function leaderLevels(db: Database, rootId: string, from: string, to: string): Promise<LeaderLevel[]> {
  const [row] = await queryRows<{ levels: string }>(
    db,
    sql`SELECT coalesce(json_agg(x ORDER BY x."level"), '[]')::text AS "levels" FROM (
      SELECT l.depth AS "level", l.members AS "members", coalesce(d.new_members, 0)::int AS "newMembers",
        trim_scale(coalesce(d.volume, 0))::text AS "volume"
      FROM team_levels l
      LEFT JOIN (
        SELECT depth, sum(new_members) AS new_members, sum(volume) AS volume FROM team_days
        WHERE member_id = ${rootId} AND day >= ${from}::date AND day <= ${to}::date GROUP BY depth
      ) d ON d.depth = l.depth
      WHERE l.member_id = ${rootId} AND l.members > 0
    ) x`,
  );
  return JSON.parse(row.levels) as LeaderLevel[];
}
