import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, watchPage } from './route-checks';

/*
 * The route walk's checks on pages this test serves itself (page.route, nothing reaches the server). The watch
 * (watchPage): a request the previous page made and the walk's navigation cut off is not the next page's problem,
 * while a request of the watched page that fails is. The accessibility check (seriousViolations) names what is wrong.
 */

const PAGE = (title: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

async function servePages(page: Page, origin: string): Promise<void> {
  await page.route(`${origin}/__watch/inaccessible`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Inaccessible</title></head><body><main><h1>Inaccessible</h1>
        <p style="color:#bbb;background:#fff">Grey on white</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
        <button></button></main></body></html>`,
    }),
  );
  await page.route(`${origin}/__watch/page-*`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: PAGE(new URL(route.request().url()).pathname) }),
  );
  // Never answered: the request stays open until the page leaves or aborts it.
  await page.route(`${origin}/__watch/slow*`, () => undefined);
}

test('a request of the previous page that the navigation cuts off is not counted, one of the watched page is', async ({ page, baseURL }) => {
  const origin = baseURL!;
  await servePages(page, origin);
  await page.goto('/__watch/page-a');

  const watch = watchPage(page, origin);
  try {
    // As a lazy card of the previous page asking for its data just as the walk moves on.
    const asked = page.waitForRequest(/\/__watch\/slow\?from=previous/);
    await page.evaluate(() => void fetch('/__watch/slow?from=previous').catch(() => undefined));
    await asked;
    const cutOff = page.waitForEvent('requestfailed', (request) => request.url().includes('from=previous'));
    await page.goto('/__watch/page-b');
    expect((await cutOff).failure()?.errorText).toBe('net::ERR_ABORTED');

    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('from=watched'));
    await page.evaluate(() => {
      const controller = new AbortController();
      void fetch('/__watch/slow?from=watched', { signal: controller.signal }).catch(() => undefined);
      setTimeout(() => controller.abort(), 50);
    });
    await failed;
    expect(watch.problems()).toEqual([`request failed: GET ${origin}/__watch/slow?from=watched (net::ERR_ABORTED)`]);
  } finally {
    watch.stop();
  }
});

test('the accessibility check names the serious violations of a page and passes a clean one', async ({ page, baseURL }) => {
  await servePages(page, baseURL!);
  await page.goto('/__watch/inaccessible');
  const found = await seriousViolations(page);
  expect(found.map((violation) => violation.split(':')[0]).sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);

  await page.goto('/__watch/page-clean');
  expect(await seriousViolations(page)).toEqual([]);
});
