import { expect, test, type APIRequestContext, type CDPSession, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { createMember, signIn, waitForPage, type TestMember } from './helpers';
import { E2E_PUBLIC_ORIGIN } from './origins';
import { memberApiHeaders, MEMBER_SECURE_PASSWORD, setFirstSecurePassword } from './secure-password';

// WebAuthn needs a secure context and a domain-name RP ID: these tests browse the portal at its PUBLIC_URL
// (http://localhost:PORT), the RP ID and origin the server checks passkeys against, not at 127.0.0.1.
test.use({ baseURL: E2E_PUBLIC_ORIGIN });
// Each test signs up, signs in, adds a passkey and signs in again: several page loads on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Chromium's virtual authenticator: a platform passkey store with user verification (the device's PIN, say). */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  return { cdp, authenticatorId };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Menu tài khoản/ }).click();
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Adds a passkey in Setting → Security (the secure password, a name, the authenticator's answer; 2FA is off). */
async function addPasskey(page: Page, name: string) {
  await page.goto('/setting/security');
  await waitForPage(page);
  const card = page.getByRole('region', { name: 'Khóa truy cập' });
  await card.getByLabel('Mật khẩu bảo mật').fill(MEMBER_SECURE_PASSWORD);
  await card.getByLabel('Tên khóa truy cập (không bắt buộc)').fill(name);
  await card.getByRole('button', { name: 'Thêm khóa truy cập' }).click();
  await expect(page.getByText('Đã thêm khóa truy cập')).toBeVisible();
  await expect(card.getByRole('list', { name: 'Các khóa truy cập của bạn' }).getByText(name)).toBeVisible();
  await expect(card.getByText('Chưa dùng lần nào')).toBeVisible();
}

/** Turns 2FA on for the member through the API, as the security page does (the secure password and a first code). */
async function turnOn2fa(request: APIRequestContext, member: TestMember) {
  const auth = await memberApiHeaders(request, member);
  const { secret } = (await (await request.get('/api/auth/client/gg-2fa/setup', { headers: auth })).json()).data as { secret: string };
  const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
  const enabled = await request.post('/api/auth/client/gg-2fa/enable', { headers: auth, data: { securePassword: MEMBER_SECURE_PASSWORD, code } });
  expect(enabled.status(), await enabled.text()).toBe(200);
}

test('a member adds a passkey, signs out, and "Sign in with a passkey" reaches the dashboard without a password', async ({ page, request }) => {
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  const member = await createMember(request, 'pk');
  await setFirstSecurePassword(request, member);
  await signIn(page, member);
  await expect(page).toHaveURL(/\/dashboard$/);

  await addPasskey(page, 'Máy thử');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].isResidentCredential).toBe(true);
  expect(credentials[0].rpId).toBe('localhost');

  await signOut(page);
  await waitForPage(page);
  await page.getByRole('button', { name: 'Đăng nhập bằng khóa truy cập' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Chào mừng trở lại, ${member.fullName}`)).toBeVisible();
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).toEqual(expect.arrayContaining(['accessToken', 'refreshToken', 'filhub_device']));

  // The list says when it was last used.
  await page.goto('/setting/security');
  await waitForPage(page);
  await expect(page.getByRole('region', { name: 'Khóa truy cập' }).getByText(/^Dùng lần cuối/)).toBeVisible();
});

test('a member with 2FA signs in with the password, then a passkey as the second factor', async ({ page, request }) => {
  await addVirtualAuthenticator(page);
  const member = await createMember(request, 'pk2');
  await setFirstSecurePassword(request, member);
  await signIn(page, member);
  await expect(page).toHaveURL(/\/dashboard$/);
  await addPasskey(page, 'Điện thoại');
  await turnOn2fa(request, member);
  await signOut(page);

  await signIn(page, member);
  await expect(page).toHaveURL(/\/authentication/);
  await waitForPage(page);
  await page.getByRole('button', { name: 'Dùng khóa truy cập' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Chào mừng trở lại, ${member.fullName}`)).toBeVisible();
});
