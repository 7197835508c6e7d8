import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { setPasswordCostForTests } from '@/server/domain/password';

import { TEST_PASSWORD_COST } from '../../setup/testPasswordCost';
import { closePooledTestDatabases, poolTestDatabases } from './testDatabase';

/** How many bundles `npm test` runs the server test files in (`__tests__/server/bundles/part-N.test.ts`). */
export const SERVER_BUNDLES = 8;

const SERVER_TESTS = path.join(__dirname, '..');

/**
 * The server test files shared out among the bundles: largest first, each to the bundle with the fewest bytes so
 * far (a file's size is a fair guess of its run time), so that the bundles end at about the same time. A new test
 * file joins a bundle by itself.
 */
export function bundleOf(part: number, count = SERVER_BUNDLES): string[] {
  const files = readdirSync(SERVER_TESTS)
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => ({ file, bytes: statSync(path.join(SERVER_TESTS, file)).size }))
    .sort((a, b) => b.bytes - a.bytes || a.file.localeCompare(b.file));
  const bundles = Array.from({ length: count }, () => ({ bytes: 0, files: [] as string[] }));
  for (const { file, bytes } of files) {
    const lightest = bundles.reduce((best, bundle) => (bundle.bytes < best.bytes ? bundle : best));
    lightest.bytes += bytes;
    lightest.files.push(file);
  }
  return bundles[part - 1].files.sort();
}

/**
 * Runs a bundle's test files in one jest file, each in a describe block named after it: the server's modules are
 * loaded once per bundle instead of once per file (about a second of CPU each), and a file's in-memory database goes
 * on to the next file, restored to the seeded state, instead of a new copy (another second). What a file changes
 * outside its database is put back after it: fake timers, spies, process.env and the password cost.
 */
export function runBundle(bundleFile: string) {
  const part = Number(/part-(\d+)\.test\.ts$/.exec(bundleFile)?.[1]);
  if (!Number.isInteger(part) || part < 1 || part > SERVER_BUNDLES) throw new Error(`Not a bundle: ${bundleFile}`);
  poolTestDatabases();
  afterAll(closePooledTestDatabases);
  for (const file of bundleOf(part)) {
    describe(file, () => {
      const env = { ...process.env };
      afterAll(() => {
        jest.useRealTimers();
        jest.restoreAllMocks();
        setPasswordCostForTests(TEST_PASSWORD_COST);
        for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
        Object.assign(process.env, env);
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the test file registers its tests here
      require(path.join(SERVER_TESTS, file));
    });
  }
}
