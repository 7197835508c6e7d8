import { expect, test, type Page } from '@playwright/test';
import { createMember, DEMO, signIn, signInThroughApi, waitForPage } from './helpers';

const SECURE_PASSWORD = 'Secure@12345';

/** "$1.240,40" or "6.350,75 EV" (the Vietnamese number format) as a number. */
async function balanceOf(page: Page, symbol: 'USDT' | 'EV' | 'EC'): Promise<number> {
  const text = (await page.getByTestId(`balance-${symbol}`).locator('strong').textContent()) ?? '';
  return Number(text.replace(/[$.\s]|EV|EC|USDT/g, '').replace(',', '.'));
}

async function openWallet(page: Page) {
  await page.goto('/wallet');
  await waitForPage(page);
  await expect(page.getByTestId('balance-USDT')).toBeVisible();
}

test.describe('money', () => {
  test.beforeEach(() => {
    // These move real balances of the demo member: once per run, at desktop size.
    test.skip(test.info().project.name === 'phone', 'money flows run once, at desktop size');
  });

  test('swapping 10 USDT to EV changes both balances and adds a history row', async ({ page }) => {
    await signInThroughApi(page, DEMO, '/wallet');
    await expect(page.getByTestId('balance-USDT')).toBeVisible();
    const usdtBefore = await balanceOf(page, 'USDT');
    const evBefore = await balanceOf(page, 'EV');

    const swap = page.getByRole('form', { name: 'Hoán đổi điểm' });
    await swap.getByLabel('Bạn trả', { exact: true }).fill('10');
    // The fee (0.5 %, at least $0.1) is charged on top; 10 USDT buy 100 EV at $0.1.
    await expect(swap.getByLabel('Bạn nhận', { exact: true })).toHaveValue('100');
    await swap.getByLabel('Mật khẩu bảo mật', { exact: true }).fill(SECURE_PASSWORD);
    await swap.getByRole('button', { name: 'Hoán đổi', exact: true }).click();
    await expect(page.getByText('Hoán đổi thành công')).toBeVisible();

    await expect.poll(() => balanceOf(page, 'USDT')).toBeCloseTo(usdtBefore - 10.1, 6);
    await expect.poll(() => balanceOf(page, 'EV')).toBeCloseTo(evBefore + 100, 6);

    await page.goto('/transactions');
    await waitForPage(page);
    const newest = page.getByRole('table').getByRole('row').nth(1);
    await expect(newest).toContainText(/Hoán đổi (vào|ra)|Phí/);
    await expect(page.getByRole('table')).toContainText('+100 EV');
  });

  test('a transfer to another member shows on that member\'s wallet', async ({ page, browser, request }) => {
    const receiver = await createMember(request, 'recv');
    await signInThroughApi(page, DEMO, '/wallet');
    await expect(page.getByTestId('balance-USDT')).toBeVisible();

    const transfer = page.getByRole('form', { name: 'Chuyển điểm' });
    await transfer.getByLabel('Tên đăng nhập người nhận').fill(receiver.username);
    await transfer.getByLabel(/Số lượng/).fill('10');
    await transfer.getByLabel('Mật khẩu bảo mật', { exact: true }).fill(SECURE_PASSWORD);
    await transfer.getByRole('button', { name: 'Gửi', exact: true }).click();
    await expect(page.getByText('Đã chuyển điểm')).toBeVisible();

    const context = await browser.newContext();
    const receiverPage = await context.newPage();
    await signIn(receiverPage, receiver);
    await expect(receiverPage).toHaveURL(/\/dashboard$/);
    await openWallet(receiverPage);
    await expect.poll(() => balanceOf(receiverPage, 'EV')).toBe(10);
    await context.close();
  });
});

test('an amount under the minimum shows the minimum before anything is sent', async ({ page }) => {
  await signInThroughApi(page, DEMO, '/wallet');
  await expect(page.getByTestId('balance-USDT')).toBeVisible();
  let sent = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/transaction/swap')) sent = true;
  });

  const swap = page.getByRole('form', { name: 'Hoán đổi điểm' });
  await swap.getByLabel('Bạn trả', { exact: true }).fill('5');
  await swap.getByLabel('Mật khẩu bảo mật', { exact: true }).fill(SECURE_PASSWORD);
  await swap.getByRole('button', { name: 'Hoán đổi', exact: true }).click();
  await expect(swap.getByText('Số lượng tối thiểu là $10,00')).toBeVisible();
  expect(sent).toBe(false);
});
