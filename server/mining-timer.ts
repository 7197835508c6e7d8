import { accrueMining } from './operations/mining';
import type { Database } from './db/types';
import { previousUtcDay } from './domain/mining';
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

/**
 * Accrues the previous UTC day shortly after start, then every hour. A day is credited once per contract, so the
 * repeats (and other instances running the same timer) credit nothing more. The timers never keep the process
 * alive; a failure is logged and the next run tries again.
 */
export function startMiningTimer(db: Database, options: MiningTimerOptions = {}): MiningTimer {
  const now = options.now ?? (() => new Date());
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const at = now();
      const result = await accrueMining(db, previousUtcDay(at), at);
      if (result.credited > 0) {
        console.info(`[mining] Accrued ${result.date}: ${result.amount} EC to ${result.credited} contract${result.credited === 1 ? '' : 's'}`);
      }
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
