import { readFile } from 'node:fs/promises';

import { expect, test, type Download, type Page } from '@playwright/test';
import { DEMO, signIn } from './helpers';
import { parseCsv } from '../__tests__/shared/csv';

// The member's days and times are Vietnam's: the browser names its zone to the server.
test.use({ timezoneId: 'Asia/Ho_Chi_Minh', acceptDownloads: true });
// Sign-in, the page and two downloads: more than the default 30 s when the machine is shared.
test.describe.configure({ timeout: 120_000 });
const SLOW = { timeout: 30_000 };

const SCALE = 18;

/** An exact decimal as an integer of 10^-18 units: the file's amounts are summed without floats. */
function toUnits(value: string): bigint {
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = value.replace('-', '').split('.');
  const units = BigInt(whole) * 10n ** BigInt(SCALE) + BigInt(fraction.padEnd(SCALE, '0'));
  return negative ? -units : units;
}

async function openStatement(page: Page) {
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/dashboard/, SLOW);
  await page.goto('/statement');
  await expect(page.getByRole('heading', { level: 1, name: 'Sao kê' })).toBeVisible(SLOW);
  await expect(page.getByTestId('statement-wallet-EV')).toBeVisible(SLOW);
}

/** The exact amount the page shows (its data-amount: the decimal the server sent, also shown in full). */
const shownAmount = async (page: Page, testId: string, within?: string) => {
  const scope = within ? page.getByTestId(within) : page;
  return (await scope.getByTestId(testId).getAttribute('data-amount')) ?? '';
};

async function downloadFile(page: Page, button: string): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}

test.describe('monthly statement', () => {
  test('a CSV downloaded at desktop size has the same total as the page', async ({ page }) => {
    test.skip(test.info().project.name === 'phone', 'the download is checked at desktop size');
    await openStatement(page);

    const bonusTotal = await shownAmount(page, 'statement-bonus-total');
    const { download, bytes } = await downloadFile(page, 'CSV thưởng');
    expect(download.suggestedFilename()).toMatch(/^filhub-bonus-\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    // ICU may name Vietnam's zone by its older alias.
    expect(header[0]).toMatch(/^Thời gian \(Asia\/(Ho_Chi_Minh|Saigon)\)$/);
    expect(header.slice(1)).toEqual(['Loại thưởng', 'Số tiền (EV)', 'Từ thành viên', 'Mã đơn hàng']);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.reduce((sum, row) => sum + toUnits(row[2]), 0n)).toBe(toUnits(bonusTotal));

    // The ledger's rows of each wallet add up to the month's change the page shows, opening to closing.
    const ledger = parseCsv((await downloadFile(page, 'CSV giao dịch')).bytes.subarray(3).toString('utf8')).slice(1);
    for (const symbol of ['USDT', 'EV', 'EC']) {
      const wallet = `statement-wallet-${symbol}`;
      const change = toUnits(await shownAmount(page, 'change', wallet));
      expect(ledger.filter((row) => row[2] === symbol).reduce((sum, row) => sum + toUnits(row[3]), 0n)).toBe(change);
      expect(toUnits(await shownAmount(page, 'opening', wallet)) + change).toBe(toUnits(await shownAmount(page, 'closing', wallet)));
    }
  });

  test('prints only the statement, black on white', async ({ page }) => {
    await openStatement(page);
    await expect(page.getByRole('button', { name: 'In / lưu thành PDF' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'In / lưu thành PDF' })).toBeHidden();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(page.locator('nav').first()).toBeHidden();
    await expect(page.getByTestId('statement-wallet-USDT')).toBeVisible();
    const colour = await page.getByTestId('statement-wallet-USDT').locator('h2').evaluate((node) => getComputedStyle(node).color);
    expect(colour).toBe('rgb(0, 0, 0)');
    const pdf = await page.pdf({ format: 'A4' }).catch(() => null);
    // Headless Chromium makes the PDF the member would save (not every build offers page.pdf on a phone emulation).
    if (pdf) expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  });

  test('is reached from the transaction history', async ({ page }) => {
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/dashboard/, SLOW);
    await page.goto('/transactions');
    await page.getByRole('link', { name: 'Sao kê tháng' }).click(SLOW);
    await expect(page).toHaveURL(/\/statement$/, SLOW);
    await expect(page.getByTestId('statement-wallet-USDT')).toBeVisible(SLOW);
  });
});
