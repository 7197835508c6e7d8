// `npm run bench:mining -- --contracts 100000 [--batch-size 2000] [--database pglite|postgres] [--output bench/mining.md]`:
// on a fresh seeded database (embedded PGlite in a temporary directory, on its own thread as in the server; and a throw-away database on the DATABASE_URL server when
// set), creates N active mining contracts spread over ~N/3 members in bulk, times the accrual of one day while a
// cheap wallet read runs every 50 ms (its latency shows whether requests were blocked), re-runs the day (credits
// nothing), audits the ledger, and appends a Markdown table to bench/mining.md.
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

import { sql } from 'drizzle-orm';
import { Client } from 'pg';

import { openPglite } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import type { Database, DatabaseHandle } from '../server/db/types';
import { addDays, utcDate } from '../server/domain/history';
import { accrueMining, ACCRUAL_BATCH_SIZE } from '../server/operations/mining';
import { seedDatabase } from '../server/operations/seed';
import { commitHash, machineInfo, pgliteVersion, postgresVersion } from './bench/machine';
import { auditWallets } from './lib/ledger-audit';
import type { SqlReader } from './lib/ledger-audit';

const USAGE = 'Usage: npm run bench:mining -- [--contracts N] [--batch-size N] [--database pglite|postgres] [--output FILE]';
const PROBE_INTERVAL_MS = 50;

interface Options {
  contracts: number;
  batchSize: number;
  database: 'pglite' | 'postgres' | null;
  output: string;
}

function parseOptions(args: readonly string[]): Options {
  const options: Options = { contracts: 100_000, batchSize: ACCRUAL_BATCH_SIZE, database: null, output: 'bench/mining.md' };
  for (let index = 0; index < args.length; index += 2) {
    const [name, value] = [args[index], args[index + 1]];
    if (value === undefined) throw new Error(`${name} needs a value. ${USAGE}`);
    if (name === '--contracts' || name === '--batch-size') {
      const count = Number(value);
      if (!Number.isInteger(count) || count < 1) throw new Error(`${name} must be a positive integer. ${USAGE}`);
      if (name === '--contracts') options.contracts = count;
      else options.batchSize = count;
    } else if (name === '--database' && (value === 'pglite' || value === 'postgres')) options.database = value;
    else if (name === '--output') options.output = value;
    else throw new Error(`Unknown option ${name} ${value}. ${USAGE}`);
  }
  return options;
}

interface Run {
  database: string;
  contracts: number;
  members: number;
  batchSize: number;
  setUpSeconds: number;
  accrualSeconds: number;
  /** CPU time of this process meanwhile (the database too, on PGlite): less noisy than the wall clock on a shared machine. */
  accrualCpuSeconds: number;
  credited: number;
  amount: string;
  rerunSeconds: number;
  rerunCredited: number;
  probes: number;
  probeP50: number;
  probeP99: number;
  probeMax: number;
  loopDelayMaxMs: number;
  audit: string;
}

const seconds = (from: number) => (performance.now() - from) / 1000;

