// `npm run bench -- --scale`: the same reads as the root of a big team (demo, above the scale tree) and as a leaf
// (the bottom of the 200-deep chain, made a leader for the leader summary), one database at a time.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';

import { openDatabase } from '../../server/db/open';
import { users } from '../../server/db/schema';
import { seedDatabase } from '../../server/operations/seed';
import { DEFAULT_SCALE_SHAPE, SCALE_ROOT_USERNAME, seedScaleTree } from '../../server/operations/seed-scale';
import type { ScaleSeedResult } from '../../server/operations/seed-scale';
import { TOKEN_COOKIES } from '../../config/cookies';
import { resetDataDir, sharedSecretsEnv, signIn, startProductionServer } from '../lib/production-server';
import { MEMBER_PASSWORD, type Endpoint } from './endpoints';
import { measurePair, routeOf, type LoadSettings } from './measure';
import type { DatabaseTarget } from './run-database';
import type { EndpointResult } from './results';

/** Members of the scale tree unless --members says otherwise. */
export const DEFAULT_SCALE_MEMBERS = { pglite: 10_000, postgres: 100_000 } as const;
/** The targets: the root at least half as fast as the leaf, and its p99 within this. */
export const ROOT_P99_LIMIT_MS = 100;
export const ROOT_TO_LEAF_MINIMUM = 0.5;

export interface ScaleComparison {
  name: string;
  route: string;
  root: EndpointResult;
  leaf: EndpointResult;
}

export interface ScaleRun {
  database: string;
  /** `pglite` or `postgres`: the report's section. */
  kind: 'pglite' | 'postgres';
  seed: {
    members: number;
    treeDepth: number;
    chainLength: number;
    contracts: number;
    /** In all, and of it: the rows; the team figures' rebuild (and ANALYZE). */
    seconds: number;
    rowsSeconds: number;
    rebuildSeconds: number;
    leaf: string;
  };
  comparisons: ScaleComparison[];
}

export const ratioOf = (comparison: ScaleComparison) =>
  comparison.leaf.requestsPerSecond > 0 ? comparison.root.requestsPerSecond / comparison.leaf.requestsPerSecond : 0;

export const passes = (comparison: ScaleComparison) =>
  ratioOf(comparison) >= ROOT_TO_LEAF_MINIMUM && comparison.root.p99Ms <= ROOT_P99_LIMIT_MS;

/** The endpoints, each for one member's session (bearer for the API, the access cookie for the pages). */
function scaleEndpoints(accessToken: string): Endpoint[] {
  const api = [{ token: accessToken }];
  const page = [{ token: null, cookie: `${TOKEN_COOKIES.accessToken}=${accessToken}` }];
  return [
    { name: 'profile', method: 'GET', path: 'auth/client/profile', variants: api },
    { name: 'team summary', method: 'GET', path: 'auth/client/team-summary', variants: api },
    { name: 'leader summary', method: 'GET', path: 'auth/leader/summary', variants: api },
    { name: 'downline, first level', method: 'GET', path: 'auth/client/downline', variants: api },
    { name: 'downline, first level by team volume', method: 'GET', path: 'auth/client/downline?sort=teamVolume', variants: api },
    { name: 'downline, first level by own sales', method: 'GET', path: 'auth/client/downline?sort=ownVolume', variants: api },
    { name: 'page /dashboard', method: 'GET', path: '/dashboard', page: true, variants: page },
    { name: 'page /member-connect', method: 'GET', path: '/member-connect', page: true, variants: page },
  ];
}

/** Seeds the demo world and the scale tree into the target's fresh database, and makes the leaf a leader. */
async function seedScaleDatabase(target: DatabaseTarget, dataDir: string, members: number): Promise<ScaleSeedResult> {
  // The same place the server opens: PostgreSQL of DATABASE_URL, else PGlite in DATA_DIR.
  const handle = await openDatabase({ databaseUrl: target.databaseUrl || null, dataDir }, (db) => seedDatabase(db, { demo: true }));
  try {
    const contracts = Math.min(DEFAULT_SCALE_SHAPE.contracts, Math.floor(members / 10));
    const seeded = await seedScaleTree(handle.db, { ...DEFAULT_SCALE_SHAPE, members, contracts });
    // The leader summary answers leaders only: the leaf becomes one for the comparison.
    await handle.db.update(users).set({ isLeader: true }).where(eq(users.username, seeded.deepLeaf));
    return seeded;
  } finally {
    await handle.close();
  }
}

