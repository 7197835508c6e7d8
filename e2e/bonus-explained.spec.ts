import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_KEY, DEMO, signInThroughApi, waitForPage } from './helpers';

// Read-only on the demo world: runs at both sizes (desktop 1280x800, phone 375x812).

/** The first button so named that shows at this size (the table from md up, the cards on phones: both are in the page). */
function visibleButton(page: Page, name: RegExp): Locator {
  return page.getByRole('button', { name }).filter({ visible: true }).first();
}


/** The explanation dialog shows the level, rate, base, the sum and the package that qualified. */
async function expectExplanation(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Giải thích khoản thưởng' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Tầng', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Tỷ lệ', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('bonus-calculation')).toContainText(/EV × \d+(\.\d+)?% = [\d.,]+ EV/);
  await expect(dialog.getByTestId('bonus-qualification')).toContainText(/Gói của bạn \(.+\) được nhận thưởng trên \d cấp, nên cấp \d đủ điều kiện\./);
  // The dialog fits the screen.
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.width <= viewport.width).toBe(true);
  return dialog;
}

test.describe('a bonus explained', () => {
  test('a bonus line opens its explanation', async ({ page }) => {
    await signInThroughApi(page, DEMO, '/bonus');
    await visibleButton(page, /^Vì sao:/).click();
    const dialog = await expectExplanation(page);
    await dialog.getByRole('button', { name: 'Đóng' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a BONUS row of the transaction history and a notification link open it too', async ({ page, request }) => {
    await signInThroughApi(page, DEMO, '/transactions?type=BONUS');
    await visibleButton(page, /^Vì sao:/).click();
    await expectExplanation(page);

    // A bonus notification links to /bonus?explain=ORDER (the code of the order that paid it): the team's seeded
    // orders paid demo bonus; one of them is found through the API.
    const login = await request.post('/api/auth/client/login/credential', { headers: { 'x-api-key': API_KEY }, data: DEMO });
    const { accessToken } = (await login.json()).data;
    const from = new Date(Date.now() - 60 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const list = await request.get(`/api/auth/transaction/bonus?from=${from}&limit=50`, {
      headers: { 'x-api-key': API_KEY, authorization: `Bearer ${accessToken}` },
    });
    const items: Array<{ orderCode: string | null }> = (await list.json()).data.items;
    const orderCode = items.find((item) => item.orderCode !== null)?.orderCode;
    expect(orderCode).toBeTruthy();
    await page.goto(`/bonus?explain=${orderCode}`);
    await waitForPage(page);
    const dialog = await expectExplanation(page);
    await expect(dialog).toContainText(orderCode ?? '');
  });

  test('an order shows its timeline with the time of each step', async ({ page }) => {
    await signInThroughApi(page, DEMO, '/order?status=CANCELLED');
    await visibleButton(page, /^Chi tiết FH/).click();
    const dialog = page.getByRole('dialog', { name: /^Đơn hàng FH/ });
    const timeline = dialog.getByRole('region', { name: 'Diễn biến' });
    await expect(timeline.getByRole('listitem')).toHaveCount(2);
    await expect(timeline.getByRole('listitem').nth(0)).toContainText('Đã tạo đơn hàng');
    await expect(timeline.getByRole('listitem').nth(1)).toContainText('Đã hủy');
    await expect(timeline.locator('time')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Đóng' }).click();

    await page.goto('/order?status=EXPIRED');
    await waitForPage(page);
    await visibleButton(page, /^Chi tiết FH/).click();
    await expect(page.getByRole('dialog').getByRole('region', { name: 'Diễn biến' })).toContainText('Hết hạn: chưa thanh toán kịp');
  });
});
