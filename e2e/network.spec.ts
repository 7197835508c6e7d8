import { expect, test, type Page } from '@playwright/test';
import { numberFormat } from '../config/format';
import { API_KEY, DEMO, signIn, signInThroughApi, waitForPage } from './helpers';

async function accessToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'accessToken');
  expect(cookie, 'signed in').toBeTruthy();
  return cookie!.value;
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/${path}`, {
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.status(), path).toBe(200);
  return (await response.json()).data as T;
}

async function unreadFromBell(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: /^Thông báo/ }).getAttribute('aria-label')) ?? '';
  return Number(name.match(/(\d+) chưa đọc/)?.[1] ?? 0);
}

test('the dashboard shows the numbers the API gives', async ({ page }) => {
  await signIn(page, DEMO);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForPage(page);
  const team = await apiGet<{ directCount: number; teamSize: number; teamVolume: string }>(page, 'auth/client/team-summary');
  const unread = await apiGet<{ count: number }>(page, 'auth/notification/unread-count');
  expect(team.teamSize).toBeGreaterThanOrEqual(4);

  await expect(page.getByTestId('team-size')).toHaveText(String(team.teamSize));
  await expect(page.getByTestId('team-direct')).toHaveText(String(team.directCount));
  await expect(page.getByTestId('team-volume')).toContainText(numberFormat('vi-VN').amount(team.teamVolume, 'USDT'));
  await expect.poll(() => unreadFromBell(page)).toBe(unread.count);
  // demo is a leader: the team per level is on the dashboard too.
  await expect(page.getByTestId('leader-members')).toBeVisible();
});

test.describe('network and notifications', () => {
  test.beforeEach(() => {
    // These create members and read demo's notifications: once per run, at desktop size.
    test.skip(test.info().project.name === 'phone', 'network flows run once, at desktop size');
  });

  test('a downline registered by demo shows in the tree and can sign in', async ({ page, browser }) => {
    // Two sign-ins, a registration and the tree: more than the default 30 s on a loaded machine.
    test.setTimeout(60_000);
    const username = `dl${Date.now().toString(36)}`.slice(0, 16);
    await signInThroughApi(page, DEMO, '/register-new-member');
    await page.getByLabel('Tên đăng nhập', { exact: true }).fill(username);
    await page.getByLabel('Họ và tên', { exact: true }).fill('Thành Viên Tuyến Dưới');
    await page.getByLabel('Email', { exact: true }).fill(`${username}@example.com`);
    await page.getByLabel('Số điện thoại', { exact: true }).fill('0912345678');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('Member@12345');
    await page.getByLabel('Xác nhận mật khẩu', { exact: true }).fill('Member@12345');
    await page.getByRole('button', { name: 'Đăng ký thành viên' }).click();
    await expect(page.getByText('Đã đăng ký thành viên')).toBeVisible();

    await page.getByRole('link', { name: 'Xem trong Kết nối thành viên' }).click();
    await expect(page).toHaveURL(/\/member-connect\?focus=/);
    await waitForPage(page);
    const node = page.locator(`[data-username="${username}"]`);
    await expect(node).toBeVisible();
    await expect(node).toHaveAttribute('aria-current', 'true');

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const downline = await context.newPage();
    await signIn(downline, { username, password: 'Member@12345' });
    await expect(downline).toHaveURL(/\/dashboard$/);
    await expect(downline.getByText('Thành Viên Tuyến Dưới').first()).toBeVisible();
    await context.close();
  });

  test('reading a notification lowers the unread badge', async ({ page }) => {
    await signIn(page, DEMO);
    await expect(page).toHaveURL(/\/dashboard$/);
    await waitForPage(page);
    await expect.poll(() => unreadFromBell(page)).toBeGreaterThan(0);
    const before = await unreadFromBell(page);

    await page.getByRole('button', { name: /^Thông báo/ }).click();
    const panel = page.getByRole('region', { name: 'Thông báo', exact: true });
    await panel.locator('button').filter({ hasNotText: 'Đánh dấu tất cả là đã đọc' }).first().click();
    await expect.poll(() => unreadFromBell(page)).toBe(before - 1);
    const api = await apiGet<{ count: number }>(page, 'auth/notification/unread-count');
    expect(api.count).toBe(before - 1);
  });
});
