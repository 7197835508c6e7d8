// The browser that `npm run lighthouse` audits with: Debian's Chromium with a remote-debugging port
// (Lighthouse connects to it), and a member signed in through the real login page of that browser.
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/chromium';


/**
 * Paint holding off, as Playwright runs Chromium: with it, headless Chromium 156 keeps the first frame of a page
 * off the screen for about a second in roughly half the loads (first paint ~0.3 s or ~1.4 s), with or without
 * any script on the page, and Lighthouse's simulation turns that second into a 4 s LCP (GoogleChrome/lighthouse#17148).
 * CHROMIUM_PATH's script joins it with chrome-launcher's own `--disable-features` list instead of replacing it.
 */
const LIGHTHOUSE_ONLY_FLAGS = ['--disable-features=PaintHolding'];

export function launchChromium(debuggingPort: number): Promise<LaunchedChrome> {
  return launch({
    chromePath: CHROMIUM_PATH,
    port: debuggingPort,
    chromeFlags: [...CHROMIUM_FLAGS, ...LIGHTHOUSE_ONLY_FLAGS],
    logLevel: 'silent',
  });
}

const SIGN_IN_TIMEOUT_MS = 60_000;

/**
 * Signs in through /login in the browser's default context, where Lighthouse opens its tabs: the
 * portal keeps its session in cookies, which stay for an audit run with `disableStorageReset`.
 * Then empties the HTTP cache, so that the audit loads the page's code like a first visit.
 */
export async function signInThroughLoginPage(debuggingPort: number, origin: string, credentials: { username: string; password: string }): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    page.setDefaultTimeout(SIGN_IN_TIMEOUT_MS);
    const devtools = await context.newCDPSession(page);
    // The session of the previous run would send /login on to the dashboard.
    await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await page.goto(`${origin}/login`);
    await page.getByLabel(/Tên đăng nhập|Username/).fill(credentials.username);
    await page.getByLabel(/^(Mật khẩu|Password)$/).fill(credentials.password);
    await page.getByRole('button', { name: /^(Đăng nhập|Sign in)$/ }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    if (!(await context.cookies(origin)).some((cookie) => cookie.name === 'accessToken')) {
      throw new Error(`Signing in as ${credentials.username} left no session cookie (now on ${page.url()})`);
    }
    await devtools.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Only disconnects: the browser and its default context (with the cookies) stay.
    await browser.close();
  }
}
