// Benchmarks every endpoint against one fresh production server (fresh seeded world) on one database.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resetDataDir, sharedSecretsEnv, signIn, startProductionServer } from '../lib/production-server';
import { benchEndpoints, MEMBER_PASSWORD, MEMBERS, type Member } from './endpoints';
import { measureEndpoint, type LoadSettings } from './measure';
import { endpointTable } from './report';
import type { DatabaseRun, EndpointResult } from './results';

export interface DatabaseTarget {
  /** `PGlite 0.5.16`, `PostgreSQL 15.x` */
  label: string;
  /** DATABASE_URL of a fresh database, or '' for PGlite in a fresh temporary DATA_DIR. */
  databaseUrl: string;
}

export async function benchDatabase(target: DatabaseTarget, port: number, settings: LoadSettings): Promise<DatabaseRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'filhub-bench-'));
  console.info(`\n${target.label}: starting the production server on 127.0.0.1:${port} (fresh seeded demo world)...`);
  const server = await startProductionServer({
    port,
    env: { ...sharedSecretsEnv(), DATA_DIR: dataDir, DATABASE_URL: target.databaseUrl },
  }).catch((error: unknown) => {
    resetDataDir(dataDir);
    throw error;
  });
  const interrupt = () => {
    server.process.kill('SIGKILL');
    resetDataDir(dataDir);
    process.exit(130);
  };
  process.once('SIGINT', interrupt);
  try {
    const sessions = await Promise.all(MEMBERS.map((member) => signIn(server.origin, member, MEMBER_PASSWORD)));
    const tokens = Object.fromEntries(MEMBERS.map((member, i) => [member, sessions[i].accessToken])) as Record<Member, string>;
    const results: EndpointResult[] = [];
    for (const endpoint of await benchEndpoints(server.origin, tokens)) {
      console.info(`${target.label}: ${endpoint.name} (${settings.warmupSeconds} s warm-up, ${settings.durationSeconds} s measured)...`);
      results.push(await measureEndpoint(server.origin, endpoint, settings));
    }
    console.info(`\n${target.label}\n\n${endpointTable(results)}`);
    return { database: target.label, results };
  } finally {
    process.off('SIGINT', interrupt);
    await server.kill();
    resetDataDir(dataDir);
  }
}
