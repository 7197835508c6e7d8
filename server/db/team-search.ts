// Team search: members of a downline whose username, full name or given name starts with a text, read from the
// prefix indexes (users_username_prefix_idx, users_name_key_prefix_idx, users_given_name_key_prefix_idx).
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { DownlineMatch } from '../../contract/network';
import { MAX_TREE_DEPTH, queryRows } from './team-figures';
import type { Database } from './types';

/** A team up to this size is walked from the top; a bigger one is searched from the indexes. */
export const TEAM_SEARCH_WALK_LIMIT = 2_000;
/** Members read from each prefix index before their lines up are walked to the searcher. */
export const TEAM_SEARCH_CANDIDATES = 200;

/** `text` as the start of a LIKE pattern: its own %, _ and \ match themselves. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

interface Found {
  items: DownlineMatch[];
  /** Whether every member with the prefix was looked at (false: an index gave its full count of candidates). */
  complete: boolean;
}

/** The condition on `users u` of a member whose username, full name or given name starts with `key` (folded). */
function matching(key: string): SQL {
  const pattern = likePrefix(key);
  return sql`(u.username LIKE ${pattern} OR search_key(u.full_name) LIKE ${pattern}
    OR search_key(regexp_replace(u.full_name, '^.*[[:space:]]', '')) LIKE ${pattern})`;
}

/** The downline walked from the top (its sponsor index), every member tested: the cost of the team's size. */
async function walkTeam(db: Database, rootId: string, key: string, limit: number): Promise<Found> {
  const rows = await queryRows<DownlineMatch>(
    db,
    sql`WITH RECURSIVE down(id, depth) AS (
      SELECT id, 1 FROM users WHERE sponsor_id = ${rootId}
      UNION ALL
      SELECT u.id, d.depth + 1 FROM users u JOIN down d ON u.sponsor_id = d.id WHERE d.depth < ${MAX_TREE_DEPTH}
    )
    SELECT u.id::text AS "_id", u.username AS "username", u.full_name AS "fullName", d.depth AS "level"
    FROM down d JOIN users u ON u.id = d.id
    WHERE ${matching(key)}
    ORDER BY u.username
    LIMIT ${limit + 1}`,
  );
  return { items: rows, complete: true };
}

/**
 * The first TEAM_SEARCH_CANDIDATES members of each prefix index, each line walked up until it reaches the searcher
 * (a member of the downline, at that level) or the top (someone else's): the cost of the candidates, not the team.
 */
async function scanIndexes(db: Database, rootId: string, key: string, limit: number): Promise<Found> {
  const pattern = likePrefix(key);
  const [row] = await queryRows<{ found: string; complete: boolean }>(
    db,
    sql`WITH RECURSIVE
    by_username AS (SELECT id, sponsor_id FROM users WHERE username LIKE ${pattern} LIMIT ${TEAM_SEARCH_CANDIDATES}),
    by_name AS (SELECT id, sponsor_id FROM users WHERE search_key(full_name) LIKE ${pattern} LIMIT ${TEAM_SEARCH_CANDIDATES}),
    by_given_name AS (
      SELECT id, sponsor_id FROM users WHERE search_key(regexp_replace(full_name, '^.*[[:space:]]', '')) LIKE ${pattern}
      LIMIT ${TEAM_SEARCH_CANDIDATES}
    ),
    candidates AS (SELECT * FROM by_username UNION SELECT * FROM by_name UNION SELECT * FROM by_given_name),
    up(member_id, at, steps) AS (
      SELECT id, sponsor_id, 1 FROM candidates
      UNION ALL
      SELECT up.member_id, u.sponsor_id, up.steps + 1 FROM up JOIN users u ON u.id = up.at
      WHERE up.at <> ${rootId} AND up.steps < ${MAX_TREE_DEPTH}
    ),
    found AS (
      SELECT u.id::text AS "_id", u.username AS "username", u.full_name AS "fullName", up.steps AS "level"
      FROM up JOIN users u ON u.id = up.member_id
      WHERE up.at = ${rootId}
      ORDER BY u.username
      LIMIT ${limit + 1}
    )
    SELECT (SELECT coalesce(json_agg(f ORDER BY f."username"), '[]') FROM found f)::text AS "found",
      ((SELECT count(*) FROM by_username) < ${TEAM_SEARCH_CANDIDATES}
        AND (SELECT count(*) FROM by_name) < ${TEAM_SEARCH_CANDIDATES}
        AND (SELECT count(*) FROM by_given_name) < ${TEAM_SEARCH_CANDIDATES}) AS "complete"`,
  );
  return { items: JSON.parse(row.found) as DownlineMatch[], complete: row.complete };
}

/**
 * Members of `rootId`'s downline (never the root, never anyone outside it) whose username, full name or given name
 * starts with `key` (already folded by searchKey), by username: up to `limit`, and whether there are more. A team
 * of up to `walkLimit` members is walked; a bigger one is searched from the indexes, and walked after all when the
 * indexes gave their full count of candidates but fewer than `limit` of them were in the team (a rare prefix of the
 * team that is common elsewhere), so the answer is exact either way.
 */
export async function findInDownline(
  db: Database,
  rootId: string,
  key: string,
  limit: number,
  walkLimit = TEAM_SEARCH_WALK_LIMIT,
): Promise<{ items: DownlineMatch[]; more: boolean }> {
  const [size] = await queryRows<{ teamSize: number }>(
    db,
    sql`SELECT coalesce((SELECT team_size FROM team_stats WHERE member_id = ${rootId}), 0)::int AS "teamSize"`,
  );
  if (size.teamSize === 0) return { items: [], more: false };
  let found = size.teamSize <= walkLimit ? await walkTeam(db, rootId, key, limit) : await scanIndexes(db, rootId, key, limit);
  if (!found.complete && found.items.length <= limit) found = await walkTeam(db, rootId, key, limit);
  return { items: found.items.slice(0, limit), more: found.items.length > limit };
}
