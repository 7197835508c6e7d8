import { randomBytes } from 'node:crypto';

import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInThroughApi, waitForPage } from './helpers';
import { lastMail, mailCount } from './mailbox';

const SECURE_PASSWORD = 'Secure@12345';

/** "$1.123,50" (the Vietnamese number format) as a number. */
async function usdtBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance-USDT').locator('strong').textContent()) ?? '';
  return Number(text.replace(/[$.\s]|USDT/g, '').replace(',', '.'));
}

// Both sizes run these in turn (one worker): each adds an address of its own and leaves demo's book and balance as they
// were. Several pages and server calls each: more time than the default 30 s on a busy machine.
test.beforeEach(() => test.setTimeout(120_000));

test('a member adds a withdrawal address, confirms it by its e-mailed link and sees when it opens', async ({ page }) => {
  const address = `0x${randomBytes(20).toString('hex')}`;
  const label = `E2E ${test.info().project.name}`;
  await signInThroughApi(page, DEMO, '/setting/payment');

  const book = page.getByRole('region', { name: 'Địa chỉ rút tiền' });
  const form = page.getByRole('form', { name: 'Thêm địa chỉ rút tiền' });
  await form.getByLabel('Địa chỉ BSC').fill(address);
  await form.getByLabel('Tên gợi nhớ').fill(label);
  await form.getByLabel('Mật khẩu bảo mật', { exact: true }).fill(SECURE_PASSWORD);
  const mailed = await mailCount('demo@example.com', 'WITHDRAW_ADDRESS_CONFIRM');
  await form.getByRole('button', { name: 'Thêm địa chỉ' }).click();
  await expect(page.getByText('Đã thêm địa chỉ: xác nhận bằng liên kết chúng tôi đã gửi qua e-mail')).toBeVisible();
  const entry = book.getByTestId('withdraw-address').filter({ hasText: label });
  await expect(entry).toContainText('Chờ xác nhận');

  // The member opens the e-mailed link (signed in): the page shows the whole address before confirming.
  const mail = await lastMail('demo@example.com', 'WITHDRAW_ADDRESS_CONFIRM', mailed);
  const mailedLink = /https?:\/\/\S+\/confirm-withdraw-address\?token=[\w-]+/.exec(mail.text)?.[0] ?? '';
  expect(mailedLink).not.toBe('');
  // PUBLIC_URL is http://localhost (e2e/origins.ts); this browser is signed in on 127.0.0.1, the same server.
  const { pathname, search } = new URL(mailedLink);
  const link = `${pathname}${search}`;
  await page.goto(link);
  await waitForPage(page);
  await expect(page.getByText(address, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Xác nhận địa chỉ này' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã xác nhận địa chỉ' })).toContainText('Có thể rút tiền về địa chỉ này từ');

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'Liên kết xác nhận không hợp lệ, đã hết hạn hoặc đã được dùng' })).toBeVisible();

  await page.getByRole('link', { name: 'Đến sổ địa chỉ rút tiền' }).click();
  await expect(page).toHaveURL(/\/setting\/payment$/);
  await expect(entry).toContainText('Dùng được từ');
  // The wallet's form offers it, not yet choosable, and says when it opens.
  await page.goto('/wallet');
  await waitForPage(page);
  const option = page.getByRole('combobox', { name: 'Đến địa chỉ' }).locator('option', { hasText: label });
  await expect(option).toBeDisabled();
  await expect(option).toContainText('Dùng được từ');

  // Removing is immediate.
  await page.goto('/setting/payment');
  await waitForPage(page);
  await entry.getByRole('button', { name: /Xóa/ }).click();
  await expect(page.getByText('Đã xóa địa chỉ')).toBeVisible();
  await expect(entry).toHaveCount(0);
});

test('a member withdraws to an open book address, sees it pending, cancels it and gets amount and fee back', async ({ page }) => {
  await signInThroughApi(page, DEMO, '/wallet');
  await expect(page.getByTestId('balance-USDT')).toBeVisible();
  const before = await usdtBalance(page);

  const withdraw = page.getByRole('form', { name: 'Rút tiền' });
  const select = withdraw.getByRole('combobox', { name: 'Đến địa chỉ' });
  const usable = select.locator('option', { hasText: 'Binance' });
  await expect(usable).toBeEnabled();
  await select.selectOption({ label: (await usable.textContent()) ?? '' });
  await withdraw.getByLabel(/Số lượng/).fill('20');
  await withdraw.getByLabel('Mật khẩu bảo mật', { exact: true }).fill(SECURE_PASSWORD);
  await withdraw.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  await expect(page.getByText('Đã gửi yêu cầu rút: đang chờ duyệt')).toBeVisible();
  // Amount and fee (1 USDT) are debited at once.
  await expect.poll(() => usdtBalance(page)).toBeCloseTo(before - 21, 6);

  const newest = page.getByRole('region', { name: 'Lệnh rút của tôi' }).getByTestId('withdrawal').first();
  await expect(newest).toContainText('$20');
  await expect(newest).toContainText('Đang chờ');
  await expect(newest).toContainText('Binance');
  await newest.getByRole('button', { name: /Hủy lệnh rút/ }).click();
  await expect(page.getByText('Đã hủy lệnh rút: số tiền và phí đã được hoàn vào ví')).toBeVisible();
  await expect(newest).toContainText('Đã hủy');
  await expect(newest).toContainText('Hủy lúc');
  await expect.poll(() => usdtBalance(page)).toBeCloseTo(before, 6);
});