export async function benchScaleDatabase(target: DatabaseTarget, kind: ScaleRun['kind'], port: number, settings: LoadSettings, members: number): Promise<ScaleRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'filhub-bench-scale-'));
  const interrupt = () => {
    resetDataDir(dataDir);
    process.exit(130);
  };
  process.once('SIGINT', interrupt);
  try {
    console.info(`\n${target.label}: seeding the demo world and a scale tree of ${members} members under ${SCALE_ROOT_USERNAME}...`);
    const seeded = await seedScaleDatabase(target, dataDir, members);
    const seconds = (seeded.timings.hashMs + seeded.timings.insertMs + seeded.timings.rebuildMs) / 1000;
    console.info(`${target.label}: ${seeded.members} members, ${seeded.treeDepth} levels and a chain of ${seeded.chainLength} in ${seconds.toFixed(1)} s; leaf ${seeded.deepLeaf}`);

    console.info(`${target.label}: starting the production server on 127.0.0.1:${port}...`);
    // One member's team pages under load are what this measures: the per-member limit of team pages is lifted.
    const env = { ...sharedSecretsEnv(), DATA_DIR: dataDir, DATABASE_URL: target.databaseUrl, TEAM_PAGES_PER_MINUTE: '1000000000' };
    const server = await startProductionServer({ port, env });
    try {
      const [root, leaf] = await Promise.all([
        signIn(server.origin, SCALE_ROOT_USERNAME, MEMBER_PASSWORD),
        signIn(server.origin, seeded.deepLeaf, MEMBER_PASSWORD),
      ]);
      const rootEndpoints = scaleEndpoints(root.accessToken);
      const leafEndpoints = scaleEndpoints(leaf.accessToken);
      const comparisons: ScaleComparison[] = [];
      for (const [i, rootEndpoint] of rootEndpoints.entries()) {
        console.info(`${target.label}: ${rootEndpoint.name} as root, leaf, leaf, root (each ${settings.warmupSeconds} s warm-up and half of ${settings.durationSeconds} s measured)...`);
        const [rootResult, leafResult] = await measurePair(server.origin, [rootEndpoint, leafEndpoints[i]], settings);
        comparisons.push({ name: rootEndpoint.name, route: routeOf(rootEndpoint), root: rootResult, leaf: leafResult });
      }
      const run: ScaleRun = {
        database: target.label,
        kind,
        seed: {
          members: seeded.members,
          treeDepth: seeded.treeDepth,
          chainLength: seeded.chainLength,
          contracts: seeded.contracts,
          seconds,
          rowsSeconds: seeded.timings.insertMs / 1000,
          rebuildSeconds: seeded.timings.rebuildMs / 1000,
          leaf: seeded.deepLeaf,
        },
        comparisons,
      };
      console.info(`\n${scaleSection(run)}`);
      return run;
    } finally {
      await server.kill();
    }
  } finally {
    process.off('SIGINT', interrupt);
    resetDataDir(dataDir);
  }
}

const oneDecimal = (value: number) => value.toFixed(1);

export function scaleTable(comparisons: readonly ScaleComparison[]): string {
  const rows = comparisons.map((c) => {
    const verdict = passes(c) ? 'yes' : 'no';
    return `| ${c.name} | \`${c.route}\` | ${oneDecimal(c.root.requestsPerSecond)} | ${oneDecimal(c.root.p50Ms)} | ${oneDecimal(c.root.p99Ms)} | ` +
      `${oneDecimal(c.leaf.requestsPerSecond)} | ${oneDecimal(c.leaf.p50Ms)} | ${oneDecimal(c.leaf.p99Ms)} | ${ratioOf(c).toFixed(2)} | ${verdict} |`;
  });
  return [
    '| Endpoint | Route | Root req/s | Root p50 (ms) | Root p99 (ms) | Leaf req/s | Leaf p50 (ms) | Leaf p99 (ms) | Root/leaf req/s | Passes |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
}

export function scaleSection(run: ScaleRun): string {
  const { seed } = run;
  return [
    `## ${run.database}: ${seed.members.toLocaleString('en-US')} members under demo`,
    '',
    `Tree ${seed.treeDepth} levels deep plus a chain of ${seed.chainLength}, ${seed.contracts.toLocaleString('en-US')} mining contracts, ` +
      `ten ledger rows and one order per member; seeded in ${seed.seconds.toFixed(1)} s (rows ${seed.rowsSeconds.toFixed(1)} s, ` +
      `team figures' rebuild and ANALYZE ${seed.rebuildSeconds.toFixed(1)} s). ` +
      `Leaf: \`${seed.leaf}\` (the bottom of the chain, made a leader for the leader summary).`,
    '',
    scaleTable(run.comparisons),
  ].join('\n');
}

const MARK = (kind: string, end = false) => `<!-- scale:${kind}${end ? ' end' : ''} -->`;

/**
 * The scale report: this run's sections replace those of the same database in `previous` (the file so far), so
 * that `--database pglite` and `--database postgres` run one after the other fill one file.
 */
export function scaleReportMarkdown(header: string[], runs: readonly ScaleRun[], previous: string | null): string {
  const sections = new Map<string, string>();
  for (const kind of ['pglite', 'postgres']) {
    const match = previous?.match(new RegExp(`${MARK(kind)}\\n([\\s\\S]*?)\\n${MARK(kind, true)}`));
    if (match) sections.set(kind, match[1]);
  }
  for (const run of runs) sections.set(run.kind, `${header.join('\n')}\n\n${scaleSection(run)}`);
  return [
    '# Benchmark: `npm run bench -- --scale`',
    '',
    'autocannon against the production server (`next start`) on loopback, one fresh database per run with the demo',
    'world and `npm run seed:scale`\'s tree under demo. Each endpoint is measured as the root of the tree (`demo`) and',
    'as a leaf (no downline) with the same load, in the order root, leaf, leaf, root (half the duration each time, so',
    'that neither always runs first or on a busier moment of the shared machine). An endpoint passes when the root gets',
    `at least ${ROOT_TO_LEAF_MINIMUM} × the leaf's requests/s and the root's p99 is at most ${ROOT_P99_LIMIT_MS} ms. Requests/s counts every answer`,
    'of the measured windows; p50/p99 are the latencies of their 2xx answers. The pages are requested with the access',
    'cookie, as a signed-in browser loads them (the server render of the HTML only, no assets).',
    '',
    ...['pglite', 'postgres'].flatMap((kind) => (sections.has(kind) ? [MARK(kind), sections.get(kind) as string, MARK(kind, true), ''] : [])),
  ].join('\n');
}

export function readPrevious(file: string): string | null {
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}
