import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';

import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './types';

const POOL_SIZE = 10;

/** Advisory lock key serialising set-up when several app instances start against one server. */
const SET_UP_LOCK_KEY = 7_402_115_001;

export async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  pool.on('error', (error) => console.error('[db] PostgreSQL idle client error:', error.message));
  const db = drizzle(pool, { schema });
  return {
    db,
    async setUp(seed: (db: Database) => Promise<void>) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [SET_UP_LOCK_KEY]);
        try {
          const session = drizzle(client, { schema });
          await migrate(session, { migrationsFolder: migrationsFolder() });
          await seed(session);
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [SET_UP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
