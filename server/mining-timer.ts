import { catchUpMining } from './operations/mining';
import type { AccrualResult } from './operations/mining';
import type { Database } from './db/types';
import { describeError } from './log-safe';

const HOUR_MS = 60 * 60 * 1000;
const FIRST_RUN_DELAY_MS = 10_000;

export interface MiningTimer {
  stop(): void;
}

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
 * The timers never keep the process alive; a failure is logged and the next run starts again from that day.
 */
export function startMiningTimer(db: Database, options: MiningTimerOptions = {}): MiningTimer {
  const now = options.now ?? (() => new Date());
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await catchUpMining(db, now(), { now, onDay: logAccrued });
    } catch (error) {
      console.error(`[mining] Accrual failed: ${describeError(error)}`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), options.firstRunDelayMs ?? FIRST_RUN_DELAY_MS);
  const hourly = setInterval(() => void run(), options.intervalMs ?? HOUR_MS);
  first.unref();
  hourly.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(hourly);
    },
  };
}
