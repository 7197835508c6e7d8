// `npm run bench`: autocannon on loopback against the production server, per endpoint (sign-in, profile,
// wallets, transaction list, transfer), on PGlite and on a throw-away PostgreSQL; writes bench/results.md.
// Needs `npm run build` first. Options: see USAGE in scripts/bench/options.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { assertBuilt } from './lib/production-server';
import { commitHash, machineInfo, pgliteVersion, postgresVersion } from './bench/machine';
import { parseBenchOptions, type BenchOptions } from './bench/options';
import { benchThrowAwayPostgres } from './bench/postgres';
import { reportMarkdown } from './bench/report';
import type { BenchReport } from './bench/results';
import { benchDatabase } from './bench/run-database';

/** The child run under scripts/with-postgres.sh: one database, results as JSON for the parent's report. */
async function benchGivenPostgres(options: BenchOptions, jsonFile: string): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('--json needs DATABASE_URL (the parent runs it under scripts/with-postgres.sh).');
  const run = await benchDatabase({ label: await postgresVersion(databaseUrl), databaseUrl }, options.port, options);
  writeFileSync(jsonFile, JSON.stringify(run));
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  assertBuilt();
  if (options.json) return benchGivenPostgres(options, options.json);

  const report: BenchReport = {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    machine: machineInfo(),
    commit: commitHash(),
    connections: options.connections,
    durationSeconds: options.durationSeconds,
    warmupSeconds: options.warmupSeconds,
    runs: [],
  };
  if (options.database !== 'postgres') {
    report.runs.push(await benchDatabase({ label: pgliteVersion(), databaseUrl: '' }, options.port, options));
  }
  if (options.database !== 'pglite') report.runs.push(await benchThrowAwayPostgres(options));

  const markdown = reportMarkdown(report);
  const output = resolve(process.cwd(), options.output);
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, markdown);
  console.info(`\n${markdown}\nWrote ${options.output}`);
}

main().catch((error: unknown) => {
  console.error(`\nnpm run bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
