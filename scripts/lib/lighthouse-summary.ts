// Turns Lighthouse results into the figures of `npm run lighthouse`: scores, metrics, the targets
// (performance >= 95, accessibility 100, CLS 0) and, for a page that misses one, the audits that say what to fix.

/** The part of a Lighthouse result (LH.Result) that the summary reads. */
export interface LighthouseResult {
  requestedUrl?: string;
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; group?: string }[] }>;
  audits: Record<string, AuditResult>;
}

interface AuditResult {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: Partial<Record<'LCP' | 'FCP' | 'TBT' | 'CLS' | 'INP', number>>;
  details?: { type: string; items?: unknown[] };
}

export interface Finding {
  id: string;
  title: string;
  /** The audit's display value, savings or the elements it names. */
  detail: string;
}

export interface PageSummary {
  page: string;
  finalUrl: string;
  /** Category scores 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failingAccessibility: Finding[];
  failingBestPractices: Finding[];
  /** Performance diagnostics that do not pass, biggest estimated savings first. */
  performanceFindings: Finding[];
  layoutShifts: Finding[];
  warnings: string[];
  /** Lighthouse's measure of the machine's speed at the time (lower: slower or busier). */
  benchmarkIndex: number | null;
}

export const TARGETS = { performance: 95, accessibility: 100, cls: 0 } as const;

/** Pages held to a higher performance score than TARGETS.performance (/dashboard signed in, 97: the page members see most). */
export const PAGE_PERFORMANCE_TARGETS: Readonly<Record<string, number>> = { '/dashboard': 97 };

export const performanceTargetOf = (page: string): number => PAGE_PERFORMANCE_TARGETS[page] ?? TARGETS.performance;

const score100 = (score: number | null | undefined) => Math.round((score ?? 0) * 100);
const SCORED_MODES = new Set(['binary', 'numeric', 'metricSavings']);
const MAX_PERFORMANCE_FINDINGS = 8;
const MAX_ELEMENTS = 3;

function elementsOf(audit: AuditResult): string[] {
  return (audit.details?.items ?? [])
    .map((item) => {
      const node = (item as { node?: { selector?: string; snippet?: string } }).node;
      return node?.selector || node?.snippet || '';
    })
    .filter(Boolean);
}

function elementList(audit: AuditResult): string {
  const elements = elementsOf(audit);
  if (elements.length === 0) return audit.displayValue ?? '';
  const more = elements.length > MAX_ELEMENTS ? ` and ${elements.length - MAX_ELEMENTS} more` : '';
  return elements.slice(0, MAX_ELEMENTS).join(', ') + more;
}

function failing(result: LighthouseResult, category: string): AuditResult[] {
  return (result.categories[category]?.auditRefs ?? [])
    .map((ref) => result.audits[ref.id])
    .filter((audit): audit is AuditResult => !!audit && SCORED_MODES.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1);
}

const savingsMs = (audit: AuditResult) => (audit.metricSavings?.LCP ?? 0) + (audit.metricSavings?.FCP ?? 0) + (audit.metricSavings?.TBT ?? 0);

function savingsText(audit: AuditResult): string {
  const parts = Object.entries(audit.metricSavings ?? {})
    .filter(([, value]) => (value ?? 0) > 0)
    .map(([metric, value]) => (metric === 'CLS' ? `${metric} ${value}` : `${metric} ${Math.round(value ?? 0)} ms`));
  return [audit.displayValue, parts.length ? `saves ${parts.join(', ')}` : ''].filter(Boolean).join('; ');
}

function performanceFindings(result: LighthouseResult): Finding[] {
  const metricIds = new Set((result.categories.performance?.auditRefs ?? []).filter((ref) => ref.group === 'metrics').map((ref) => ref.id));
  return failing(result, 'performance')
    .filter((audit) => !metricIds.has(audit.id) && audit.score !== null && audit.score < 0.9)
    .sort((a, b) => savingsMs(b) - savingsMs(a))
    .slice(0, MAX_PERFORMANCE_FINDINGS)
    .map((audit) => ({ id: audit.id, title: audit.title, detail: savingsText(audit) }));
}

