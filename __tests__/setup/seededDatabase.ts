import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where jest's global set-up leaves the migrated and seeded database that every server test file
 * starts from: a PGlite tarball, or a template database on the DATABASE_URL server.
 */
export const SEEDED_SNAPSHOT_ENV = 'FILHUB_TEST_SEEDED_SNAPSHOT';
export const SEEDED_TEMPLATE_ENV = 'FILHUB_TEST_SEEDED_TEMPLATE';

export const newSnapshotPath = () => path.join(tmpdir(), `filhub-test-seeded-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
export const newTemplateName = () => `test_template_${randomBytes(6).toString('hex')}`;

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
