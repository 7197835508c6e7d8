import { randomBytes } from 'node:crypto';
import vm from 'node:vm';

import { Client } from 'pg';

import { openPglite } from '@/server/db/pglite';
import { openPostgres } from '@/server/db/postgres';
import { seedDatabase } from '@/server/operations/seed';
import type { DatabaseHandle } from '@/server/db/types';

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

/** A fresh uniquely named database on the DATABASE_URL server, migrated and seeded. */
async function createPostgresDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`).then(() => undefined));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString());
  const dispose = async () => {
    await handle.close();
    await withAdminClient(serverUrl, (client) =>
      client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => undefined),
    );
  };
  try {
    await handle.setUp(seedDatabase);
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

/** In-memory PGlite by default; a throw-away database on the server when DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) return quietly(() => createPostgresDatabase(serverUrl));
  assertPgliteCanLoad();
  const handle = await openPglite(null);
  await quietly(() => handle.setUp(seedDatabase));
  return { handle, dispose: () => handle.close() };
}