/** N contracts of the 1 TiB unit over ceil(N/3) new members (2 of 3 with an empty EC wallet), started 0..99 days before `day`. */
async function createContracts(db: Database, contracts: number, day: string): Promise<number> {
  const members = Math.ceil(contracts / 3);
  await db.execute(sql`
    INSERT INTO users (username, email, full_name, phone, password_hash, referral_code)
    SELECT 'bench' || g, 'bench' || g || '@bench.test', 'Bench ' || g, '0900000000', 'not-a-hash', 'BENCH' || g
      FROM generate_series(1, ${members}) g`);
  await db.execute(sql`
    INSERT INTO wallets (user_id, symbol)
    SELECT id, 'EC'::token_symbol FROM users WHERE username LIKE 'bench%' AND substring(username FROM 6)::int % 3 <> 0`);
  await db.execute(sql`
    INSERT INTO orders (code, user_id, method, symbol, status, total, point_total, paid_amount, idempotency_key, request_hash, completed_at)
    SELECT 'BENCH' || substring(username FROM 6), id, 'POINT'::order_method, 'EV'::token_symbol, 'COMPLETED'::order_status, 0, 0, 0, 'bench', 'bench', now()
      FROM users WHERE username LIKE 'bench%'`);
  await db.execute(sql`
    CREATE TEMPORARY TABLE bench_units AS
    SELECT g AS n, u.id AS user_id, o.id AS order_id, gen_random_uuid() AS unit_id
      FROM generate_series(1, ${contracts}) g
      JOIN users u ON u.username = 'bench' || ((g - 1) % ${members} + 1)
      JOIN orders o ON o.user_id = u.id`);
  await db.execute(sql`
    INSERT INTO warehouse_units (id, user_id, product_id, order_id, status, activated_at)
    SELECT b.unit_id, b.user_id, p.id, b.order_id, 'MINING'::warehouse_unit_status, now() FROM bench_units b, products p WHERE p.code = 'MIN-1TIB'`);
  await db.execute(sql`
    INSERT INTO mining_contracts (user_id, unit_id, product_id, power, daily_reward, start_date, end_date)
    SELECT b.user_id, b.unit_id, p.id, p.power, p.daily_reward, ${day}::date - (b.n % 100)::int, ${day}::date - (b.n % 100)::int + p.contract_days
      FROM bench_units b, products p WHERE p.code = 'MIN-1TIB'`);
  await db.execute(sql`DROP TABLE bench_units`);
  return members;
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/**
 * Reads one member's wallets on a fixed schedule, one every 50 ms, until stopped; answers the latencies (ms) from when
 * each read was due, so a read delayed by a blocked event loop or a busy connection counts its wait.
 */
function probeReads(db: Database, memberCount: number) {
  const latencies: number[] = [];
  let stopped = false;
  const start = performance.now();
  const done = (async () => {
    for (let n = 0; !stopped; n += 1) {
      const due = start + n * PROBE_INTERVAL_MS;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolveWait) => setTimeout(resolveWait, wait));
      if (stopped) break;
      const username = `bench${(n % memberCount) + 1}`;
      await db.execute(sql`SELECT w.symbol, w.balance FROM wallets w JOIN users u ON u.id = w.user_id WHERE u.username = ${username}`);
      latencies.push(performance.now() - due);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      return [...latencies].sort((a, b) => a - b);
    },
  };
}

function readerOf(db: Database): SqlReader {
  return {
    query: async <T>(text: string) => ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows,
    close: async () => undefined,
  };
}

async function benchDatabase(label: string, handle: DatabaseHandle, options: Options): Promise<Run> {
  const { db } = handle;
  const at = new Date();
  const day = addDays(utcDate(at), -1);
  const setUpStart = performance.now();
  await handle.setUp((fresh) => seedDatabase(fresh, { demo: true }));
  const members = await db.transaction((tx) => createContracts(tx as unknown as Database, options.contracts, day));
  const setUpSeconds = seconds(setUpStart);
  console.info(`[${label}] ${options.contracts} contracts of ${members} members created in ${setUpSeconds.toFixed(1)} s; accruing ${day}`);

  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const probe = probeReads(db, members);
  const accrualStart = performance.now();
  const cpuStart = process.cpuUsage();
  const result = await accrueMining(db, day, at, { batchSize: options.batchSize, now: () => new Date() });
  const accrualSeconds = seconds(accrualStart);
  const cpu = process.cpuUsage(cpuStart);
  const latencies = await probe.stop();
  loop.disable();

  const rerunStart = performance.now();
  const rerun = await accrueMining(db, day, at, { batchSize: options.batchSize, now: () => new Date() });
  const rerunSeconds = seconds(rerunStart);
  const audit = await auditWallets(readerOf(db));
  const auditText =
    audit.mismatches.length === 0 && audit.brokenChain === 0 && audit.rowsWithoutWallet === 0
      ? `OK (${audit.wallets} wallets, ${audit.ledgerRows} rows)`
      : `FAILED: ${audit.mismatches.length} balances, ${audit.brokenChain} balance_after, ${audit.rowsWithoutWallet} orphan rows`;
  return {
    database: label,
    contracts: options.contracts,
    members,
    batchSize: options.batchSize,
    setUpSeconds,
    accrualSeconds,
    accrualCpuSeconds: (cpu.user + cpu.system) / 1e6,
    credited: result.credited,
    amount: result.amount,
    rerunSeconds,
    rerunCredited: rerun.credited,
    probes: latencies.length,
    probeP50: percentile(latencies, 0.5),
    probeP99: percentile(latencies, 0.99),
    probeMax: latencies.at(-1) ?? 0,
    loopDelayMaxMs: loop.max / 1e6,
    audit: auditText,
  };
}

