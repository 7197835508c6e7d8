import { writeFile } from 'node:fs/promises';

import { sql } from 'drizzle-orm';
import { Client } from 'pg';

import { openPglite } from '@/server/db/pglite';
import { openPostgres } from '@/server/db/postgres';
import { setPasswordCostForTests } from '@/server/domain/password';
import { seedDatabase } from '@/server/operations/seed';
import type { Database } from '@/server/db/types';

import { SEED_COPY_STATEMENTS } from './seedRestore';
import { databaseUrl, newSnapshotPath, newTemplateName, SEEDED_SNAPSHOT_ENV, SEEDED_TEMPLATE_ENV } from './seededDatabase';
import { TEST_PASSWORD_COST } from './testPasswordCost';

/** Tests run on the demo world, whatever NODE_ENV or SEED_DEMO say. */
const seedDemoWorld = (db: Database) => seedDatabase(db, { demo: true });

async function withoutProgress<T>(run: () => Promise<T>): Promise<T> {
  const info = console.info;
  console.info = () => undefined;
  try {
    return await run();
  } finally {
    console.info = info;
  }
}

/** A template database on the server, migrated and seeded once; test files copy it with CREATE DATABASE … TEMPLATE. */
async function seedTemplate(serverUrl: string): Promise<string> {
  const name = newTemplateName();
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const handle = await openPostgres(databaseUrl(serverUrl, name));
  try {
    await withoutProgress(() => handle.setUp(seedDemoWorld));
  } finally {
    await handle.close();
  }
  return name;
}

/** The embedded database migrated and seeded once, as a tarball each test file opens in memory. */
async function seedSnapshot(): Promise<string> {
  const handle = await openPglite(null);
  try {
    await withoutProgress(() => handle.setUp(seedDemoWorld));
    for (const statement of SEED_COPY_STATEMENTS) await handle.db.execute(sql.raw(statement));
    // Each copy starts a PGlite: zeroing the default 128 MB of shared buffers took ~0.7 s of CPU per test
    // file; the tests' small databases fit in 16 MB. A checkpoint spares each copy replaying the seed's WAL.
    await handle.db.execute(sql`ALTER SYSTEM SET shared_buffers = '16MB'`);
    await handle.db.execute(sql`CHECKPOINT`);
    const file = newSnapshotPath();
    await writeFile(file, Buffer.from(await (await handle.snapshot()).arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}

/**
 * Runs once before the server tests (workers inherit the environment set here): migrating and
 * seeding for each file took a third of the suite.
 */
export default async function serverGlobalSetup() {
  setPasswordCostForTests(TEST_PASSWORD_COST);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) process.env[SEEDED_TEMPLATE_ENV] = await seedTemplate(serverUrl);
  else process.env[SEEDED_SNAPSHOT_ENV] = await seedSnapshot();
}
