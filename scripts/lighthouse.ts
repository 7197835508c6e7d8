// `npm run lighthouse [-- --runs N] [--page PATH] [--trace]`: Lighthouse 12 (mobile emulation, simulated throttling) on /,
// /login and /dashboard signed in as demo, against a production server of the last `next build` on
// a fresh database. Prints the scores and metrics of each page's median run and what to fix; exits
// non-zero when a page misses a target (performance >= 95, /dashboard 97, accessibility 100, CLS 0).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import { browserVersion, launchChromium, signInThroughLoginPage } from './lib/lighthouse-browser';
import { formatFindings, formatTable, medianRun, missedTargets, PAGE_PERFORMANCE_TARGETS, summarize, TARGETS, type LighthouseResult, type PageSummary } from './lib/lighthouse-summary';
import { assertBuilt, resetDataDir, sharedSecretsEnv, startProductionServer, type ProductionServer } from './lib/production-server';

const SERVER_PORT = Number(process.env.LIGHTHOUSE_SERVER_PORT ?? 3160);
const DEBUGGING_PORT = Number(process.env.LIGHTHOUSE_DEBUGGING_PORT ?? 9260);
const OUTPUT_DIR = join(process.cwd(), '.lighthouse');
const DEMO = { username: 'demo', password: 'Demo@12345' };
const DEFAULT_RUNS = 3;
/** `--trace`: each run's page-load trace beside its report (open it in DevTools' Performance panel). */
const SAVE_TRACES = process.argv.includes('--trace');

interface AuditedPage {
  name: string;
  path: string;
  signedIn: boolean;
}

const PAGES: AuditedPage[] = [
  { name: 'home', path: '/', signedIn: false },
  { name: 'login', path: '/login', signedIn: false },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
];

/** `--page PATH` audits that page only (one of PAGES). */
function pagesFromArgs(args: string[]): AuditedPage[] {
  const index = args.indexOf('--page');
  if (index === -1) return PAGES;
  const chosen = PAGES.filter((page) => page.path === args[index + 1]);
  if (chosen.length === 0) throw new Error(`--page takes one of ${PAGES.map((page) => page.path).join(', ')}`);
  return chosen;
}

function runsFromArgs(args: string[]): number {
  const index = args.indexOf('--runs');
  if (index === -1) return DEFAULT_RUNS;
  const runs = Number(args[index + 1]);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs takes a whole number from 1 to 9');
  return runs;
}

/**
 * Loaded with import(): a static import is compiled by tsx into require(), which re-transpiles
 * Lighthouse with esbuild's keepNames, and the functions Lighthouse sends into the page then call
 * a `__name` helper that the page lacks.
 */
const loadLighthouse = async () => (await import('lighthouse')).default;

interface AuditRun {
  summary: PageSummary;
  /** The full Lighthouse report of the run, in OUTPUT_DIR (open it in the Lighthouse viewer). */
  reportFile: string;
}

interface PageResult {
  median: PageSummary;
  medianReportFile: string;
  runs: PageSummary[];
}

async function auditOnce(origin: string, page: AuditedPage, run: number): Promise<AuditRun> {
  if (page.signedIn) await signInThroughLoginPage(DEBUGGING_PORT, origin, DEMO);
  const lighthouse = await loadLighthouse();
  const result = await lighthouse(`${origin}${page.path}`, {
    port: DEBUGGING_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // A reset would delete the session cookies of a signed-in page.
    disableStorageReset: page.signedIn,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
  const summary = summarize(page.path, result.lhr as unknown as LighthouseResult);
  const finalPath = new URL(summary.finalUrl).pathname;
  if (finalPath !== page.path) throw new Error(`The audit of ${page.path} ended on ${finalPath}: ${page.signedIn ? 'the session was lost' : 'a redirect'}`);
  const reportFile = `${page.name}-run${run}.report.json`;
  writeFileSync(join(OUTPUT_DIR, reportFile), result.report as string);
  if (SAVE_TRACES) writeFileSync(join(OUTPUT_DIR, `${page.name}-run${run}.trace.json`), JSON.stringify(result.artifacts.Trace));
  return { summary, reportFile };
}

async function auditPage(origin: string, page: AuditedPage, runs: number): Promise<PageResult> {
  // A first, uncounted run: the server's first answers (modules loaded, database warm) would
  // otherwise compete with the audited page for this machine's two cores.
  await auditOnce(origin, page, 0);
  const results: AuditRun[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const started = Date.now();
    const result = await auditOnce(origin, page, run);
    results.push(result);
    const { performance, accessibility, lcpMs, cls, benchmarkIndex } = result.summary;
    const seconds = Math.round((Date.now() - started) / 1000);
    console.info(`${page.path} run ${run}/${runs}: performance ${performance}, accessibility ${accessibility}, LCP ${lcpMs} ms, CLS ${cls} (${seconds} s, benchmark index ${benchmarkIndex})`);
  }
  const median = medianRun(results.map((result) => result.summary));
  const medianReportFile = results.find((result) => result.summary === median)?.reportFile ?? '';
  return { median, medianReportFile, runs: results.map((result) => result.summary) };
}

async function main(): Promise<void> {
  const runs = runsFromArgs(process.argv.slice(2));
  const audited = pagesFromArgs(process.argv.slice(2));
  assertBuilt();
  rmSync(OUTPUT_DIR, { recursive: true, force: true });
  mkdirSync(OUTPUT_DIR, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-data-'));
  let server: ProductionServer | undefined;
  let chrome: LaunchedChrome | undefined;
  const cleanUp = async () => {
    chrome?.kill();
    await server?.kill();
    resetDataDir(dataDir);
  };
  const interrupt = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);

  try {
    server = await startProductionServer({ port: SERVER_PORT, env: { DATA_DIR: dataDir, ...sharedSecretsEnv() } });
    chrome = await launchChromium(DEBUGGING_PORT);
    const browser = await browserVersion(DEBUGGING_PORT);
    console.info(`Lighthouse ${runs} run(s) per page, mobile emulation, ${browser}, against ${server.origin}`);
    const pages: PageResult[] = [];
    for (const page of audited) pages.push(await auditPage(server.origin, page, runs));

    const medians = pages.map((page) => page.median);
    writeFileSync(join(OUTPUT_DIR, 'summary.json'), `${JSON.stringify({ browser, targets: { ...TARGETS, performanceByPage: PAGE_PERFORMANCE_TARGETS }, runsPerPage: runs, pages }, null, 2)}\n`);
    console.info(`\n${formatTable(medians)}\n`);
    const findings = medians.map(formatFindings).filter(Boolean);
    if (findings.length) console.info(`${findings.join('\n\n')}\n`);
    const missed = medians.filter((summary) => missedTargets(summary).length > 0);
    console.info(
      missed.length
        ? `Targets missed on ${missed.map((summary) => summary.page).join(', ')} (performance >= ${TARGETS.performance}, /dashboard >= ${PAGE_PERFORMANCE_TARGETS['/dashboard']}, accessibility ${TARGETS.accessibility}, CLS ${TARGETS.cls}).`
        : 'All targets met.',
    );
    console.info(`Summary: ${join(OUTPUT_DIR, 'summary.json')}; median runs' reports: ${pages.map((page) => page.medianReportFile).join(', ')}`);
    if (missed.length) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
