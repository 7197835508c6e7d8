export interface BackgroundJob {
  stop(): void;
  /** Settles when the first run has ended (what it did is in its own logs), for a caller that must know. */
  firstRun: Promise<void>;
}

export interface BackgroundJobTiming {
  firstRunDelayMs: number;
  intervalMs: number;
}

/**
 * Runs `run` once after `firstRunDelayMs`, then every `intervalMs`, never two runs at once (a run still going when
 * the next is due skips it). `run` handles its own failures. The timers never keep the process alive.
 */
export function startBackgroundJob(run: () => Promise<void>, { firstRunDelayMs, intervalMs }: BackgroundJobTiming): BackgroundJob {
  let running = false;
  const runOnce = async () => {
    if (running) return;
    running = true;
    try {
      await run();
    } finally {
      running = false;
    }
  };
  let first: NodeJS.Timeout | undefined;
  const firstRun = new Promise<void>((resolve) => {
    first = setTimeout(() => void runOnce().finally(resolve), firstRunDelayMs).unref();
  });
  const repeat = setInterval(() => void runOnce(), intervalMs);
  repeat.unref();
  return {
    firstRun,
    stop() {
      clearTimeout(first);
      clearInterval(repeat);
    },
  };
}
