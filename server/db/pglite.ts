import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

import { acquireDatabaseLock } from './lock';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './types';

export interface PgliteHandle extends DatabaseHandle {
  /** The whole database as a tarball, to open copies of it quickly (the tests' seeded start). */
  snapshot(): Promise<Blob>;
}

/**
 * Opens the embedded database: in `databaseDir` (guarded by a pid lock file beside it, since two
 * processes on one directory corrupt it) or, without a directory, in memory (tests), empty or loaded
 * from a `snapshot()` of another.
 */
export async function openPglite(databaseDir: string | null, snapshot?: Blob): Promise<PgliteHandle> {
  const releaseLock = databaseDir ? acquireDatabaseLock(databaseDir) : () => undefined;
  let client: PGlite;
  try {
    client = databaseDir ? new PGlite(databaseDir) : new PGlite({ loadDataDir: snapshot });
    await client.waitReady;
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzle(client, { schema });
  return {
    db,
    async setUp(seed: (db: Database) => Promise<void>) {
      await migrate(db, { migrationsFolder: migrationsFolder() });
      await seed(db);
    },
    snapshot() {
      return client.dumpDataDir('none');
    },
    async close() {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}