/** In a throw-away directory, so that PGlite runs on its own thread as in the server (server/db/pglite-thread.ts). */
async function benchPglite(options: Options): Promise<Run> {
  const directory = mkdtempSync(join(tmpdir(), 'filhub-bench-mining-'));
  try {
    const handle = await openPglite(join(directory, 'pglite'));
    try {
      return await benchDatabase(pgliteVersion(), handle, options);
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** A throw-away database on the DATABASE_URL server, dropped afterwards. */
async function benchPostgres(serverUrl: string, options: Options): Promise<Run> {
  const name = `bench_mining_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openPostgres(url.toString());
    try {
      return await benchDatabase(await postgresVersion(serverUrl), handle, options);
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

const ms = (value: number) => value.toFixed(1);

function markdown(runs: readonly Run[], loadAtStart: number): string {
  const machine = machineInfo();
  return [
    `## ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
    '',
    `- Machine: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}; load average (1 min) at the start: ${loadAtStart.toFixed(2)}, at the end: ${machine.loadAverage.toFixed(2)}`,
    `- Commit: ${commitHash()}`,
    `- A wallet read every ${PROBE_INTERVAL_MS} ms during the accrual: its latency from when it was due (p50 / p99 / max)`,
    '- Process CPU: of this process during the accrual (on PGlite the database runs in it, on a thread of its own; a PostgreSQL server\'s CPU is not counted); less noisy than the wall clock on a shared machine',
    '',
    '| Database | Contracts | Members | Batch | Accrual (s) | Process CPU (s) | Credited | Reads | Read p50 / p99 / max (ms) | Event loop max delay (ms) | Re-run (s), credited | Ledger audit |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...runs.map(
      (run) =>
        `| ${run.database} | ${run.contracts} | ${run.members} | ${run.batchSize} | ${run.accrualSeconds.toFixed(1)} | ${run.accrualCpuSeconds.toFixed(1)} | ${run.credited} (${run.amount} EC) | ${run.probes} | ` +
        `${ms(run.probeP50)} / ${ms(run.probeP99)} / ${ms(run.probeMax)} | ${ms(run.loopDelayMaxMs)} | ${run.rerunSeconds.toFixed(1)}, ${run.rerunCredited} | ${run.audit} |`,
    ),
    '',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL;
  if (options.database === 'postgres' && !databaseUrl) throw new Error('--database postgres needs DATABASE_URL (e.g. under scripts/with-postgres.sh).');
  const loadAtStart = loadavg()[0];
  const runs: Run[] = [];
  if (options.database !== 'postgres') runs.push(await benchPglite(options));
  if (databaseUrl && options.database !== 'pglite') runs.push(await benchPostgres(databaseUrl, options));
  const output = resolve(process.cwd(), options.output);
  mkdirSync(dirname(output), { recursive: true });
  if (!existsSync(output)) {
    writeFileSync(
      output,
      '# Benchmark: `npm run bench:mining`\n\nThe accrual of one day for N active contracts (set-based, in batches), on a fresh seeded database, ' +
        'with a cheap wallet read every 50 ms meanwhile; then the same day again (credits nothing) and the ledger audit.\n\n',
    );
  }
  const table = markdown(runs, loadAtStart);
  appendFileSync(output, table);
  console.info(`\n${table}\nAppended to ${options.output}`);
}

main().catch((error: unknown) => {
  console.error(`\nnpm run bench:mining failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
