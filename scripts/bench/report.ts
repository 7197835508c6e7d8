// The benchmark's tables: the markdown of bench/results.md, also printed to stdout.
import { isSkipped, type BenchReport, type DatabaseRun, type EndpointResult, type MachineInfo } from './results';

const oneDecimal = (value: number) => value.toFixed(1);

export function describeMachine(machine: MachineInfo): string {
  return `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB.toFixed(1)} GiB memory, Node ${machine.node}, ${machine.os}`;
}

export function endpointTable(results: readonly EndpointResult[]): string {
  const rows = results.map((result) => {
    const note = result.note ? ` (${result.note})` : '';
    return `| ${result.name} | \`${result.route}\` | ${oneDecimal(result.requestsPerSecond)} | ${oneDecimal(result.p50Ms)} | ${oneDecimal(result.p99Ms)} | ${result.requests}${note} | ${result.non2xx} | ${result.errors} |`;
  });
  return [
    '| Endpoint | Route | Requests/s | p50 (ms) | p99 (ms) | Requests | Non-2xx | No answer |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

function databaseSection(run: DatabaseRun | { database: string; skipped: string }): string {
  if (isSkipped(run)) return `## ${run.database}\n\nNot measured: ${run.skipped}`;
  return `## ${run.database}\n\n${endpointTable(run.results)}`;
}

export function reportMarkdown(report: BenchReport): string {
  return [
    '# Benchmark: `npm run bench`',
    '',
    'autocannon against the production server (`next start`) on loopback, one fresh seeded demo world per database.',
    'The connections of the sign-in take the five seeded members without 2FA in turn (scrypt: slow by design; the',
    'per-member limit counts sign-ins while their password is checked). The read endpoints use the bearer of one sign-in',
    'of `demo`. The transfers send the minimum EV amount with the secure password (scrypt again) around the ring demo,',
    'lan, tuan, minh, hoa, one sender per connection in turn, at most as many as the senders\' EV balances pay for.',
    'Each endpoint gets one continuous load; what arrives after the warm-up is measured: requests/s counts every answer',
    'of that window, p50/p99 are the latencies of its 2xx answers, "No answer" counts connection errors and timeouts.',
    '',
    `- Date (UTC): ${report.date}`,
    `- Machine: ${describeMachine(report.machine)}`,
    `- Load average (1 min) at the start: ${report.machine.loadAverage.toFixed(2)}`,
    `- Commit: ${report.commit}`,
    `- Connections: ${report.connections}; per endpoint ${report.warmupSeconds} s of warm-up, then ${report.durationSeconds} s measured`,
    '',
    ...report.runs.flatMap((run) => [databaseSection(run), '']),
  ].join('\n');
}
