// Where and on what a benchmark ran: the machine, the commit, the database versions.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import { join } from 'node:path';
import type { MachineInfo } from './results';

export function machineInfo(): MachineInfo {
  const cores = cpus();
  return {
    cpu: cores[0]?.model.trim() ?? 'unknown CPU',
    cores: cores.length,
    memoryGiB: totalmem() / 1024 ** 3,
    node: process.version,
    os: `${type()} ${release()}`,
    loadAverage: loadavg()[0],
  };
}

/** The checked-out commit, with `+ changes` when the work tree differs from it. */
export function commitHash(): string {
  try {
    const hash = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${hash} + uncommitted changes` : hash;
  } catch {
    return 'unknown (not a git checkout)';
  }
}

export function pgliteVersion(): string {
  const manifest = join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json');
  return `PGlite ${(JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version}`;
}

export async function postgresVersion(databaseUrl: string): Promise<string> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
    return `PostgreSQL ${rows[0].server_version.split(' ')[0]}`;
  } finally {
    await client.end();
  }
}
