import AxeBuilder from '@axe-core/playwright';
import { type ConsoleMessage, type Frame, type Page, type Request, type Response, type TestInfo } from '@playwright/test';
import vi from '../locales/vi-VN.json';
import { waitForPage } from './helpers';

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
 * requests made while watched that never got an answer, and answers of our origin with status >= 400.
 * A request the previous page made and the walk's own navigation cut off is that page's, not this one's.
 */
export function watchPage(page: Page, origin: string, expected: readonly ExpectedFailure[] = []): PageWatch {
  const problems: string[] = [];
  // Each request with the document that made it (numbered by the page's navigations while watched). Playwright
  // reports a request a little after the page makes it, and the previous page runs on until the next one arrives,
  // so a late request of the previous page (a lazy card's data, an idle-time prefetch) can be reported once the
  // watch has begun; the walk's own navigation then cuts it off (ERR_ABORTED).
  const documentOfRequest = new WeakMap<Request, number>();
  let documents = 0;
  let arriving = false;
  const onRequest = (request: Request) => {
    const navigation = request.isNavigationRequest() && request.frame() === page.mainFrame();
    if (navigation) {
      documents += 1;
      arriving = true;
    }
    documentOfRequest.set(request, arriving && !navigation ? documents - 1 : documents);
  };
  const onFrameNavigated = (frame: Frame) => {
    if (frame === page.mainFrame()) arriving = false;
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`page error: ${error.message}`);
  const onRequestFailed = (request: Request) => {
    const document = documentOfRequest.get(request);
    if (document === undefined) return;
    const cutOffByNavigation = document < documents && request.failure()?.errorText === 'net::ERR_ABORTED';
    if (cutOffByNavigation) return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'no answer'})`);
  };
  const onResponse = (response: Response) => {
    const url = response.url();
    const status = response.status();
    if (status < 400 || !url.startsWith(origin)) return;
    if (expected.some((failure) => failure.status === status && failure.url.test(url))) return;
    problems.push(`HTTP ${status}: ${response.request().method()} ${url}`);
  };
  page.on('request', onRequest);
  page.on('framenavigated', onFrameNavigated);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  return {
    problems: () => [...problems],
    stop: () => {
      page.off('request', onRequest);
      page.off('framenavigated', onFrameNavigated);
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('requestfailed', onRequestFailed);
      page.off('response', onResponse);
    },
  };
}

/** Waits for the page's own requests (lazy charts, prefetched pages) to end, so none is cut off by the next step. */
export async function settle(page: Page): Promise<void> {
  await waitForPage(page);
  await page.waitForLoadState('networkidle');
}

export async function errorScreenTexts(page: Page): Promise<string[]> {
  // What is rendered, not every text node (a JSON block holds every translation, this one included).
  const body = await page.locator('body').innerText();
  return ERROR_SCREEN_TEXTS.filter((text) => body.includes(text));
}

export async function seriousViolations(page: Page): Promise<string[]> {
  // Only violations are wanted: axe then skips collecting every passing node, most of its time on a large page.
  // Legacy mode runs axe in the page itself; the default opens a blank page to merge the frames' results, which
  // doubled each check (~2 s to ~1 s a route) for the cross-origin frames our pages do not have.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true).analyze();
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

/** What a phone member's thumb needs: targets of at least 44x44 CSS px, at least 8 px apart. */
export const TAP_TARGET_SIZE = 44;
export const TAP_TARGET_GAP = 8;

export interface TapReport {
  /** Bottom-bar texts wider than their box (ellipsed or clipped). */
  cutBarLabels: string[];
  /** Targets smaller than TAP_TARGET_SIZE either way. */
  small: string[];
  /** Pairs of targets nearer each other than TAP_TARGET_GAP. */
  crowded: string[];
}

/**
 * Measures, on the page as it is, the bottom bar's labels and every visible tap target (docs/decisions.md,
 * "Phone navigation and tap targets"): a, button, input, select, textarea, summary and [role=button|link|tab|menuitem|option|switch|
 * checkbox|radio]; not disabled ones, screen-reader-only ones (1 px boxes), nor links inline in a sentence. A checkbox
 * or radio is measured by its label when it has one. Targets of the fixed layer (header, bottom bar) are compared with
 * each other, those of the page with each other; a target inside another's box (a field's show-password button) is
 * part of that target.
 */
export async function measureTapTargets(page: Page, barName: string): Promise<TapReport> {
  return page.evaluate(
    ({ barName, size, gap }) => {
      const describe = (element: Element) => {
        const name = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ');
        const text = name || element.getAttribute('name') || element.getAttribute('href') || '';
        return `<${element.tagName.toLowerCase()}> "${text.slice(0, 40)}"`;
      };
      const round = (value: number) => Math.round(value * 10) / 10;

      // The side menu (in an aside) has the same name.
      const bar = [...document.querySelectorAll(`nav[aria-label="${barName}"]`)].find((nav) => !nav.closest('aside'));
      const cutBarLabels = bar
        ? [...bar.querySelectorAll('a *, button *, a, button')]
            .filter((element): element is HTMLElement => element instanceof HTMLElement && element.getBoundingClientRect().width > 1)
            .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()))
            .filter((element) => element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight)
            .map((element) => `"${element.textContent}" (${element.clientWidth}px shows ${element.scrollWidth}px)`)
        : ['no bottom bar'];

      const SELECTOR = [
        'a[href]', 'button', 'input:not([type="hidden"])', 'select', 'textarea', 'summary',
        ...['button', 'link', 'tab', 'menuitem', 'option', 'switch', 'checkbox', 'radio'].map((role) => `[role="${role}"]`),
      ].join(', ');
      const inSentence = (element: Element) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        let block = element.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        const own = (element as HTMLElement).innerText.trim();
        return !!block && block.innerText.trim().length > own.length;
      };
      const layerOf = (element: Element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const { position } = getComputedStyle(node);
          if (position === 'fixed' || position === 'sticky') return 'fixed';
        }
        return 'page';
      };
      const seen = new Set<Element>();
      const targets = [...document.querySelectorAll(SELECTOR)].flatMap((element) => {
        if ((element as HTMLButtonElement).disabled || element.closest('[inert], [aria-hidden="true"]')) return [];
        const input = element as HTMLInputElement;
        const measured = (input.type === 'checkbox' || input.type === 'radio') && input.labels?.length ? input.labels[0] : element;
        if (seen.has(measured)) return [];
        seen.add(measured);
        if (!(measured as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true })) return [];
        const rect = measured.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1 || inSentence(measured)) return [];
        const layer = layerOf(measured);
        const dx = layer === 'fixed' ? 0 : window.scrollX;
        const dy = layer === 'fixed' ? 0 : window.scrollY;
        return [{ element: measured, layer, left: rect.left + dx, top: rect.top + dy, right: rect.right + dx, bottom: rect.bottom + dy, width: rect.width, height: rect.height }];
      });

      const small = targets
        .filter((target) => target.width < size - 0.01 || target.height < size - 0.01)
        .map((target) => `${describe(target.element)} ${round(target.width)}x${round(target.height)}`);

      type Box = (typeof targets)[number];
      const contains = (outer: Box, inner: Box) =>
        outer.left <= inner.left + 0.5 && outer.right >= inner.right - 0.5 && outer.top <= inner.top + 0.5 && outer.bottom >= inner.bottom - 0.5;
      const crowded: string[] = [];
      for (let i = 0; i < targets.length; i++) {
        for (let j = i + 1; j < targets.length; j++) {
          const a = targets[i];
          const b = targets[j];
          if (a.layer !== b.layer || contains(a, b) || contains(b, a)) continue;
          const across = Math.max(0, b.left - a.right, a.left - b.right);
          const down = Math.max(0, b.top - a.bottom, a.top - b.bottom);
          const distance = Math.hypot(across, down);
          if (distance < gap - 0.01) crowded.push(`${describe(a.element)} and ${describe(b.element)}: ${round(distance)}px`);
        }
      }
      return { cutBarLabels, small, crowded };
    },
    { barName, size: TAP_TARGET_SIZE, gap: TAP_TARGET_GAP },
  );
}
