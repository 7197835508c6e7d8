// `npm run bench`: autocannon on loopback against the production server, per endpoint (sign-in, profile,
// wallets, transaction list, transfer), on PGlite and on a throw-away PostgreSQL; writes bench/results.md.
// With --scale: root against leaf of a big team (scripts/bench/scale.ts), written to bench/results-scale.md.
// Needs `npm run build` first. Options: see USAGE in scripts/bench/options.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { assertBuilt } from './lib/production-server';
import { commitHash, machineInfo, pgliteVersion, postgresVersion } from './bench/machine';
import { parseBenchOptions, type BenchOptions } from './bench/options';
import { benchThrowAwayPostgres } from './bench/postgres';
import { describeMachine, reportMarkdown } from './bench/report';
import type { BenchReport, DatabaseRun, SkippedDatabase } from './bench/results';
import { benchDatabase } from './bench/run-database';
import { benchScaleDatabase, DEFAULT_SCALE_MEMBERS, readPrevious, scaleReportMarkdown, type ScaleRun } from './bench/scale';

/** The child run under scripts/with-postgres.sh: one database, results as JSON for the parent's report. */
async function benchGivenPostgres(options: BenchOptions, jsonFile: string): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('--json needs DATABASE_URL (the parent runs it under scripts/with-postgres.sh).');
  if (options.scale) {
    const members = options.members ?? DEFAULT_SCALE_MEMBERS.postgres;
    const label = await postgresVersion(databaseUrl);
    writeFileSync(jsonFile, JSON.stringify(await benchScaleDatabase({ label, databaseUrl }, 'postgres', options.port, options, members)));
    return;
  }
  const run = await benchDatabase({ label: await postgresVersion(databaseUrl), databaseUrl }, options.port, options);
  writeFileSync(jsonFile, JSON.stringify(run));
}

function writeReport(options: BenchOptions, markdown: string): void {
  const output = resolve(process.cwd(), options.output);
  mkdirSync(dirname(output), { recursive: true });
  writeFileSync(output, markdown);
  console.info(`\n${markdown}\nWrote ${options.output}`);
}

/** `--scale`: each chosen database's section replaces its previous one in the report. */
async function benchScale(options: BenchOptions): Promise<void> {
  const header = [
    `- Date (UTC): ${new Date().toISOString().replace(/\.\d+Z$/, 'Z')}`,
    `- Machine: ${describeMachine(machineInfo())}`,
    `- Load average (1 min) at the start: ${machineInfo().loadAverage.toFixed(2)}`,
    `- Commit: ${commitHash()}`,
    `- Connections: ${options.connections}; per endpoint and member ${options.warmupSeconds} s of warm-up, then ${options.durationSeconds} s measured`,
  ];
  const runs: ScaleRun[] = [];
  if (options.database !== 'postgres') {
    const members = options.members ?? DEFAULT_SCALE_MEMBERS.pglite;
    runs.push(await benchScaleDatabase({ label: pgliteVersion(), databaseUrl: '' }, 'pglite', options.port, options, members));
  }
  if (options.database !== 'pglite') {
    const run = await benchThrowAwayPostgres(options);
    if ('skipped' in run) console.error(`PostgreSQL not measured: ${run.skipped}`);
    else runs.push(run as ScaleRun);
  }
  writeReport(options, scaleReportMarkdown(header, runs, readPrevious(resolve(process.cwd(), options.output))));
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  assertBuilt();
  if (options.json) return benchGivenPostgres(options, options.json);
  if (options.scale) return benchScale(options);

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
  if (options.database !== 'pglite') report.runs.push((await benchThrowAwayPostgres(options)) as DatabaseRun | SkippedDatabase);

  writeReport(options, reportMarkdown(report));
}

main().catch((error: unknown) => {
  console.error(`\nnpm run bench failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
