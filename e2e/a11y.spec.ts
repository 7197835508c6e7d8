import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, waitForPage } from './helpers';

const PUBLIC_PAGES = ['/', '/login', '/forgot-password', '/reset-password?token=x', '/sign-up'];
const MEMBER_PAGES = [
  '/dashboard',
  '/register-new-member',
  '/member-connect',
  '/place-order',
  '/place-order/bank-payment',
  '/place-order/point-payment',
  '/upgrade',
  '/wallet',
  '/transactions',
  '/bonus',
  '/setting',
  '/setting/security',
  '/setting/kyc',
  '/setting/payment',
  '/order',
  '/order/temp',
  '/order/warehouse',
];

async function expectNoSidewaysScroll(page: Page, path: string): Promise<void> {
  // Let lazy parts (charts) draw: content wider than a phone makes the browser zoom out instead of scrolling.
  await page.waitForLoadState('networkidle');
  const { overflow, layoutWidth } = await page.evaluate(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    layoutWidth: window.innerWidth,
  }));
  expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  expect(layoutWidth, `${path} is wider than the screen (zoomed out)`).toBe(page.viewportSize()!.width);
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the public and guest page shells have no serious or critical accessibility violation', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await waitForPage(page);
    expect(await seriousViolations(page), path).toEqual([]);
    await expectNoSidewaysScroll(page, path);
  }
});

test('the member page shells have no serious or critical accessibility violation', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of MEMBER_PAGES) {
    await page.goto(path);
    await waitForPage(page);
    await expect(page.locator('main h1')).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
    await expectNoSidewaysScroll(page, path);
  }
});
