// A database of its own on the PostgreSQL server of DATABASE_URL for one check run, dropped afterwards.
import { randomBytes } from 'node:crypto';

import { Client } from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The PostgreSQL server of the run: DATABASE_URL, as scripts/with-postgres.sh sets it. */
export function postgresServerUrl(): string | null {
  const url = process.env.DATABASE_URL?.trim();
  return url ? url : null;
}
