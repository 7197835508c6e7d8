import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_KEY, signIn, waitForPage } from './helpers';

// Seeded members that no other browser test signs in as: each project locks its own one for unknown devices.
const OWNER = { desktop: { username: 'minh', password: 'Demo@12345' }, phone: { username: 'hoa', password: 'Demo@12345' } } as const;
const TOO_MANY = /Bạn đã thử quá nhiều lần|Too many attempts/;

function signInCall(request: APIRequestContext, username: string, password: string) {
  return request.post('/api/auth/client/login/credential', { headers: { 'x-api-key': API_KEY }, data: { username, password } });
}

test("a browser that signed in before is a known device: another browser's wrong passwords do not lock its owner out", async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = OWNER[test.info().project.name as keyof typeof OWNER];

  // The owner signs in in their browser: the server remembers it with an HttpOnly device cookie.
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  const device = (await page.context().cookies()).find((cookie) => cookie.name === 'filhub_device');
  // Secure: the e2e server runs in production (next start); Chromium keeps Secure cookies of http://127.0.0.1.
  expect(device).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/auth/client' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('filhub_device');
  // The session ends (the tokens go); the device cookie stays.
  await page.context().clearCookies({ name: /^(accessToken|refreshToken)$/ });

  // Someone else, in another browser, tries passwords: after 5 failures every unknown device is refused.
  const attacker = await browser.newContext({ baseURL });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signInCall(attacker.request, owner.username, 'Wrong@12345')).status());
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const withRightPassword = await signInCall(attacker.request, owner.username, owner.password);
    expect(withRightPassword.status()).toBe(429);
    expect(Number(withRightPassword.headers()['retry-after'])).toBeGreaterThan(0);

    // In the attacker's browser the sign-in form says so.
    const attackerPage = await attacker.newPage();
    await signIn(attackerPage, owner);
    await expect(attackerPage.getByText(TOO_MANY).first()).toBeVisible();
    await expect(attackerPage).toHaveURL(/\/login/);
  } finally {
    await attacker.close();
  }

  // The owner's browser sends its device cookie by itself: the right password gets in.
  await signIn(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);
  await waitForPage(page);
  const again = (await page.context().cookies()).find((cookie) => cookie.name === 'filhub_device');
  expect(again?.value).toBe(device?.value);
});
