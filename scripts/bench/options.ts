// Command-line options of `npm run bench`.

export type DatabaseChoice = 'pglite' | 'postgres' | 'both';

export interface BenchOptions {
  /** Measured seconds per endpoint. */
  durationSeconds: number;
  /** Seconds of unmeasured load per endpoint before the measured run. */
  warmupSeconds: number;
  connections: number;
  /** Loopback port of the production server. */
  port: number;
  database: DatabaseChoice;
  /** The markdown report, relative to the project. */
  output: string;
  /** Internal: write this database's results as JSON here instead of the report (the PostgreSQL child run). */
  json: string | null;
  /** `--scale`: the big-team run (scripts/bench/scale.ts), root against leaf, written to bench/results-scale.md. */
  scale: boolean;
  /** `--members N` of the scale tree; null: 10,000 on PGlite, 100,000 on PostgreSQL. */
  members: number | null;
}

export const DEFAULT_OPTIONS: BenchOptions = {
  durationSeconds: 10,
  warmupSeconds: 2,
  connections: 10,
  port: 3300,
  database: 'both',
  output: 'bench/results.md',
  json: null,
  scale: false,
  members: null,
};

/** Where `--scale` writes unless --output says otherwise. */
export const SCALE_OUTPUT = 'bench/results-scale.md';

export const USAGE =
  'Usage: tsx scripts/bench.ts [--duration S] [--warmup S] [--connections N] [--port P] [--database pglite|postgres|both] [--output FILE] [--scale [--members N]]';

function positiveInteger(flag: string, value: string, allowZero = false): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < (allowZero ? 0 : 1)) {
    throw new Error(`${flag} takes a ${allowZero ? 'non-negative' : 'positive'} whole number, not "${value}".\n${USAGE}`);
  }
  return number;
}

function databaseChoice(value: string): DatabaseChoice {
  if (value === 'pglite' || value === 'postgres' || value === 'both') return value;
  throw new Error(`--database takes pglite, postgres or both, not "${value}".\n${USAGE}`);
}

type Setter = (options: BenchOptions, flag: string, value: string) => void;

const SETTERS: Record<string, Setter> = {
  '--duration': (options, flag, value) => (options.durationSeconds = positiveInteger(flag, value)),
  '--warmup': (options, flag, value) => (options.warmupSeconds = positiveInteger(flag, value, true)),
  '--connections': (options, flag, value) => (options.connections = positiveInteger(flag, value)),
  '--port': (options, flag, value) => (options.port = positiveInteger(flag, value)),
  '--database': (options, _flag, value) => (options.database = databaseChoice(value)),
  '--output': (options, _flag, value) => (options.output = value),
  '--json': (options, _flag, value) => (options.json = value),
  '--members': (options, flag, value) => (options.members = positiveInteger(flag, value)),
};

/** Flags without a value. */
const SWITCHES: Record<string, (options: BenchOptions) => void> = {
  '--scale': (options) => (options.scale = true),
};

/** Reads `--flag value` and `--flag=value` pairs; unknown flags are an error. */
export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const options = { ...DEFAULT_OPTIONS };
  let outputGiven = false;
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (SWITCHES[flag] && inline === undefined) {
      SWITCHES[flag](options);
      continue;
    }
    if (flag === '--output') outputGiven = true;
    const setter = SETTERS[flag];
    if (!setter) throw new Error(`Unknown option ${flag}.\n${USAGE}`);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value.\n${USAGE}`);
    setter(options, flag, value);
  }
  if (options.members !== null && !options.scale) throw new Error(`--members goes with --scale.\n${USAGE}`);
  if (options.scale && !outputGiven) options.output = SCALE_OUTPUT;
  return options;
}
