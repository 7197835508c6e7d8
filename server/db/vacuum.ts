import { sql } from 'drizzle-orm';

import { queryRows } from './team-figures';
import type { Database } from './types';

/** A table of the current schema whose changes since its last vacuum or analyze pass PostgreSQL's autovacuum thresholds. */
export interface TableDue {
  table: string;
  /** Dead rows or inserts enough for VACUUM; otherwise ANALYZE alone. */
  vacuum: boolean;
}

/**
 * The tables autovacuum would pick with PostgreSQL's default settings: VACUUM once dead rows pass 50 + 20% of the
 * live ones, or inserts since the last vacuum pass 1,000 + 20% (the visibility map of index-only scans); ANALYZE
 * once changes since the last analyze pass 50 + 10%. The counts are the statistics a backend reports at most once a
 * second when idle, so the last second's writes may not be counted yet.
 */
export async function tablesDueForVacuum(db: Database): Promise<TableDue[]> {
  const rows = await queryRows<{ table: string; vacuum: boolean; analyze: boolean }>(
    db,
    sql`SELECT relname::text AS "table",
        (n_dead_tup > 50 + 0.2 * n_live_tup OR n_ins_since_vacuum > 1000 + 0.2 * n_live_tup) AS "vacuum",
        n_mod_since_analyze > 50 + 0.1 * n_live_tup AS "analyze"
      FROM pg_stat_user_tables
      WHERE schemaname = current_schema()
      ORDER BY relname`,
  );
  return rows.filter((row) => row.vacuum || row.analyze).map(({ table, vacuum }) => ({ table, vacuum }));
}

/** VACUUM ANALYZE (or ANALYZE) one table: a statement of its own, outside any transaction, as VACUUM must be. */
export async function vacuumTable(db: Database, { table, vacuum }: TableDue): Promise<void> {
  await db.execute(vacuum ? sql`VACUUM (ANALYZE) ${sql.identifier(table)}` : sql`ANALYZE ${sql.identifier(table)}`);
}
