ALTER TABLE "team_stats" ADD COLUMN "sponsor_id" uuid;--> statement-breakpoint
ALTER TABLE "team_stats" ADD CONSTRAINT "team_stats_sponsor_id_users_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_stats_sponsor_team_volume_idx" ON "team_stats" USING btree ("sponsor_id","team_volume","member_id");--> statement-breakpoint
CREATE INDEX "team_stats_sponsor_own_volume_idx" ON "team_stats" USING btree ("sponsor_id","own_volume","member_id");--> statement-breakpoint
-- The sponsor of each member's figures, copied once from users (it never changes afterwards).
UPDATE team_stats s SET sponsor_id = u.sponsor_id FROM users u WHERE u.id = s.member_id AND u.sponsor_id IS NOT NULL;--> statement-breakpoint
-- Recomputes every member's team figures (now with its sponsor, for the sorted levels) from users.sponsor_id and the completed orders (days in UTC).
CREATE OR REPLACE FUNCTION rebuild_team_figures() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM team_days;
  DELETE FROM team_levels;
  DELETE FROM team_stats;
  DROP TABLE IF EXISTS pg_temp.team_closure;
  DROP TABLE IF EXISTS pg_temp.member_volumes;
  CREATE TEMP TABLE team_closure AS
    WITH RECURSIVE closure(ancestor_id, member_id, depth) AS (
      SELECT sponsor_id, id, 1 FROM users WHERE sponsor_id IS NOT NULL
      UNION ALL
      SELECT u.sponsor_id, c.member_id, c.depth + 1 FROM closure c JOIN users u ON u.id = c.ancestor_id
      WHERE u.sponsor_id IS NOT NULL AND c.depth < 10000
    )
    SELECT ancestor_id, member_id, depth FROM closure;
  CREATE TEMP TABLE member_volumes AS
    SELECT user_id, (coalesce(completed_at, created_at) AT TIME ZONE 'UTC')::date AS day, sum(total) AS volume
    FROM orders WHERE status = 'COMPLETED' GROUP BY 1, 2;
  INSERT INTO team_levels (member_id, depth, members, volume)
    SELECT c.ancestor_id, c.depth, count(*), coalesce(sum(v.volume), 0)
    FROM team_closure c
    LEFT JOIN (SELECT user_id, sum(volume) AS volume FROM member_volumes GROUP BY user_id) v ON v.user_id = c.member_id
    GROUP BY c.ancestor_id, c.depth;
  INSERT INTO team_days (member_id, day, depth, new_members, volume)
    SELECT ancestor_id, day, depth, sum(joined), sum(volume) FROM (
      SELECT c.ancestor_id, (u.created_at AT TIME ZONE 'UTC')::date AS day, c.depth, 1 AS joined, 0::numeric AS volume
      FROM team_closure c JOIN users u ON u.id = c.member_id
      UNION ALL
      SELECT c.ancestor_id, v.day, c.depth, 0, v.volume FROM team_closure c JOIN member_volumes v ON v.user_id = c.member_id
    ) facts
    GROUP BY ancestor_id, day, depth;
  INSERT INTO team_stats (member_id, sponsor_id, direct_count, team_size, team_volume, own_volume)
    SELECT u.id, u.sponsor_id, coalesce(l.direct, 0), coalesce(l.size, 0), coalesce(l.volume, 0), coalesce(o.volume, 0)
    FROM users u
    LEFT JOIN (
      SELECT member_id, sum(members) FILTER (WHERE depth = 1) AS direct, sum(members) AS size, sum(volume) AS volume
      FROM team_levels GROUP BY member_id
    ) l ON l.member_id = u.id
    LEFT JOIN (SELECT user_id, sum(volume) AS volume FROM member_volumes GROUP BY user_id) o ON o.user_id = u.id;
  DROP TABLE team_closure;
  DROP TABLE member_volumes;
END;
$$;
