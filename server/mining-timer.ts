import { startBackgroundJob } from './background-job';
import type { BackgroundJob } from './background-job';
import { catchUpMining } from './operations/mining';
import type { AccrualResult } from './operations/mining';
import type { Database } from './db/types';
import { MINING_JOB_INTERVAL_MS } from './domain/mining';
import { describeError } from './log-safe';

const FIRST_RUN_DELAY_MS = 10_000;

export type MiningTimer = BackgroundJob;

export interface MiningTimerOptions {
  now?: () => Date;
  firstRunDelayMs?: number;
  intervalMs?: number;
}

const logAccrued = (result: AccrualResult) => {
  if (result.credited > 0) {
    console.info(`[mining] Accrued ${result.date}: ${result.amount} EC to ${result.credited} contract${result.credited === 1 ? '' : 's'}`);
  }
};

/**
 * The mining job, in the background: shortly after start, then every hour, pays every day not paid yet up to the
 * previous UTC day, oldest first (operations/mining.ts catchUpMining), in short batches that let requests through.
 * A contract-day is credited once, so the repeats (and other instances running the same job) credit nothing more.
 * A failure is logged and the next run starts again from that day (background-job.ts: timers, one run at a time).
 */
export function startMiningTimer(db: Database, options: MiningTimerOptions = {}): MiningTimer {
  const now = options.now ?? (() => new Date());
  return startBackgroundJob(
    async () => {
      try {
        await catchUpMining(db, now(), { now, onDay: logAccrued });
      } catch (error) {
        console.error(`[mining] Accrual failed: ${describeError(error)}`);
      }
    },
    { firstRunDelayMs: options.firstRunDelayMs ?? FIRST_RUN_DELAY_MS, intervalMs: options.intervalMs ?? MINING_JOB_INTERVAL_MS },
  );
}
