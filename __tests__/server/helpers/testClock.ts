/** A clock for the app under test that a test can move: real time plus an offset, or frozen at a start time. */
export interface TestClock {
  now: () => Date;
  advance(seconds: number): void;
  reset(): void;
}

export function createTestClock(options: { frozenAt?: Date } = {}): TestClock {
  let offsetMs = 0;
  const base = () => options.frozenAt?.getTime() ?? Date.now();
  return {
    now: () => new Date(base() + offsetMs),
    advance: (seconds) => {
      offsetMs += seconds * 1000;
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}
