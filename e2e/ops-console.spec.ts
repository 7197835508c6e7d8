import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_KEY, DEMO, signInThroughApi, waitForPage } from './helpers';
import { consoleSessionOf, operatorMadeByTwoAdmins, operatorSecret, signInThroughForm, totpAt, OPS_PASSWORD } from './ops-helpers';
import { E2E_BASE_URL } from './origins';

const SIGN_OUT = /^(Đăng xuất|Sign out)$/;
const LOGIN_HEADING = /Đăng nhập bảng điều khiển|Console sign-in/;

async function expectSignInPage(page: Page) {
  await expect(page).toHaveURL(/\/ops\/login/);
  await expect(page.getByRole('heading', { level: 1, name: LOGIN_HEADING })).toBeVisible();
}

/** A new operator of the role, set up through its one-time link's API (password + authenticator), as the CLI would make it. */
async function freshOperator(browser: Browser, role: 'SUPPORT' | 'FINANCE'): Promise<{ username: string; secret: string }> {
  const api = await browser.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { 'x-api-key': API_KEY } });
  try {
    const username = `ops${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const setupPath = await operatorMadeByTwoAdmins(api.request, username, role);
    const token = new URL(setupPath, E2E_BASE_URL).searchParams.get('token')!;
    const info = (await (await api.request.get(`/api/public/ops/setup?token=${token}`)).json()) as { data: { totpSecret: string } };
    const secret = info.data.totpSecret;
    const setUp = await api.request.post('/api/public/ops/setup', { data: { token, password: OPS_PASSWORD, code: totpAt(secret) } });
    expect(setUp.status()).toBe(200);
    return { username, secret };
  } finally {
    await api.close();
  }
}

test('a visitor is sent to the console sign-in, signs in with password and code, comes back to the page, and signs out', async ({ page }) => {
  await page.goto('/ops');
  await expectSignInPage(page);

  await signInThroughForm(page, 'support', operatorSecret('support'), page.url());
  await expect(page).toHaveURL(/\/ops$/);
  await expect(page.getByText(/support · (Hỗ trợ|Support)/)).toBeVisible();

  await page.reload();
  await waitForPage(page);
  await expect(page.getByRole('button', { name: SIGN_OUT })).toBeVisible();

  await page.getByRole('button', { name: SIGN_OUT }).click();
  await expectSignInPage(page);
  await page.goto('/ops');
  await expectSignInPage(page);
});

test('a wrong code is refused with one message that names no part', async ({ page }) => {
  await page.goto('/ops/login');
  await waitForPage(page);
  await page.getByLabel(/Tên đăng nhập|Username/).fill('finance');
  await page.getByLabel(/^(Mật khẩu|Password)$/).fill(OPS_PASSWORD);
  await page.getByLabel(/Mã xác thực|Authentication code/).fill('000000');
  await page.getByRole('button', { name: /^(Đăng nhập|Sign in)$/ }).click();
  await expect(page.getByText(/Sai tên đăng nhập, mật khẩu hoặc mã xác thực|Wrong username, password or authenticator code/)).toBeVisible();
  await expect(page).toHaveURL(/\/ops\/login$/);
});

test('"Sign out everywhere" ends the sessions of the operator in every browser', async ({ browser, page }) => {
  const operator = await freshOperator(browser, 'FINANCE');
  const other = await browser.newContext({ baseURL: E2E_BASE_URL });
  try {
    const session = await consoleSessionOf(other.request, operator.username, operator.secret);
    await other.addCookies([{ name: 'opsSession', value: session, domain: new URL(E2E_BASE_URL).hostname, path: '/api/ops', httpOnly: true, sameSite: 'Strict' }]);
    const otherPage = await other.newPage();
    await otherPage.goto('/ops');
    await expect(otherPage.getByRole('button', { name: SIGN_OUT })).toBeVisible();

    await signInThroughForm(page, operator.username, operator.secret);
    await page.getByRole('button', { name: /Đăng xuất khỏi mọi nơi|Sign out everywhere/ }).click();
    await expectSignInPage(page);

    await otherPage.reload();
    await expectSignInPage(otherPage);
  } finally {
    await other.close();
  }
});

test("a member's session does not open the console", async ({ page }) => {
  await signInThroughApi(page, DEMO, '/ops');
  await expectSignInPage(page);
});

// `%09` is a tab that the URL parser drops: the raw `next` reads `//evil.com` once normalised. The console follows
// only a normalised path of its own, so each of these lands on the console's home of this site.
// (The other shapes, `//x`, `/\x`, encoded slashes, absolute URLs, are covered by operatorSignIn.test.tsx.)
for (const next of ['/ops/../%09/evil.com', '/ops/..%2F..%2F%2Fevil.com']) {
  test(`after signing in, next=${next} is not followed off the console`, async ({ browser, page }) => {
    const operator = await freshOperator(browser, 'SUPPORT');
    await signInThroughForm(page, operator.username, operator.secret, `/ops/login?next=${next}`);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/ops$/);
  });
}
