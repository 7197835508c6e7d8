import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { createMember, signIn, signInThroughApi, waitForPage } from './helpers';
import { MEMBER_SECURE_PASSWORD, setFirstSecurePassword } from './secure-password';

const AVATAR = 'public/logo.png';
const STEP_SECONDS = 30;

test.beforeEach(() => {
  // Each test makes its own member; the phone run would only repeat the same server work.
  test.skip(test.info().project.name === 'phone', 'settings flows run once, at desktop size');
});

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /Menu tài khoản/ }).click();
}

test('a member changes the name and avatar and sees them in the header', async ({ page, request }) => {
  const member = await createMember(request, 'prof');
  await signInThroughApi(page, member, '/setting');
  await page.getByLabel('Họ và tên').fill('Lê Thị Kiểm Thử');
  await page.getByLabel('Ảnh đại diện').setInputFiles(AVATAR);
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page.getByText('Đã cập nhật hồ sơ')).toBeVisible();

  const trigger = page.getByRole('button', { name: /Menu tài khoản của Lê Thị Kiểm Thử/ });
  await expect(trigger).toBeVisible();
  await expect(trigger.locator('img')).toHaveAttribute('src', /^\/api\/public\/avatar\//);
  const avatar = await page.request.get((await trigger.locator('img').getAttribute('src')) ?? '');
  expect(avatar.headers()['content-type']).toBe('image/png');
});

test('a member turns 2FA on with the secret shown, signs in through /authentication, and turns it off', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await createMember(request, 'tfa');
  await setFirstSecurePassword(request, member);
  await signInThroughApi(page, member, '/setting/security');
  await page.getByRole('button', { name: 'Thiết lập xác thực hai lớp' }).click();
  await expect(page.getByRole('img', { name: /QR/ })).toBeVisible();
  const secret = (await page.locator('code').first().textContent())?.replace(/\s+/g, '') ?? '';
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: STEP_SECONDS });
  const stepNow = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);
  const codeAt = (step: number) => totp.generate({ timestamp: step * STEP_SECONDS * 1000 });

  // The server takes a code of one step either side of its own, each step once and in order: this test uses the
  // previous step's code to turn 2FA on (sent before that step ends), the current one to sign in and the next one to
  // turn it off, so it never waits for a new step.
  const secondsLeftInStep = () => STEP_SECONDS - ((Date.now() / 1000) % STEP_SECONDS);
  // Enough of the step left to read the code and send it before the step ends.
  const SECONDS_NEEDED_IN_STEP = 8;
  await expect.poll(secondsLeftInStep, { timeout: 10_000, intervals: [500] }).toBeGreaterThan(SECONDS_NEEDED_IN_STEP);
  const step = stepNow();

  // Turning 2FA on asks for the secure password with the code (the login password alone must not), turning it off
  // for the login password with the code.
  const twoFactor = page.getByRole('region', { name: 'Xác thực hai lớp' });
  await twoFactor.getByLabel('Mật khẩu bảo mật').fill(MEMBER_SECURE_PASSWORD);
  await twoFactor.getByLabel('Mã xác thực').fill(codeAt(step - 1));
  await page.getByRole('button', { name: 'Bật xác thực hai lớp' }).click();
  await expect(page.getByText('Đã bật xác thực hai lớp')).toBeVisible();
  // The recovery codes made with it, shown this once.
  await expect(twoFactor.getByRole('list', { name: 'Các mã khôi phục của bạn' }).getByRole('listitem')).toHaveCount(10);
  await twoFactor.getByRole('button', { name: 'Tôi đã cất giữ các mã khôi phục' }).click();
  await expect(page.getByRole('region', { name: 'Mã khôi phục' }).getByText('Còn 10/10 mã khôi phục.')).toBeVisible();

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, member);
  await expect(page).toHaveURL(/\/authentication/);
  await waitForPage(page);
  await page.getByLabel('Mã xác thực').fill(codeAt(step));
  await page.getByRole('button', { name: /^(Xác minh|Verify)$/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/setting/security');
  await waitForPage(page);
  await twoFactor.getByLabel('Mật khẩu đăng nhập').fill(member.password);
  await twoFactor.getByLabel('Mã xác thực').fill(codeAt(step + 1));
  await twoFactor.getByRole('button', { name: 'Tắt xác thực hai lớp' }).click();
  await expect(page.getByText('Đã tắt xác thực hai lớp')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thiết lập xác thực hai lớp' })).toBeVisible();
});

test('a member submits KYC documents and sees them pending', async ({ page, request }) => {
  const member = await createMember(request, 'kyc');
  await signInThroughApi(page, member, '/setting/kyc');
  await page.getByLabel('Loại giấy tờ').selectOption({ label: 'Căn cước công dân' });
  await page.getByLabel('Số giấy tờ').fill('079123456789');
  await page.getByLabel('Mặt trước').setInputFiles(AVATAR);
  await page.getByLabel('Mặt sau').setInputFiles(AVATAR);
  await page.getByLabel('Ảnh chân dung cầm giấy tờ').setInputFiles(AVATAR);
  await page.getByRole('button', { name: 'Gửi xét duyệt' }).click();

  await expect(page.getByText('Đang chờ duyệt').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gửi xét duyệt' })).toHaveCount(0);
  await page.reload();
  await waitForPage(page);
  await expect(page.getByText('Đang chờ duyệt').first()).toBeVisible();
});
