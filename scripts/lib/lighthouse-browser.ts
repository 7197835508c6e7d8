// The browser that `npm run lighthouse` audits with: Debian's Chromium with a remote-debugging port
// (Lighthouse connects to it), and a member signed in through the real login page of that browser.
import { launch, Launcher, type LaunchedChrome } from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/chromium';


/**
 * Paint holding off, as Playwright runs Chromium: with it, headless Chromium 156 keeps the first frame of a page
 * off the screen for about a second in roughly half the loads (first paint ~0.3 s or ~1.4 s), with or without
 * any script on the page, and Lighthouse's simulation turns that second into a 4 s LCP (GoogleChrome/lighthouse#17148).
 */
const LIGHTHOUSE_ONLY_FLAGS = ['--disable-features=PaintHolding'];

/**
 * chrome-launcher turns RenderDocument off (its default flags); with it off, headless Chromium 156 painted
 * /dashboard's first frame after the load had ended in every run (observed FCP 1.25-1.3 s against 0.4-0.6 s),
 * which made the simulated LCP 3.4-3.6 s and left the tasks before that paint out of the blocking time.
 */
const KEPT_ON_FEATURES = new Set(['RenderDocument']);

/** chrome-launcher's default flags, with KEPT_ON_FEATURES taken out of its `--disable-features` list. */
function launcherDefaultFlags(): string[] {
  const prefix = '--disable-features=';
  return Launcher.defaultFlags().map((flag) => {
    if (!flag.startsWith(prefix)) return flag;
    const names = flag.slice(prefix.length).split(',').filter((name) => !KEPT_ON_FEATURES.has(name));
    return `${prefix}${names.join(',')}`;
  });
}

export function launchChromium(debuggingPort: number): Promise<LaunchedChrome> {
  return launch({
    // CHROMIUM_PATH joins every --disable-features given to it: the launcher's, ours and Lighthouse's.
    chromePath: CHROMIUM_PATH,
    port: debuggingPort,
    ignoreDefaultFlags: true,
    chromeFlags: [...launcherDefaultFlags(), ...CHROMIUM_FLAGS, ...LIGHTHOUSE_ONLY_FLAGS],
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

/**
 * The browser's full version ("Chrome/156.0.8078.114"), from its debugging port: the page's user agent carries only
 * the major version, and scores on this machine differed by twenty points between sessions whose builds went unrecorded.
 */
export async function browserVersion(debuggingPort: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${debuggingPort}/json/version`);
  const { Browser } = (await response.json()) as { Browser?: string };
  return Browser ?? 'unknown';
}
