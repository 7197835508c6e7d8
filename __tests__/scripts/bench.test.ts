import { affordableTransfers, evenTotalWithin } from '@/scripts/bench/endpoints';
import { parseBenchOptions } from '@/scripts/bench/options';
import { endpointTable, reportMarkdown } from '@/scripts/bench/report';
import { failureOf, percentile, summarize, type EndpointResult } from '@/scripts/bench/results';

const answers = (status: number, latencies: number[]) => latencies.map((latencyMs) => ({ status, latencyMs }));

describe('npm run bench: options', () => {
  it('has defaults and reads both flag forms', () => {
    expect(parseBenchOptions([])).toMatchObject({ durationSeconds: 10, warmupSeconds: 2, connections: 10, database: 'both' });
    expect(parseBenchOptions(['--duration', '5', '--connections=4', '--warmup', '0', '--database', 'pglite'])).toMatchObject({
      durationSeconds: 5,
      connections: 4,
      warmupSeconds: 0,
      database: 'pglite',
    });
  });

  it('refuses unknown flags and bad values', () => {
    expect(() => parseBenchOptions(['--fast'])).toThrow('Unknown option --fast');
    expect(() => parseBenchOptions(['--duration', '0'])).toThrow('--duration takes a positive whole number');
    expect(() => parseBenchOptions(['--database', 'mysql'])).toThrow('--database takes pglite, postgres or both');
    expect(() => parseBenchOptions(['--connections'])).toThrow('--connections needs a value');
  });
});

describe('npm run bench: figures', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it('counts every answer per second and takes latencies of 2xx answers only', () => {
    const window = { answers: [...answers(200, [10, 20, 30]), ...answers(429, [1])], errors: 2, seconds: 2 };
    expect(summarize('login', 'POST /api/x', window)).toEqual({
      name: 'login',
      route: 'POST /api/x',
      requestsPerSecond: 2,
      p50Ms: 20,
      p99Ms: 30,
      requests: 4,
      non2xx: 1,
      errors: 2,
      note: null,
    });
  });

  it('fails a run without answers, without success or with mostly errors', () => {
    const result = (ok: number, bad: number, errors: number): EndpointResult =>
      summarize('transfer', 'POST /api/x', { answers: [...answers(200, Array(ok).fill(5)), ...answers(500, Array(bad).fill(5))], errors, seconds: 1 });
    expect(failureOf(result(0, 0, 0))).toMatch(/no answer within the run/);
    expect(failureOf(result(0, 3, 0))).toMatch(/no successful answer/);
    expect(failureOf(result(2, 2, 1))).toMatch(/mostly errors \(2 successful, 2 non-2xx, 1 connection errors\)/);
    expect(failureOf(result(3, 2, 1))).toBeNull();
  });
});

describe('npm run bench: transfer budget', () => {
  it('counts the transfers a balance pays for, fee included', () => {
    const rule = { isFeePercent: true, fee: '0.5', minFee: '1' };
    expect(affordableTransfers('6250.75', '10', rule)).toBe(568);
    expect(affordableTransfers('10.99', '10', rule)).toBe(0);
  });

  it('spreads a total evenly over the connections without overspending any payer', () => {
    expect(evenTotalWithin([45, 50, 40, 60, 70], 10)).toBe(200);
    expect(evenTotalWithin([45, 50, 0, 60, 70], 2)).toBe(90);
    expect(evenTotalWithin([9, 50], 3)).toBe(12);
  });
});

describe('npm run bench: report', () => {
  const login = summarize('login', 'POST /api/auth/client/login/credential', { answers: answers(200, [1500.25]), errors: 0, seconds: 1 });

  it('writes one row per endpoint', () => {
    expect(endpointTable([{ ...login, note: 'ended early' }])).toContain(
      '| login | `POST /api/auth/client/login/credential` | 1.0 | 1500.3 | 1500.3 | 1 (ended early) | 0 | 0 |',
    );
  });

  it('names the date, machine, commit, settings and both databases, measured or not', () => {
    const markdown = reportMarkdown({
      date: '2026-11-22T19:00:00Z',
      machine: { cpu: 'AMD EPYC', cores: 2, memoryGiB: 23.5, node: 'v20.20.2', os: 'Linux 6.18', loadAverage: 0.5 },
      commit: 'abc123',
      connections: 10,
      durationSeconds: 10,
      warmupSeconds: 2,
      runs: [
        { database: 'PGlite 0.5.16', results: [login] },
        { database: 'PostgreSQL', skipped: 'PostgreSQL server binaries not found' },
      ],
    });
    expect(markdown).toContain('- Date (UTC): 2026-11-22T19:00:00Z');
    expect(markdown).toContain('- Machine: AMD EPYC, 2 cores, 23.5 GiB memory, Node v20.20.2, Linux 6.18');
    expect(markdown).toContain('- Load average (1 min) at the start: 0.50');
    expect(markdown).toContain('- Commit: abc123');
    expect(markdown).toContain('- Connections: 10; per endpoint 2 s of warm-up, then 10 s measured');
    expect(markdown).toContain('## PGlite 0.5.16\n\n| Endpoint |');
    expect(markdown).toContain('## PostgreSQL\n\nNot measured: PostgreSQL server binaries not found');
  });
});
