import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

import type * as schema from './schema';

/** The drizzle database of either driver (PGlite or node-postgres), or a transaction of it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** Applies pending migrations, then seeds what is missing (demo world, product catalogue), holding exclusive access. */
  setUp(): Promise<void>;
  close(): Promise<void>;
}
