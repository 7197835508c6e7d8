import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

import type * as schema from './schema';

/** The drizzle database of either driver (PGlite or node-postgres), or a transaction of it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** Applies pending migrations, then runs `seed` (operations/seed.ts: what is missing of the demo world and catalogue), holding exclusive access. */
  setUp(seed: (db: Database) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}
