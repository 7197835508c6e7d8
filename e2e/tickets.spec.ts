import { expect, test } from '@playwright/test';
import { createMember, signIn, waitForPage } from './helpers';
import { signInAsOperator } from './ops-helpers';

/** A real 1×1 PNG. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * Support tickets end to end: a fresh member (the demo accounts stay as they are) opens a ticket with an image, the
 * support operator answers it in the console, the member sees the answer, the status and the notification.
 */
test('a member opens a ticket with an image, support answers it, the member sees the answer', async ({ page, browser, request, baseURL }, testInfo) => {
  // Two browsers, a sign-up, an upload and the console: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  const member = await createMember(request, 'tk');
  await signIn(page, member);
  await expect(page).toHaveURL(/\/dashboard/);

  // The menu's Support entry (the side menu on desktop, the bottom bar on the phone).
  await page.getByRole('link', { name: 'Hỗ trợ', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/support$/);
  await waitForPage(page);
  await expect(page.getByText('Bạn chưa có yêu cầu hỗ trợ nào.')).toBeVisible();

  const question = `Tôi chưa nhận được tiền rút (${testInfo.project.name})`;
  await page.getByLabel('Chủ đề').selectOption('WITHDRAWAL');
  await page.getByLabel('Nội dung').fill(question);
  await page.getByLabel('Ảnh (tối đa 3)').setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByRole('list', { name: 'Ảnh đã chọn' }).getByText('screenshot.png')).toBeVisible();
  await page.getByRole('button', { name: 'Gửi yêu cầu' }).click();

  await expect(page).toHaveURL(/\/support\/[0-9a-f-]{36}$/);
  const ticketUrl = page.url();
  await expect(page.getByRole('heading', { name: /^Yêu cầu #\d+$/ })).toBeVisible();
  await expect(page.getByText('Đang mở')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ảnh 1' })).toBeVisible();
  const number = (await page.getByRole('heading', { name: /^Yêu cầu #\d+$/ }).textContent())!.replace(/\D/g, '');

  // The operator's console, in a browser of its own.
  const { viewport, isMobile, hasTouch } = testInfo.project.use;
  const opsContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const opsPage = await opsContext.newPage();
  await signInAsOperator(opsPage, 'support');
  await opsPage.goto('/ops/tickets');
  await waitForPage(opsPage);
  await opsPage.getByRole('button', { name: new RegExp(`Yêu cầu #${number}\\b`) }).click();
  await expect(opsPage.getByRole('list', { name: 'Tin nhắn' }).getByText(question)).toBeVisible();
  await expect(opsPage.getByRole('img', { name: 'Ảnh 1' })).toBeVisible();
  const answer = `Chúng tôi đã kiểm tra, tiền sẽ về trong hôm nay (${testInfo.project.name}).`;
  await opsPage.getByLabel('Câu trả lời cho thành viên').fill(answer);
  await opsPage.getByRole('button', { name: 'Gửi trả lời' }).click();
  await expect(opsPage.getByRole('listitem', { name: 'Tin nhắn của Hỗ trợ (support)' })).toContainText(answer);
  await opsContext.close();

  // The member: the answer, the status and the notification.
  await page.goto(ticketUrl);
  await waitForPage(page);
  await expect(page.getByRole('listitem', { name: 'Tin nhắn của Hỗ trợ' })).toContainText(answer);
  await expect(page.getByText('Đã trả lời')).toBeVisible();
  await page.goto('/dashboard');
  await waitForPage(page);
  await page.getByRole('button', { name: /^Thông báo/ }).click();
  await expect(page.getByText(`Bộ phận hỗ trợ đã trả lời yêu cầu #${number} của bạn`).first()).toBeVisible();
});
