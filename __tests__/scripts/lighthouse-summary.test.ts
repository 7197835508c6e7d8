import { formatFindings, formatTable, medianRun, missedTargets, summarize, type LighthouseResult, type PageSummary } from '@/scripts/lib/lighthouse-summary';

type Audits = LighthouseResult['audits'];

const metric = (id: string, numericValue: number) => ({ id, title: id, score: 1, scoreDisplayMode: 'numeric', numericValue });

function result({ performance = 0.97, accessibility = 1, audits = {} as Audits, finalDisplayedUrl = 'http://127.0.0.1:3160/' } = {}): LighthouseResult {
  return {
    finalDisplayedUrl,
    runWarnings: [],
    environment: { benchmarkIndex: 1200 },
    categories: {
      performance: {
        score: performance,
        auditRefs: [
          { id: 'largest-contentful-paint', group: 'metrics' },
          { id: 'total-blocking-time', group: 'metrics' },
          { id: 'cumulative-layout-shift', group: 'metrics' },
          { id: 'unused-javascript', group: 'diagnostics' },
          { id: 'bootup-time', group: 'diagnostics' },
          { id: 'dom-size', group: 'diagnostics' },
        ],
      },
      accessibility: { score: accessibility, auditRefs: [{ id: 'color-contrast' }, { id: 'image-alt' }] },
      'best-practices': { score: 0.96, auditRefs: [{ id: 'errors-in-console' }] },
    },
    audits: {
      'largest-contentful-paint': metric('largest-contentful-paint', 1834.4),
      'total-blocking-time': metric('total-blocking-time', 120.6),
      'cumulative-layout-shift': metric('cumulative-layout-shift', 0),
      'color-contrast': { id: 'color-contrast', title: 'Contrast', score: 1, scoreDisplayMode: 'binary' },
      'image-alt': { id: 'image-alt', title: 'Alt text', score: null, scoreDisplayMode: 'notApplicable' },
      'errors-in-console': { id: 'errors-in-console', title: 'No console errors', score: 1, scoreDisplayMode: 'binary' },
      ...audits,
    },
  };
}

const summary = (overrides: Partial<PageSummary>): PageSummary => ({ ...summarize('/', result()), ...overrides });

describe('npm run lighthouse: summaries', () => {
  it('reads scores out of 100 and the metrics in ms', () => {
    const page = summarize('/', result());
    expect(page).toMatchObject({ page: '/', performance: 97, accessibility: 100, bestPractices: 96, lcpMs: 1834, tbtMs: 121, cls: 0, benchmarkIndex: 1200 });
    expect(missedTargets(page)).toEqual([]);
    expect(formatFindings(page)).toBe('');
  });

  it('names each missed target: performance under 95, accessibility under 100, any layout shift', () => {
    expect(missedTargets(summary({ performance: 94, accessibility: 98, cls: 0.004 }))).toEqual([
      'performance 94 < 95',
      'accessibility 98 < 100',
      'CLS 0.004 > 0',
    ]);
  });

  it('holds /dashboard to 97 and the other pages to 95', () => {
    expect(missedTargets(summary({ page: '/dashboard', performance: 96 }))).toEqual(['performance 96 < 97']);
    expect(missedTargets(summary({ page: '/dashboard', performance: 97 }))).toEqual([]);
    expect(missedTargets(summary({ page: '/login', performance: 96 }))).toEqual([]);
  });

  it('lists failing accessibility audits with their elements and the diagnostics with the largest savings first', () => {
    const page = summarize(
      '/login',
      result({
        performance: 0.8,
        accessibility: 0.92,
        audits: {
          'color-contrast': {
            id: 'color-contrast',
            title: 'Contrast',
            score: 0,
            scoreDisplayMode: 'binary',
            details: { type: 'table', items: [{ node: { selector: 'a.link' } }, { node: { selector: 'p.note' } }, { node: { selector: 'h2' } }, { node: { selector: 'dt' } }] },
          },
          'unused-javascript': { id: 'unused-javascript', title: 'Unused JS', score: 0, scoreDisplayMode: 'metricSavings', displayValue: '100 KiB', metricSavings: { LCP: 300 } },
          'bootup-time': { id: 'bootup-time', title: 'JS execution', score: 0, scoreDisplayMode: 'metricSavings', displayValue: '4 s', metricSavings: { TBT: 2900 } },
          'dom-size': { id: 'dom-size', title: 'DOM size', score: 0.95, scoreDisplayMode: 'metricSavings' },
          'largest-contentful-paint': { ...metric('largest-contentful-paint', 4000), score: 0.4 },
        },
      }),
    );

    expect(page.failingAccessibility).toEqual([{ id: 'color-contrast', title: 'Contrast', detail: 'a.link, p.note, h2 and 1 more' }]);
    expect(page.performanceFindings.map((finding) => [finding.id, finding.detail])).toEqual([
      ['bootup-time', '4 s; saves TBT 2900 ms'],
      ['unused-javascript', '100 KiB; saves LCP 300 ms'],
    ]);
    const text = formatFindings(page);
    expect(text).toContain('missed: performance 80 < 95; accessibility 92 < 100');
    expect(text).toContain('- color-contrast: Contrast (a.link, p.note, h2 and 1 more)');
    expect(text.indexOf('bootup-time')).toBeLessThan(text.indexOf('unused-javascript'));
  });

  it('names the shifted elements and their likely cause when CLS is above 0', () => {
    const page = summarize(
      '/dashboard',
      result({
        audits: {
          'cumulative-layout-shift': metric('cumulative-layout-shift', 0.3275),
          'layout-shifts': {
            id: 'layout-shifts',
            title: 'Layout shifts',
            score: 0,
            scoreDisplayMode: 'metricSavings',
            details: {
              type: 'table',
              items: [{ node: { selector: 'main > section' }, score: 0.3275, subItems: { items: [{ cause: 'Unsized image element', extra: { selector: 'img.qr' } }] } }],
            },
          },
        },
      }),
    );

    expect(page.cls).toBe(0.328);
    expect(formatFindings(page)).toContain('- main > section: shift 0.328 (likely cause: Unsized image element: img.qr)');
  });

  it('refuses a run that Lighthouse could not complete', () => {
    expect(() => summarize('/', { ...result(), runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } })).toThrow('NO_FCP');
  });

  it('takes the run with the median performance score, with its own metrics', () => {
    const runs = [summary({ performance: 90, lcpMs: 3000 }), summary({ performance: 97, lcpMs: 1500 }), summary({ performance: 95, lcpMs: 2000 })];
    expect(medianRun(runs)).toMatchObject({ performance: 95, lcpMs: 2000 });
    expect(medianRun([runs[0]])).toBe(runs[0]);
  });

  it('prints one aligned row per page', () => {
    const table = formatTable([summary({ page: '/', performance: 97 }), summary({ page: '/dashboard', performance: 61, cls: 0.01 })]).split('\n');
    expect(table[0]).toBe('page        performance  accessibility  best-practices  LCP (ms)  TBT (ms)   CLS');
    expect(table[2]).toBe('/                    97            100              96      1834       121     0');
    expect(table[3]).toBe('/dashboard           61            100              96      1834       121  0.01');
  });
});
