import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import vm from 'node:vm';

import { sql } from 'drizzle-orm';
import { Client } from 'pg';

import { openPglite } from '@/server/db/pglite';
import type { PgliteHandle } from '@/server/db/pglite';
import { openPostgres } from '@/server/db/postgres';
import { seedDatabase } from '@/server/operations/seed';
import type { Database, DatabaseHandle } from '@/server/db/types';

/** Tests run on the demo world, whatever NODE_ENV or SEED_DEMO say. */
const seedDemoWorld = (db: Database) => seedDatabase(db, { demo: true });

import { databaseUrl, SEEDED_SNAPSHOT_ENV, SEEDED_TEMPLATE_ENV } from '../../setup/seededDatabase';
import { SEED_RESTORE_STATEMENT } from '../../setup/seedRestore';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Closes the database; on PostgreSQL also drops it. */
  dispose(): Promise<void>;
}

async function withAdminClient(serverUrl: string, run: (client: Client) => Promise<void>) {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh uniquely named database on the DATABASE_URL server: a copy of the seeded template, or (without jest's
 * global set-up) migrated and seeded here.
 */
async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = process.env[SEEDED_TEMPLATE_ENV];
  const create = template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`;
  await withAdminClient(serverUrl, (client) => client.query(create).then(() => undefined));
  const handle = await openPostgres(databaseUrl(serverUrl, name));
  const dispose = async () => {
    await handle.close();
    await withAdminClient(serverUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => undefined),
    );
  };
  try {
    if (!template) await handle.setUp(seedDemoWorld);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { handle, dispose };
}

/** PGlite loads its parts with import(), which jest supports only under --experimental-vm-modules. */
export function assertPgliteCanLoad() {
  if (typeof vm.SourceTextModule !== 'function') {
    throw new Error(
      "PGlite under jest needs Node's --experimental-vm-modules flag: set NODE_OPTIONS=--experimental-vm-modules.",
    );
  }
}

/** Runs database set-up without its progress messages in the test output. */
async function quietly<T>(run: () => Promise<T>): Promise<T> {
  const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  try {
    return await run();
  } finally {
    info.mockRestore();
  }
}

/**
 * The snapshot for PGlite's loadDataDir, which reads it with arrayBuffer() only: Node 20's Blob copies its
 * 44 MB there in small chunks (~0.7 s of CPU per test file); this one hands over the bytes read from disk.
 */
class BytesBlob extends Blob {
  constructor(private readonly contents: Buffer) {
    super([]);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.contents;
    const whole = byteOffset === 0 && byteLength === buffer.byteLength;
    return Promise.resolve((whole ? buffer : buffer.slice(byteOffset, byteOffset + byteLength)) as ArrayBuffer);
  }
}

/**
 * A migrated and seeded database of the test file's own: in-memory PGlite by default, a throw-away
 * database on the server when DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return quietly(() => createPostgresDatabase(serverUrl));
  assertPgliteCanLoad();
  const snapshotFile = process.env[SEEDED_SNAPSHOT_ENV];
  // PGLITE_OWN_THREAD=1: on its own thread, as the server runs it (server/db/pglite-thread.ts); ~50% slower.
  const options = { ownThread: process.env.PGLITE_OWN_THREAD === '1' };
  if (snapshotFile && pool && !options.ownThread) return pooledDatabase(pool, snapshotFile);
  if (snapshotFile) {
    const handle = await openPglite(null, new BytesBlob(await readFile(snapshotFile)), options);
    return { handle, dispose: () => handle.close() };
  }
  const handle = await openPglite(null, undefined, options);
  await quietly(() => handle.setUp(seedDemoWorld));
  return { handle, dispose: () => handle.close() };
}

/** In-memory copies given back by the test files of a bundle, for the next one (null: each file opens its own). */
let pool: PgliteHandle[] | null = null;

/**
 * From now on in this module registry (a bundle of test files), a disposed in-memory database waits for the next
 * test file, which gets it back at the seeded state (its tables restored from the seed's copy) instead of opening a
 * new copy. `closePooledTestDatabases` closes them at the end.
 */
export function poolTestDatabases() {
  pool ??= [];
}

export async function closePooledTestDatabases() {
  const idle = pool ?? [];
  pool = null;
  await Promise.all(idle.map((handle) => handle.close().catch(() => undefined)));
}

async function pooledDatabase(idle: PgliteHandle[], snapshotFile: string): Promise<TestDatabase> {
  let handle = idle.pop();
  if (handle) {
    try {
      await handle.db.execute(sql.raw(SEED_RESTORE_STATEMENT));
    } catch {
      // Left in a state a restore cannot undo (closed, or inside a failed transaction): a new copy instead.
      await handle.close().catch(() => undefined);
      handle = undefined;
    }
  }
  handle ??= await openPglite(null, new BytesBlob(await readFile(snapshotFile)), { ownThread: false });
  const taken = handle;
  let disposed = false;
  return {
    handle: taken,
    dispose: async () => {
      if (disposed) return;
      disposed = true;
      if (pool) pool.push(taken);
      else await taken.close();
    },
  };
}
