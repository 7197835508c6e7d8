// `npm run seed:scale -- [--members N] [--chain N] [--contracts N]`: adds a large generated tree under demo (members
// s1, s2, ... with the demo password) to the database `npm run dev` and `npm start` use (DATA_DIR, or PostgreSQL
// when DATABASE_URL is set), after migrating it and seeding the demo world if needed. Stop the server first when it
// uses the embedded database (one process at a time).
import { loadEnvConfig } from '@next/env';

import { openDatabase } from '../server/db/open';
import { readServerConfig } from '../server/config';
import { seedDatabase } from '../server/operations/seed';
import { DEFAULT_SCALE_SHAPE, seedScaleTree, ScaleTreeExistsError } from '../server/operations/seed-scale';
import type { ScaleSeedResult } from '../server/operations/seed-scale';
import type { ScaleTreeShape } from '../server/db/scale-tree';

const USAGE = 'Usage: npm run seed:scale -- [--members N (default 100000)] [--chain N (default 200)] [--contracts N (default 10000)]';

const FLAGS: Record<string, keyof ScaleTreeShape> = { '--members': 'members', '--chain': 'chainLength', '--contracts': 'contracts' };

export function parseScaleShape(argv: readonly string[], shape: ScaleTreeShape = DEFAULT_SCALE_SHAPE): ScaleTreeShape {
  const parsed = { ...shape };
  let contractsGiven = false;
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    const key = FLAGS[flag];
    if (!key) throw new Error(`Unknown option ${flag}.\n${USAGE}`);
    const value = Number(inline ?? argv[++i]);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${flag} takes a positive whole number.\n${USAGE}`);
    parsed[key] = value;
    if (key === 'contracts') contractsGiven = true;
  }
  // A small tree gets a tenth of its members as contracts unless told otherwise.
  if (!contractsGiven) parsed.contracts = Math.min(parsed.contracts, Math.floor(parsed.members / 10));
  return parsed;
}

export function describeScaleSeed(result: ScaleSeedResult, database: string): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    `Scale tree under demo on ${database}:`,
    `  ${result.members} members (tree ${result.members - result.chainLength} members, ${result.treeDepth} levels deep; chain of ${result.chainLength})`,
    `  ${result.ledgerRows} ledger rows, ${result.orders} orders (${result.completedOrders} completed), ${result.contracts} mining contracts`,
    `  deepest leaf (bottom of the chain): ${result.deepLeaf}; a typical leaf: ${result.typicalLeaf} (password as demo's)`,
    `  took ${seconds(result.timings.hashMs + result.timings.insertMs + result.timings.rebuildMs)}: password hash ${seconds(result.timings.hashMs)}, ` +
      `rows ${seconds(result.timings.insertMs)}, team figures rebuilt and ANALYZE ${seconds(result.timings.rebuildMs)}`,
  ].join('\n');
}

async function main(): Promise<void> {
  loadEnvConfig(process.cwd());
  const shape = parseScaleShape(process.argv.slice(2));
  const config = readServerConfig();
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
  const started = performance.now();
  const handle = await openDatabase(config, (db) => seedDatabase(db, { demo: config.demoWorld }));
  try {
    console.info(`Migrated and seeded ${database} in ${((performance.now() - started) / 1000).toFixed(1)} s; adding ${shape.members} members...`);
    console.info(describeScaleSeed(await seedScaleTree(handle.db, shape), database));
  } finally {
    await handle.close();
  }
}

if (process.argv[1]?.endsWith('seed-scale.ts')) {
  main().catch((error: unknown) => {
    console.error(`\nnpm run seed:scale failed: ${error instanceof ScaleTreeExistsError || error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
