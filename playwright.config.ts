import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './e2e/chromium';
import { E2E_BASE_URL, E2E_PORT, E2E_PUBLIC_ORIGIN } from './e2e/origins';
import { E2E_JWT_2FA_SECRET, E2E_JWT_ACCESS_SECRET, E2E_PAYMENT_WEBHOOK_SECRET } from './e2e/secrets';

const port = E2E_PORT;
const baseURL = E2E_BASE_URL;
// A database and an output folder per port: two runs side by side (CI runs the route walk beside the flows) share nothing.
const e2eDataDir = port === 3100 ? '.data/e2e' : `.data/e2e-${port}`;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: port === 3100 ? 'test-results' : `test-results-${port}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    // Recording a trace (a screencast and DOM snapshots) cost a third of the browser tests' time on two cores:
    // only a failed test's retry (CI) records one; locally, add `--trace retain-on-failure`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser of its own here.
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    // A common Android size: only the route walk runs here, the flows are the same as at 375px.
    {
      name: 'phone-small',
      testMatch: 'routes.spec.ts',
      use: { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    // A production server on a fresh embedded database, seeded with the demo world.
    command: `node -e "require('fs').rmSync('${e2eDataDir}',{recursive:true,force:true})" && npx next start -p ${port}`,
    url: `${baseURL}/locales/vi-VN.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      DATA_DIR: e2eDataDir,
      // `next start` refuses to start without it: the base of e-mailed links and the passkeys' RP ID and origin.
      PUBLIC_URL: E2E_PUBLIC_ORIGIN,
      NEXT_TELEMETRY_DISABLED: '1',
      JWT_ACCESS_SECRET: E2E_JWT_ACCESS_SECRET,
      JWT_2FA_SECRET: E2E_JWT_2FA_SECRET,
      PAYMENT_WEBHOOK_SECRET: E2E_PAYMENT_WEBHOOK_SECRET,
      // The demo world (members, operators: published passwords), which production seeds only on request.
      SEED_DEMO: 'true',
      // The demo operators' known API tokens (e2e/secrets.ts E2E_OPS_TOKEN), seeded only on request in production.
      DEMO_OPERATOR_TOKENS: 'true',
      // No SMTP: each mail is also written here as .txt and .html files, which the tests read (e2e/mailbox.ts).
      MAIL_DIR: `${e2eDataDir}/mail`,
      // The e2e tests accrue mining themselves (npm run ops -- accrue-mining).
      MINING_TIMER: 'off',
      // e2e/alerts.spec.ts: the server sends web push to the test's fake push service on loopback (http).
      PUSH_LOOPBACK_ENDPOINTS: 'true',
      // As behind a proxy on this machine: createMember signs up each member from an address of its own (the
      // per-address sign-up limit is 5 an hour); the browsers, sending no X-Forwarded-For, are 127.0.0.1.
      TRUST_PROXY: 'loopback',
    },
  },
});
