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

export interface OpenPgliteOptions {
  /**
   * Run PGlite on a thread of its own (server/db/pglite-thread.ts), so that its queries' CPU does not hold up the
   * server's renders and requests. Default: for a database on disk (the server's); tests choose (PGLITE_OWN_THREAD).
   */
  ownThread?: boolean;
}

/**
 * Opens the embedded database: in `databaseDir` (guarded by a pid lock file beside it, since two
 * processes on one directory corrupt it) or, without a directory, in memory, empty or loaded from a
 * `snapshot()` of another.
 */
export async function openPglite(
  databaseDir: string | null,
  snapshot?: Blob,
  { ownThread = databaseDir !== null }: OpenPgliteOptions = {},
): Promise<PgliteHandle> {
  const releaseLock = databaseDir ? acquireDatabaseLock(databaseDir) : () => undefined;
  let client: PGlite | PgliteThread;
  try {
    if (!ownThread) client = databaseDir ? new PGlite(databaseDir) : new PGlite({ loadDataDir: snapshot });
    else if (databaseDir) client = new PgliteThread({ dataDir: databaseDir });
    else client = new PgliteThread({ snapshot: snapshot && new Uint8Array(await snapshot.arrayBuffer()) });
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
