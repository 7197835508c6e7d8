import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

import { acquireDatabaseLock } from './lock';
import { migrationsFolder } from './migrations-folder';
import { PgliteThread } from './pglite-thread';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './types';

export interface PgliteHandle extends DatabaseHandle {
  /** The whole database as a tarball, to open copies of it quickly (the tests' seeded start). */
  snapshot(): Promise<Blob>;
}

/**
 * Opens the embedded database: in `databaseDir` (guarded by a pid lock file beside it, since two
 * processes on one directory corrupt it) on a thread of its own, so that its queries' CPU does not hold up
 * the server's renders and requests; or, without a directory, in memory on this thread (tests and
 * benchmarks of the database itself), empty or loaded from a `snapshot()` of another.
 */
export async function openPglite(databaseDir: string | null, snapshot?: Blob): Promise<PgliteHandle> {
  const releaseLock = databaseDir ? acquireDatabaseLock(databaseDir) : () => undefined;
  let client: PGlite | PgliteThread;
  try {
    client = databaseDir ? new PgliteThread(databaseDir) : new PGlite({ loadDataDir: snapshot });
  } catch (error) {
    releaseLock();
    throw error;
  }
  try {
    await client.waitReady;
  } catch (error) {
    await client.close().catch(() => undefined);
    releaseLock();
    throw error;
  }
  // drizzle calls query, exec and transaction, which the thread answers as PGlite does.
  const db = drizzle({ client: client as PGlite, schema });
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
