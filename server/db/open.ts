import path from 'node:path';

import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database, DatabaseHandle } from './types';

interface DatabaseLocation {
  databaseUrl: string | null;
  dataDir: string;
}

/** Opens the configured database, migrated and seeded by `seed`: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openDatabase(config: DatabaseLocation, seed: (db: Database) => Promise<void>): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(path.join(config.dataDir, 'pglite'));
  try {
    await handle.setUp(seed);
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}
