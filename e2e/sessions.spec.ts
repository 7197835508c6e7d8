import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { API_KEY, createMember, DEMO, signIn, waitForPage } from './helpers';

async function tokenCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  return { access: cookies.find((cookie) => cookie.name === 'accessToken'), refresh: cookies.find((cookie) => cookie.name === 'refreshToken') };
}

/** Every value the page's scripts can reach: document.cookie, localStorage and sessionStorage. */
async function scriptReachable(page: Page): Promise<string> {
  return page.evaluate(() =>
    [document.cookie, ...Object.values({ ...window.localStorage }), ...Object.values({ ...window.sessionStorage })].join('\n'),
  );
}

async function signedIn(page: Page, member: { username: string; password: string }): Promise<void> {
  await signIn(page, member);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForPage(page);
  await page.waitForLoadState('networkidle');
}

// Seeded members without 2FA (sign-ups are limited per address): these tests end only their own sessions.
const TUAN = { username: 'tuan', password: DEMO.password };
// Not minh or hoa: sign-in-limits.spec uses them up as attacked owners.
const LAN = { username: 'lan', password: DEMO.password };

test('the refresh token is an HttpOnly cookie for the refresh call only; no script can reach it, nor any storage', async ({ page, context }) => {
  await signedIn(page, TUAN);

  const { access, refresh } = await tokenCookies(context);
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth/client/refresh', secure: true });
  expect(access?.httpOnly).toBe(false);
  const reachable = await scriptReachable(page);
  expect(reachable).not.toContain(refresh?.value);
  expect(reachable).not.toContain('refreshToken');
  // The access token is in its script-readable cookie (kept there on purpose; the CSP guards it), never copied into a storage.
  const storages = await page.evaluate(() => JSON.stringify({ ...window.localStorage, ...window.sessionStorage }));
  expect(storages).not.toContain(access?.value);
});

test('a silent refresh uses the cookie and rotates it; logout ends the session on the server at once', async ({ page, context, request }) => {
  await signedIn(page, LAN);
  const before = await tokenCookies(context);

  // What the portal does on a 5000: POST refresh with no token of its own; the browser sends the cookie.
  const refreshed = await page.evaluate(async (apiKey) => {
    const response = await fetch('/api/auth/client/refresh', { method: 'POST', headers: { 'x-api-key': apiKey } });
    return { status: response.status, body: await response.json() };
  }, API_KEY);
  expect(refreshed.status).toBe(200);
  expect(Object.keys(refreshed.body.data)).toEqual(['accessToken']);
  const after = await tokenCookies(context);
  expect(after.refresh?.value).toBeTruthy();
  expect(after.refresh?.value).not.toBe(before.refresh?.value);

  await page.getByRole('button', { name: /Menu tài khoản/ }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toEqual(expect.arrayContaining(['refreshToken']));
  // The access token of the ended session, still within its 15 minutes, is refused.
  const profile = await request.get('/api/auth/client/profile', {
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${refreshed.body.data.accessToken}` },
  });
  expect(profile.status()).toBe(401);
});

test('a member signs out another device from Setting → Security; that device is sent to sign-in', async ({ browser, request }) => {
  test.skip(test.info().project.name === 'phone', 'two browsers per run: once, at desktop size');
  const member = await createMember(request, 'devices');
  const mine = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const stolen = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const myPage = await mine.newPage();
  const stolenPage = await stolen.newPage();
  await signedIn(stolenPage, member);
  await signedIn(myPage, member);

  await myPage.goto('/setting/security');
  await waitForPage(myPage);
  const card = myPage.getByRole('region', { name: 'Thiết bị đang đăng nhập' });
  await expect(card.getByText('Thiết bị này')).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveCount(2);
  await card.getByRole('list').getByRole('button', { name: /^Đăng xuất / }).click();
  await expect(myPage.getByText('Đã đăng xuất phiên')).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveCount(1);
  await expect(card.getByText('Không có thiết bị nào khác đang đăng nhập.')).toBeVisible();

  await stolenPage.goto('/wallet');
  await expect(stolenPage).toHaveURL(/\/login/);
  await mine.close();
  await stolen.close();
});
