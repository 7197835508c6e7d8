// Signs in as demo through the sign-in form in Debian's Chromium, as a newcomer would after the README's quick
// start, and reports what the browser saw on the way to the dashboard.
import { chromium } from '@playwright/test';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { collectConsoleErrors, DEMO } from '../../e2e/helpers';

export interface BrowserSignIn {
  /** The dashboard's heading and greeting were shown. */
  reachedDashboard: boolean;
  /** Console errors and uncaught page errors, from the sign-in page to the dashboard. */
  errors: string[];
  /** The fast-refresh socket (`/_next/hmr`) opened and the dev server spoke on it: only a dev server has one. */
  fastRefreshSocket: boolean;
  seconds: number;
}

// A dev server compiles each page on its first visit.
const STEP_TIMEOUT_MS = 120_000;

export async function signInThroughTheForm(origin: string): Promise<BrowserSignIn> {
  const started = Date.now();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const errors = collectConsoleErrors(page);
    let fastRefreshSocket = false;
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname === '/_next/hmr') socket.once('framereceived', () => (fastRefreshSocket = true));
    });

    await page.goto(`${origin}/login`);
    await page.getByLabel('Tên đăng nhập').fill(DEMO.username);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await page.waitForURL(`${origin}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Bảng điều khiển' }).waitFor();
    await page.getByText('Chào mừng trở lại, Nguyễn Văn Demo').waitFor();
    // Let the dashboard's cards make their calls: an error among them shows in the console.
    await page.waitForLoadState('networkidle');
    return { reachedDashboard: true, errors, fastRefreshSocket, seconds: (Date.now() - started) / 1000 };
  } finally {
    await browser.close();
  }
}
