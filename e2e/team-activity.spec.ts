import { expect, test, type Page } from '@playwright/test';
import { numberFormat } from '../config/format';
import { API_KEY, DEMO, signIn, signInThroughApi, waitForPage } from './helpers';

const VI = numberFormat('vi-VN');

interface Node {
  _id: string;
  username: string;
  ownVolume: string;
  teamVolume: string;
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'accessToken');
  expect(cookie, 'signed in').toBeTruthy();
  const response = await page.request.get(`/api/${path}`, { headers: { 'x-api-key': API_KEY, authorization: `Bearer ${cookie!.value}` } });
  expect(response.status(), path).toBe(200);
  return (await response.json()).data as T;
}

/** The usernames of level 1 as the page shows them, in order. */
const levelOne = (page: Page) =>
  page.getByRole('list', { name: 'Thành viên tầng 1' }).locator(':scope > li > [data-username]').evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.username));

test('the dashboard shows the rank progress bar', async ({ page }) => {
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForPage(page);
  const { rank } = await apiGet<{ rank: { code: string; teamVolume: string; next: { remaining: string } | null } }>(page, 'auth/client/profile');
  const card = page.getByRole('region', { name: 'Tiến độ cấp bậc' });
  const bar = card.getByRole('progressbar', { name: 'Tiến độ cấp bậc' });
  await bar.scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', String(Number(rank.teamVolume)));
  expect(rank.next, 'demo is below the top rank').not.toBeNull();
  await expect(card.getByTestId('rank-progress-status')).toContainText(`Còn cần ${VI.amount(rank.next!.remaining, 'USDT')}`);
  const box = await bar.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(100);
  // The card fits the viewport's width (no sideways scroll on a phone).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("Member Connect sorts a level by team volume and shows a member's latest orders", async ({ page }) => {
  await signInThroughApi(page, DEMO, '/member-connect');
  const byJoin = await apiGet<{ items: Node[] }>(page, 'auth/client/downline');
  const byTeam = await apiGet<{ items: Node[] }>(page, 'auth/client/downline?sort=teamVolume');
  await expect.poll(() => levelOne(page)).toEqual(byJoin.items.map((node) => node.username));

  await page.getByRole('combobox', { name: 'Sắp xếp theo: Thành viên tầng 1' }).selectOption('teamVolume');
  await expect.poll(() => levelOne(page)).toEqual(byTeam.items.map((node) => node.username));
  expect(byTeam.items.map((node) => node.username)).not.toEqual(byJoin.items.map((node) => node.username));

  // The member with the most own sales: its latest completed orders, as the API lists them.
  const seller = [...byJoin.items].sort((a, b) => Number(b.ownVolume) - Number(a.ownVolume))[0];
  expect(Number(seller.ownVolume)).toBeGreaterThan(0);
  const { items: orders } = await apiGet<{ items: { total: string }[] }>(page, `auth/client/downline/${seller._id}/orders`);
  const node = page.locator(`[data-username="${seller.username}"]`);
  await node.getByRole('button', { name: `Xem đơn hàng gần đây (@${seller.username})` }).click();
  const list = node.getByRole('list', { name: /^Đơn hàng gần đây của / });
  await expect(list.getByRole('listitem')).toHaveCount(orders.length);
  await expect(list.getByRole('listitem').first()).toContainText(VI.amount(orders[0].total, 'USDT'));
});
