import { expect, test, type APIRequestContext } from '@playwright/test';
import { API_KEY, createMember, signIn, waitForPage } from './helpers';
import { lastMail } from './mailbox';

// Seeded members that no other browser test signs in as: each project locks its own one for unknown devices.
const OWNER = { desktop: { username: 'minh', password: 'Demo@12345' }, phone: { username: 'hoa', password: 'Demo@12345' } } as const;
const TOO_MANY = /Bạn đã thử quá nhiều lần|Too many attempts/;

function signInCall(request: APIRequestContext, username: string, password: string, headers: Record<string, string> = {}) {
  return request.post('/api/auth/client/login/credential', { headers: { 'x-api-key': API_KEY, ...headers }, data: { username, password } });
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

test('a locked-out new device gets through with an e-mailed unlock link, and still needs the password', async ({ page, browser, baseURL, request }) => {
  // Made through a request context of its own: the sign-up's device cookie must not make this browser a known device.
  const member = await createMember(request, 'unlock');
  // Someone else, from their own address (through the trusted loopback proxy), locks out every unknown device.
  const attacker = await browser.newContext({ baseURL });
  const attackerAddress = { 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 254)}` };
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signInCall(attacker.request, member.username, 'Wrong@12345', attackerAddress)).status());
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);

    // The owner, on a browser that never signed in: refused, with the offer of an unlock link.
    await signIn(page, member);
    await expect(page.getByText(TOO_MANY).first()).toBeVisible();
    await page.getByRole('button', { name: /^(Gửi cho tôi liên kết mở khóa qua e-mail|E-mail me an unlock link)$/ }).click();
    await expect(page.getByText(/Nếu tài khoản tồn tại, liên kết mở khóa|If the account exists, its owner has been e-mailed/)).toBeVisible();

    // The link comes to the member's own address; opened in this browser, it asks first, then sends to /login.
    const mail = await lastMail(`${member.username}@example.com`, 'SIGN_IN_UNLOCK');
    const mailedLink = /https?:\/\/\S+\/unlock-sign-in\?token=[\w-]+/.exec(mail.text)?.[0] ?? '';
    expect(mailedLink).not.toBe('');
    // PUBLIC_URL is http://localhost (e2e/origins.ts); this browser is on 127.0.0.1, the same server.
    const { pathname, search } = new URL(mailedLink);
    await page.goto(`${pathname}${search}`);
    await waitForPage(page);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'filhub_device')).toBeUndefined();
    await page.getByRole('button', { name: /^(Mở khóa thiết bị này|Unlock this device)$/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'filhub_device')).toMatchObject({ httpOnly: true, path: '/api/auth/client' });
    // Unlocked, not signed in: the password is still asked, and the right one gets in.
    await signIn(page, member);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The attacker's device stays locked, even with the right password.
    expect((await signInCall(attacker.request, member.username, member.password, attackerAddress)).status()).toBe(429);
    // The link worked once.
    const token = new URL(mailedLink).searchParams.get('token');
    const again = await attacker.request.post('/api/auth/client/unlock-device', { headers: { 'x-api-key': API_KEY, ...attackerAddress }, data: { token } });
    expect(again.status()).toBe(400);
  } finally {
    await attacker.close();
  }
});
