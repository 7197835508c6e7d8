import { rm } from 'node:fs/promises';

import { Client } from 'pg';

import { SEEDED_SNAPSHOT_ENV, SEEDED_TEMPLATE_ENV } from './seededDatabase';

export default async function serverGlobalTeardown() {
  const snapshot = process.env[SEEDED_SNAPSHOT_ENV];
  if (snapshot) await rm(snapshot, { force: true });
  const template = process.env[SEEDED_TEMPLATE_ENV];
  const serverUrl = process.env.DATABASE_URL;
  if (template && serverUrl) {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  }
}
