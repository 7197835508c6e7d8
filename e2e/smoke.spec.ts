import { expect, test } from '@playwright/test';

const apiKey = process.env.NEXT_PUBLIC_API_KEY ?? 'filhub-dev-key';

test('the home page shows the site name and the token prices from the seeded API, in Vietnamese', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('FilHub: khai thác Filecoin dành cho thành viên');
  await expect(page.getByRole('heading', { name: 'Giá token' })).toBeVisible();
  await expect(page).toHaveTitle('Trang chủ | FilHub');
  for (const code of ['USDT', 'EV', 'EC']) {
    await expect(page.getByTestId(`price-${code}`)).toBeVisible();
  }
  await expect(page.getByTestId('price-USDT')).toContainText('$1');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  expect(consoleErrors).toEqual([]);
});

test('the server renders styled markup and the page-wide CSS before any script runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(baseURL ?? '/');
  const styled = await page.locator('style[data-styled]').count();
  expect(styled).toBeGreaterThan(0);
  await expect(page.locator('main').first()).toBeAttached();
  await expect(page.locator('#prices-title')).toHaveCount(1);
  // The page-wide rules (components/ui/theme/globalCss.ts) are in the served head too.
  const body = await page.locator('body').evaluate((element) => {
    const style = getComputedStyle(element);
    return { margin: style.margin, boxSizing: style.boxSizing, fontFamily: style.fontFamily, lineHeight: style.lineHeight, fontSize: style.fontSize };
  });
  expect(body).toMatchObject({ margin: '0px', boxSizing: 'border-box', fontFamily: expect.stringMatching(/^system-ui, -apple-system/) });
  expect(parseFloat(body.lineHeight)).toBeCloseTo(1.5 * parseFloat(body.fontSize), 1);
  await context.close();
});

test('a visitor without a session gets the sign-in form itself from the server, a member with one the loader', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await expect(page.getByLabel('Tên đăng nhập hoặc email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Đăng nhập', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Đăng nhập bằng khóa truy cập' })).toBeVisible();

  await context.addCookies([{ name: 'accessToken', value: 'any', url: baseURL ?? '' }]);
  await page.goto(`${baseURL}/login`);
  await expect(page.getByRole('status', { name: 'Đang tải…' })).toBeAttached();
  await expect(page.getByLabel('Tên đăng nhập hoặc email')).toHaveCount(0);
  await context.close();
});

test('the API and the translations are served beside the portal', async ({ request }) => {
  const translations = await request.get('/locales/vi-VN.json');
  expect(translations.ok()).toBe(true);
  expect(await translations.json()).toMatchObject({ Home: 'Trang chủ' });

  const prices = await request.get('/api/public/coin/prices', { headers: { 'x-api-key': apiKey } });
  expect(prices.status()).toBe(200);
  const body = await prices.json();
  expect(body.data.map((token: { code: string }) => token.code).sort()).toEqual(['EC', 'EV', 'USDT']);

  const forbidden = await request.get('/api/public/coin/prices');
  expect(forbidden.status()).toBe(403);
  expect(await forbidden.json()).toMatchObject({ statusCode: 403 });
});

test('security headers are sent', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  // next start is production: HSTS for a year on the pages and on the API's answers.
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  const api = await request.get('/api/public/coin/prices', { headers: { 'x-api-key': apiKey } });
  expect(api.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});
