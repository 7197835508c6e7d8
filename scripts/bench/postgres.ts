// The PostgreSQL part: this script again, as a child under scripts/with-postgres.sh (a throw-away cluster on loopback).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BenchOptions } from './options';
import type { DatabaseRun, SkippedDatabase } from './results';
import type { ScaleRun } from './scale';

/** The port of the throw-away cluster unless PG_PORT says otherwise. */
const DEFAULT_PG_PORT = '5510';

/** Whether scripts/with-postgres.sh will find initdb (the same lookup as the script). */
export function postgresServerInstalled(): boolean {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, 'initdb'));
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((version) => existsSync(join(root, version, 'bin/initdb')));
}

function childArguments(options: BenchOptions, jsonFile: string): string[] {
  return [
    'scripts/bench.ts',
    '--database', 'postgres',
    '--json', jsonFile,
    '--duration', String(options.durationSeconds),
    '--warmup', String(options.warmupSeconds),
    '--connections', String(options.connections),
    '--port', String(options.port),
    ...(options.scale ? ['--scale'] : []),
    ...(options.members !== null ? ['--members', String(options.members)] : []),
  ];
}

/** The child's results: a DatabaseRun, or a ScaleRun with --scale. */
export async function benchThrowAwayPostgres(options: BenchOptions): Promise<DatabaseRun | ScaleRun | SkippedDatabase> {
  if (!postgresServerInstalled()) {
    const reason = 'PostgreSQL server binaries not found (install Debian\'s postgresql package: apt-get install -y postgresql).';
    console.error(`\n${reason} Only PGlite is measured.`);
    return { database: 'PostgreSQL', skipped: reason };
  }
  const dir = mkdtempSync(join(tmpdir(), 'filhub-bench-pg-'));
  const jsonFile = join(dir, 'result.json');
  try {
    const tsx = join(process.cwd(), 'node_modules/.bin/tsx');
    const child = spawn('bash', ['scripts/with-postgres.sh', tsx, ...childArguments(options, jsonFile)], {
      stdio: 'inherit',
      env: { ...process.env, PG_PORT: process.env.PG_PORT ?? DEFAULT_PG_PORT },
    });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode) => resolve(exitCode));
    });
    if (code !== 0 || !existsSync(jsonFile)) throw new Error(`The PostgreSQL run failed (exit ${code}); see its output above.`);
    return JSON.parse(readFileSync(jsonFile, 'utf8')) as DatabaseRun | ScaleRun;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
