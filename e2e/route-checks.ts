import AxeBuilder from '@axe-core/playwright';
import { expect, type ConsoleMessage, type Page, type Request, type Response, type TestInfo } from '@playwright/test';
import vi from '../locales/vi-VN.json';

/** A 4xx/5xx answer of our origin that a route may give on purpose, with the reason it is expected. */
export interface ExpectedFailure {
  url: RegExp;
  status: number;
  reason: string;
}

const ERROR_SCREEN_TEXTS = [
  'Oops, something wrong',
  vi['Oops, something wrong'],
  // Next's own screens when a client-side crash escapes every boundary, or a route does not exist.
  'Application error: a client-side exception has occurred',
  'This page could not be found',
];

export interface PageWatch {
  problems: () => string[];
  stop: () => void;
}

/**
 * Everything a page reports as going wrong while it is watched: console errors, uncaught errors,
 * requests that never got an answer and answers of our origin with status >= 400.
 */
export function watchPage(page: Page, origin: string, expected: readonly ExpectedFailure[] = []): PageWatch {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
  const onRequestFailed = (request: Request) => {
    problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'no answer'})`);
  };
  const onResponse = (response: Response) => {
    const url = response.url();
    const status = response.status();
    if (status < 400 || !url.startsWith(origin)) return;
    if (expected.some((failure) => failure.status === status && failure.url.test(url))) return;
    problems.push(`HTTP ${status}: ${response.request().method()} ${url}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  return {
    problems: () => [...problems],
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('requestfailed', onRequestFailed);
      page.off('response', onResponse);
    },
  };
}

/** Waits for the page's own requests (lazy charts, prefetched pages) to end, so none is cut off by the next step. */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: /Đang tải|Loading/ })).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

export async function errorScreenTexts(page: Page): Promise<string[]> {
  // What is rendered, not every text node (a JSON block holds every translation, this one included).
  const body = await page.locator('body').innerText();
  return ERROR_SCREEN_TEXTS.filter((text) => body.includes(text));
}

export async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are wanted: axe then skips collecting every passing node, most of its time on a large page.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Content wider than a phone makes the browser scroll sideways, or zoom the whole page out. */
export async function layoutOverflow(page: Page): Promise<{ sideways: number; layoutWidth: number }> {
  return page.evaluate(() => ({
    sideways: document.documentElement.scrollWidth - window.innerWidth,
    layoutWidth: window.innerWidth,
  }));
}

/** e2e/screenshots/<project>/<name>.png, kept by CI as an artifact. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = `e2e/screenshots/${testInfo.project.name}/${name}.png`;
  await page.screenshot({ path, fullPage: true, animations: 'disabled', scale: 'css' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
