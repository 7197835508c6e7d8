// What one benchmark run measured, and when a run's answers are too broken to report a figure.
export interface EndpointResult {
  /** Short name of the endpoint in the tables (login, profile, ...). */
  name: string;
  /** `METHOD /api/path` */
  route: string;
  /** Completed requests (any status) per second over the measured run. */
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers received in the measured run. */
  requests: number;
  non2xx: number;
  /** Requests without an answer (connection errors, timeouts). */
  errors: number;
  /** Why the run ended before its duration (the transfer's balance budget), or null. */
  note: string | null;
}

export interface DatabaseRun {
  /** `PGlite 0.5.16`, `PostgreSQL 15.x` */
  database: string;
  results: EndpointResult[];
}

export interface SkippedDatabase {
  database: string;
  skipped: string;
}

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGiB: number;
  node: string;
  os: string;
  /** 1-minute load average at the start: other work on the machine skews the figures. */
  loadAverage: number;
}

export interface BenchReport {
  /** ISO time (UTC) of the start. */
  date: string;
  machine: MachineInfo;
  commit: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  runs: Array<DatabaseRun | SkippedDatabase>;
}

export function isSkipped(run: DatabaseRun | SkippedDatabase): run is SkippedDatabase {
  return 'skipped' in run;
}

/** One answer of the measured window. */
export interface Answer {
  status: number;
  latencyMs: number;
}

/** Nearest-rank percentile of ascending values (0 without values). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export interface Window {
  answers: readonly Answer[];
  /** Requests that got no answer (connection errors, timeouts). */
  errors: number;
  seconds: number;
}

/** One endpoint's figures from the answers of its measured window; latencies of 2xx answers only. */
export function summarize(name: string, route: string, window: Window, note: string | null = null): EndpointResult {
  const successLatencies = window.answers
    .filter((answer) => answer.status >= 200 && answer.status < 300)
    .map((answer) => answer.latencyMs)
    .sort((a, b) => a - b);
  return {
    name,
    route,
    requestsPerSecond: window.seconds > 0 ? window.answers.length / window.seconds : 0,
    p50Ms: percentile(successLatencies, 50),
    p99Ms: percentile(successLatencies, 99),
    requests: window.answers.length,
    non2xx: window.answers.length - successLatencies.length,
    errors: window.errors,
    note,
  };
}

/** Why the figures are meaningless (no success, or mostly errors), or null when they can be reported. */
export function failureOf(result: EndpointResult): string | null {
  const successes = result.requests - result.non2xx;
  const failures = result.non2xx + result.errors;
  if (result.requests === 0 && result.errors === 0) {
    return `${result.name}: no answer within the run (every request still in flight); try a longer --duration`;
  }
  if (successes === 0) return `${result.name}: no successful answer (${result.non2xx} non-2xx, ${result.errors} connection errors)`;
  if (failures > successes) {
    return `${result.name}: mostly errors (${successes} successful, ${result.non2xx} non-2xx, ${result.errors} connection errors)`;
  }
  return null;
}
