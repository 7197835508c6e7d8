import { startBackgroundJob } from './background-job';
import type { BackgroundJob } from './background-job';
import { tablesDueForVacuum, vacuumTable } from './db/vacuum';
import type { TableDue } from './db/vacuum';
import type { Database } from './db/types';
import { describeError } from './log-safe';

const HOUR_MS = 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 60_000;
/** Between two tables, so that the requests waiting for the database go first. */
const PAUSE_BETWEEN_TABLES_MS = 50;

export type VacuumTimer = BackgroundJob;

export interface VacuumTimerOptions {
  firstRunDelayMs?: number;
  intervalMs?: number;
  pauseMs?: number;
  onTable?: (table: TableDue, ms: number) => void;
}

export interface VacuumRun {
  tables: TableDue[];
  ms: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Vacuums (or analyzes) each table due, one statement at a time with a pause between. */
export async function vacuumDueTables(db: Database, options: Pick<VacuumTimerOptions, 'pauseMs' | 'onTable'> = {}): Promise<VacuumRun> {
  const started = performance.now();
  const tables = await tablesDueForVacuum(db);
  for (const [index, table] of tables.entries()) {
    if (index > 0) await pause(options.pauseMs ?? PAUSE_BETWEEN_TABLES_MS);
    const tableStarted = performance.now();
    await vacuumTable(db, table);
    options.onTable?.(table, performance.now() - tableStarted);
  }
  return { tables, ms: performance.now() - started };
}

/**
 * The embedded database's autovacuum. PGlite runs PostgreSQL as one standalone backend, which never starts the
 * autovacuum launcher: without this, the pages that updates and deletes leave behind stay in every scan and the
 * planner keeps the statistics of the first load (the leader summary as the root of 10,000 members: 7-10 ms against
 * 2 ms vacuumed). Shortly after start, then every hour, the tables past autovacuum's thresholds are vacuumed one by
 * one. PostgreSQL servers have their own autovacuum and get no timer. A failure is logged and the next run tries
 * again.
 */
export function startVacuumTimer(db: Database, options: VacuumTimerOptions = {}): VacuumTimer {
  return startBackgroundJob(
    async () => {
      try {
        const { tables, ms } = await vacuumDueTables(db, options);
        if (tables.length > 0) console.info(`[vacuum] ${tables.map(({ table }) => table).join(', ')} in ${Math.round(ms)} ms`);
      } catch (error) {
        console.error(`[vacuum] Failed: ${describeError(error)}`);
      }
    },
    { firstRunDelayMs: options.firstRunDelayMs ?? FIRST_RUN_DELAY_MS, intervalMs: options.intervalMs ?? HOUR_MS },
  );
}
