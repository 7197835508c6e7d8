import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Database } from './types';

/** A guard against a sponsor cycle (the app never makes one: a member's sponsor is set once, to an older member). */
export const MAX_TREE_DEPTH = 10_000;

/** Rows of a raw query; both drivers answer `{ rows }`. Every column is cast in SQL to what the row type says. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

interface Sponsor {
  id: string;
  depth: number;
}

/** The member's sponsors up to the root, each with the level the member has in its downline (1 = direct). */
function sponsorsOf(tx: Database, memberId: string): Promise<Sponsor[]> {
  return queryRows<Sponsor>(
    tx,
    sql`WITH RECURSIVE up(id, depth) AS (
      SELECT sponsor_id, 1 FROM users WHERE id = ${memberId} AND sponsor_id IS NOT NULL
      UNION ALL
      SELECT u.sponsor_id, up.depth + 1 FROM up JOIN users u ON u.id = up.id
      WHERE u.sponsor_id IS NOT NULL AND up.depth < ${MAX_TREE_DEPTH}
    )
    SELECT id::text AS id, depth::int AS depth FROM up`,
  );
}

/** `(id, depth)` rows as a VALUES list, sorted by id: every writer locks counter rows in that one order. */
function valuesOf(rows: readonly Sponsor[]): SQL {
  const sorted = [...rows].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return sql.join(
    sorted.map((row) => sql`(${row.id}::uuid, ${row.depth}::int)`),
    sql`, `,
  );
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** A new member (inside its creation's transaction): its own figures, and one more member in each sponsor's team. */
export async function addMemberToTeams(tx: Database, memberId: string, joinedAt: Date): Promise<void> {
  await tx.execute(sql`INSERT INTO team_stats (member_id, sponsor_id) SELECT id, sponsor_id FROM users WHERE id = ${memberId}`);
  const sponsors = await sponsorsOf(tx, memberId);
  if (sponsors.length === 0) return;
  const rows = valuesOf(sponsors);
  await tx.execute(sql`INSERT INTO team_stats (member_id, direct_count, team_size)
    SELECT id, CASE WHEN depth = 1 THEN 1 ELSE 0 END, 1 FROM (VALUES ${rows}) AS s(id, depth) ORDER BY id
    ON CONFLICT (member_id) DO UPDATE SET direct_count = team_stats.direct_count + excluded.direct_count,
      team_size = team_stats.team_size + 1`);
  await tx.execute(sql`INSERT INTO team_levels (member_id, depth, members)
    SELECT id, depth, 1 FROM (VALUES ${rows}) AS s(id, depth) ORDER BY id
    ON CONFLICT (member_id, depth) DO UPDATE SET members = team_levels.members + 1`);
  await tx.execute(sql`INSERT INTO team_days (member_id, day, depth, new_members)
    SELECT id, ${utcDay(joinedAt)}::date, depth, 1 FROM (VALUES ${rows}) AS s(id, depth) ORDER BY id
    ON CONFLICT (member_id, day, depth) DO UPDATE SET new_members = team_days.new_members + 1`);
}

/** An order completed (inside its completion's transaction): the buyer's own volume and each sponsor's team volume. */
export async function addCompletedVolume(tx: Database, buyerId: string, total: string, completedAt: Date): Promise<void> {
  const sponsors = await sponsorsOf(tx, buyerId);
  const members = [{ id: buyerId, depth: 0 }, ...sponsors];
  await tx.execute(sql`INSERT INTO team_stats (member_id, team_volume, own_volume)
    SELECT id, CASE WHEN depth = 0 THEN 0 ELSE ${total}::numeric END, CASE WHEN depth = 0 THEN ${total}::numeric ELSE 0 END
    FROM (VALUES ${valuesOf(members)}) AS s(id, depth) ORDER BY id
    ON CONFLICT (member_id) DO UPDATE SET team_volume = team_stats.team_volume + excluded.team_volume,
      own_volume = team_stats.own_volume + excluded.own_volume`);
  if (sponsors.length === 0) return;
  const rows = valuesOf(sponsors);
  await tx.execute(sql`INSERT INTO team_levels (member_id, depth, volume)
    SELECT id, depth, ${total}::numeric FROM (VALUES ${rows}) AS s(id, depth) ORDER BY id
    ON CONFLICT (member_id, depth) DO UPDATE SET volume = team_levels.volume + excluded.volume`);
  await tx.execute(sql`INSERT INTO team_days (member_id, day, depth, volume)
    SELECT id, ${utcDay(completedAt)}::date, depth, ${total}::numeric FROM (VALUES ${rows}) AS s(id, depth) ORDER BY id
    ON CONFLICT (member_id, day, depth) DO UPDATE SET volume = team_days.volume + excluded.volume`);
}

/** Recomputes every member's figures from the sponsor tree and the completed orders (after bulk writes: seeds). */
export async function rebuildTeamFigures(db: Database): Promise<void> {
  await db.execute(sql`SELECT rebuild_team_figures()`);
}

export interface TeamFigures {
  directCount: number;
  teamSize: number;
  /** USDT of the downline's completed orders. */
  teamVolume: string;
  /** USDT of the member's own completed orders. */
  ownVolume: string;
}

export async function teamFiguresOf(db: Database, memberId: string): Promise<TeamFigures> {
  const [row] = await queryRows<TeamFigures>(
    db,
    sql`SELECT direct_count AS "directCount", team_size AS "teamSize", trim_scale(team_volume)::text AS "teamVolume",
      trim_scale(own_volume)::text AS "ownVolume"
    FROM team_stats WHERE member_id = ${memberId}`,
  );
  return row ?? { directCount: 0, teamSize: 0, teamVolume: '0', ownVolume: '0' };
}
