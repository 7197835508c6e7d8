import { expect, test } from '@playwright/test';
import { createMember, signInThroughApi, waitForPage } from './helpers';
import { lastMail, mailCount } from './mailbox';
import { MEMBER_SECURE_PASSWORD, setFirstSecurePassword } from './secure-password';

const PHRASE = 'Cá vàng bơi 2026';

test('the anti-phishing code set in Setting → Security heads the next e-mails, in the language the member uses', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const member = await createMember(request, 'mail');
  const email = `${member.username}@example.com`;
  // The code is set with the secure password (its first one comes by an e-mailed link, with an alert of its own).
  await setFirstSecurePassword(request, member);
  const alertsBefore = await mailCount(email, 'SECURITY_ALERT');
  await signInThroughApi(page, member, '/setting/security');
  const card = page.getByRole('region', { name: 'Mã chống lừa đảo' });
  await expect(card.getByText('Mọi e-mail thật từ chúng tôi đều hiện mã chống lừa đảo của bạn ở đầu thư.')).toBeVisible();
  await card.getByLabel('Mã chống lừa đảo').fill(PHRASE);
  await card.getByLabel('Mật khẩu bảo mật').fill(MEMBER_SECURE_PASSWORD);
  await card.getByRole('button', { name: 'Đặt mã' }).click();
  await expect(page.getByText('Đã lưu mã chống lừa đảo')).toBeVisible();
  await expect(card.getByText('Cá••••••')).toBeVisible();

  // Setting it is a credential change: the alert, in Vietnamese (the default), already carries it at the top.
  const alert = await lastMail(email, 'SECURITY_ALERT', alertsBefore);
  expect(alert.subject).toBe('Cảnh báo bảo mật: tài khoản FilHub của bạn vừa thay đổi');
  expect(alert.text.split('\n')[0]).toBe(`Mã chống lừa đảo của bạn: ${PHRASE}`);
  expect(alert.html).toContain(PHRASE);

  // The member switches the portal to English: the server is told, and the next mail is in English.
  const told = page.waitForResponse((response) => response.url().endsWith('/api/auth/client/language') && response.ok());
  await page.getByRole('button', { name: /Ngôn ngữ/ }).click();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('region', { name: 'Anti-phishing code' })).toBeVisible();
  await told;

  // Forgot password from a signed-out browser: the mail goes to the member of that address, in their language.
  const resets = await mailCount(email, 'PASSWORD_RESET');
  const { baseURL, viewport } = test.info().project.use;
  const guest = await browser.newPage({ baseURL, viewport });
  await guest.goto('/forgot-password');
  await waitForPage(guest);
  await guest.getByLabel('Email').fill(email);
  await guest.getByRole('button', { name: 'Gửi liên kết đặt lại' }).click();
  await expect(guest.getByText('Nếu email đã được đăng ký, liên kết đặt lại mật khẩu đã được gửi')).toBeVisible();
  const reset = await lastMail(email, 'PASSWORD_RESET', resets);
  expect(reset.subject).toBe('Reset your FilHub password');
  expect(reset.text.split('\n')[0]).toBe(`Your anti-phishing code: ${PHRASE}`);

  // The HTML part as a mail client shows it: the code first, above the logo and the heading; the button opens the portal.
  await guest.setContent(reset.html);
  const code = guest.getByText(PHRASE, { exact: true });
  await expect(code).toBeVisible();
  const heading = guest.getByRole('heading', { name: 'Reset your password' });
  expect((await code.boundingBox())!.y).toBeLessThan((await heading.boundingBox())!.y);
  expect((await guest.getByRole('img', { name: 'FilHub' }).boundingBox())!.y).toBeGreaterThan((await code.boundingBox())!.y);
  const link = await guest.getByRole('link', { name: 'Choose a new password' }).getAttribute('href');
  expect(link).toMatch(/\/reset-password\?token=[\w-]{43}$/);
  await guest.goto(link!);
  await expect(guest.getByRole('heading', { name: 'Đặt lại mật khẩu' })).toBeVisible();
  await guest.close();
});