interface LayoutShiftItem {
  node?: { selector?: string; snippet?: string };
  score?: number;
  subItems?: { items?: { cause?: string; extra?: { selector?: string } }[] };
}

function layoutShiftFindings(audit: AuditResult): Finding[] {
  return ((audit.details?.items ?? []) as LayoutShiftItem[]).map((item) => {
    const causes = (item.subItems?.items ?? []).map((sub) => [sub.cause, sub.extra?.selector].filter(Boolean).join(': '));
    return {
      id: item.node?.selector || item.node?.snippet || 'unknown element',
      title: `shift ${(item.score ?? 0).toFixed(3)}`,
      detail: causes.length ? `likely cause: ${causes.join('; ')}` : '',
    };
  });
}

export function summarize(page: string, result: LighthouseResult): PageSummary {
  if (result.runtimeError) throw new Error(`Lighthouse could not audit ${page}: ${result.runtimeError.code} ${result.runtimeError.message}`);
  const numeric = (id: string) => result.audits[id]?.numericValue ?? Number.NaN;
  const shifts = result.audits['layout-shifts'];
  return {
    page,
    finalUrl: result.finalDisplayedUrl,
    performance: score100(result.categories.performance?.score),
    accessibility: score100(result.categories.accessibility?.score),
    bestPractices: score100(result.categories['best-practices']?.score),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
    failingAccessibility: failing(result, 'accessibility').map((audit) => ({ id: audit.id, title: audit.title, detail: elementList(audit) })),
    failingBestPractices: failing(result, 'best-practices').map((audit) => ({ id: audit.id, title: audit.title, detail: elementList(audit) })),
    performanceFindings: performanceFindings(result),
    layoutShifts: shifts ? layoutShiftFindings(shifts) : [],
    warnings: result.runWarnings,
    benchmarkIndex: result.environment?.benchmarkIndex ?? null,
  };
}

/** The run with the median performance score (its metrics belong to that score). */
export function medianRun(runs: PageSummary[]): PageSummary {
  if (runs.length === 0) throw new Error('No Lighthouse run to choose from');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  return sorted[Math.floor(sorted.length / 2)];
}

export function missedTargets(summary: PageSummary): string[] {
  const missed: string[] = [];
  const performance = performanceTargetOf(summary.page);
  if (summary.performance < performance) missed.push(`performance ${summary.performance} < ${performance}`);
  if (summary.accessibility < TARGETS.accessibility) missed.push(`accessibility ${summary.accessibility} < ${TARGETS.accessibility}`);
  if (summary.cls > TARGETS.cls) missed.push(`CLS ${summary.cls} > ${TARGETS.cls}`);
  return missed;
}

const COLUMNS = ['page', 'performance', 'accessibility', 'best-practices', 'LCP (ms)', 'TBT (ms)', 'CLS'];

export function formatTable(summaries: PageSummary[]): string {
  const rows = summaries.map((s) => [s.page, s.performance, s.accessibility, s.bestPractices, s.lcpMs, s.tbtMs, s.cls].map(String));
  const widths = COLUMNS.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(COLUMNS), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

function findingLines(heading: string, findings: Finding[]): string[] {
  if (findings.length === 0) return [];
  return [`  ${heading}:`, ...findings.map((f) => `    - ${f.id}: ${f.title}${f.detail ? ` (${f.detail})` : ''}`)];
}

/** What to fix on a page: everything for a missed target, the failing best-practices audits always. */
export function formatFindings(summary: PageSummary): string {
  const missed = missedTargets(summary);
  const lines = [
    ...(missed.length ? [`  missed: ${missed.join('; ')}`] : []),
    ...findingLines('failing accessibility audits', summary.failingAccessibility),
    ...(summary.performance < performanceTargetOf(summary.page) || summary.cls > TARGETS.cls ? findingLines('performance diagnostics', summary.performanceFindings) : []),
    ...(summary.cls > TARGETS.cls ? findingLines('layout shifts', summary.layoutShifts) : []),
    ...findingLines('failing best-practices audits', summary.failingBestPractices),
    ...summary.warnings.map((warning) => `  warning: ${warning}`),
  ];
  return lines.length ? [`${summary.page}:`, ...lines].join('\n') : '';
}
