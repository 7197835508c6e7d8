import path from 'node:path';

import type { ServerConfig } from '../config';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { DatabaseHandle } from './types';

/** Opens the configured database, migrated and seeded: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openDatabase(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  const handle = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(path.join(config.dataDir, 'pglite'));
  try {
    await handle.setUp();
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}
