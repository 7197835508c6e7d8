import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';

import { SEEDED_SNAPSHOT_ENV } from '../../setup/seededDatabase';

/**
 * Fills `databaseDir` (an embedded database's folder, as PGlite opens it from disk) with jest's seeded snapshot,
 * a tar of PGlite's data directory, when the global set-up made one: opening it is then opening a database of an
 * earlier run, instead of spending seconds on initdb (and a server's migrations and demo world). Without the
 * snapshot the folder is left empty, and the database is made on first open as usual.
 */
export async function unpackSeededSnapshot(databaseDir: string): Promise<void> {
  mkdirSync(databaseDir, { recursive: true });
  const snapshot = process.env[SEEDED_SNAPSHOT_ENV];
  if (!snapshot) return;
  await new Promise<void>((resolve, reject) => {
    execFile('tar', ['-xf', snapshot, '-C', databaseDir], (error) => (error ? reject(error) : resolve()));
  });
}
