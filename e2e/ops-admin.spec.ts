import { expect, test } from '@playwright/test';
import { waitForPage } from './helpers';
import { OPS_PASSWORD, operatorMadeByTwoAdmins, signInAsOperator, signInThroughForm, totpAt } from './ops-helpers';
import { E2E_OPS_TOKEN } from './secrets';

test('an admin changes a setting, then finds the change in its history and in the audit log', async ({ page }) => {
  // The desktop and phone runs share the run's database: each saves a value of its own.
  const value = `https://www.youtube.com/@filhub${Date.now().toString(36)}`;
  await signInAsOperator(page, 'admin');
  await page.goto('/ops/settings');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1, name: /^(Cài đặt|Settings)$/ })).toBeVisible();

  const youtube = /^(Kênh YouTube|YouTube channel)$/;
  const row = page.getByRole('form', { name: youtube });
  const input = row.getByRole('textbox', { name: youtube });
  const before = await input.inputValue();
  await input.fill(value);
  await row.getByRole('button', { name: /^(Lưu|Save)$/ }).click();
  await expect(row.getByRole('status')).toHaveText(/^(Đã lưu|Saved)$/);

  await row.getByRole('button', { name: /(Lịch sử|History) (của |of )?(Kênh YouTube|YouTube channel)/ }).click();
  const history = row.getByRole('list', { name: /Lịch sử thay đổi|History of changes/ });
  const newest = history.getByRole('listitem').first();
  await expect(newest.locator('ins')).toHaveText(value);
  await expect(newest.locator('del')).toHaveText(before);
  await expect(newest).toContainText('admin');

  await page.goto('/ops/audit');
  await waitForPage(page);
  const search = page.getByRole('search');
  await search.getByRole('textbox', { name: /^(Đối tượng|Target)$/ }).fill('CONTACT.youtube');
  await search.getByRole('textbox', { name: /^(Người vận hành|Operator)$/ }).fill('admin');
  await search.getByRole('button', { name: /^(Tìm kiếm|Search)$/ }).click();
  const newestAction = page.getByRole('list', { name: /Thao tác của người vận hành|Operator actions/ }).getByRole('listitem').first();
  await expect(newestAction).toContainText(/Đổi thiết lập|Setting changed/);
  await expect(newestAction.getByRole('list', { name: /^(Thay đổi|Changes)$/ })).toContainText(`${before} → ${value}`);
  await expect(page.getByRole('link', { name: /CSV/ })).toHaveAttribute('href', /export\.csv\?operator=admin&target=CONTACT\.youtube$/);
});

test('a new operator sets up the account from the one-time link (password and authenticator), then signs in', async ({ page, request }) => {
  const username = `set${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;
  const setupPath = await operatorMadeByTwoAdmins(request, username, 'FINANCE');

  await page.goto(setupPath);
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1, name: /Thiết lập người vận hành|Operator setup/ })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('img', { name: new RegExp(username) })).toBeVisible();
  const secret = (await page.getByLabel(/Khóa xác thực|Authenticator key/).textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await page.getByLabel(/^(Mật khẩu|Password)$/).fill(OPS_PASSWORD);
  await page.getByLabel(/^(Xác nhận mật khẩu|Confirm password)$/).fill(OPS_PASSWORD);
  await page.getByRole('textbox', { name: /Mã từ ứng dụng xác thực|Code from the authenticator/ }).fill(totpAt(secret));
  await page.getByRole('button', { name: /Hoàn tất thiết lập|Finish setup/ }).click();
  await expect(page).toHaveURL(/\/ops\/login$/);

  // The link is used up.
  await page.goto(setupPath);
  await expect(page.getByText(/Liên kết thiết lập không hợp lệ, đã dùng hoặc đã hết hạn|This setup link is invalid, used or expired/)).toBeVisible();

  await signInThroughForm(page, username, secret);
  await expect(page.getByRole('navigation', { name: /Menu bảng điều khiển|Console menu/ }).getByRole('link', { name: /Trả thưởng khai thác|Mining accrual/ })).toBeVisible();
});

test("one admin's new operator waits; a second admin approves it in the console and is shown its setup link", async ({ page, request }) => {
  const username = `two${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;
  const asked = await request.post('/api/ops/operators', { headers: { authorization: `Bearer ${E2E_OPS_TOKEN}` }, data: { username, role: 'SUPPORT' } });
  expect(asked.status()).toBe(200);
  expect(((await asked.json()) as { message: string }).message).toBe('Waiting for a second admin');
  const approve = new RegExp(`^(Duyệt: Người vận hành mới|Approve New operator) ${username} `);

  // The requester sees it waiting, with nothing to approve.
  await signInAsOperator(page, 'admin');
  await page.goto('/ops/operators');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1, name: /^(Người vận hành|Operators)$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^(Rút lại: Người vận hành mới|Withdraw New operator) ${username} `) })).toBeVisible();
  await expect(page.getByRole('button', { name: approve })).toHaveCount(0);

  await signInAsOperator(page, 'admin2');
  await page.reload();
  await waitForPage(page);
  await page.getByRole('button', { name: approve }).click();
  await expect(page.getByRole('status').filter({ hasText: '/ops/setup?token=' })).toBeVisible();
  await expect(page.getByRole('button', { name: approve })).toHaveCount(0);
});

test('an admin asks for a new operator through the console form; a second admin approves it on the same page', async ({ page }) => {
  const username = `form${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;
  const request = new RegExp(`(Người vận hành mới|New operator) ${username} \\((Tài chính|Finance)\\)`);
  const approve = new RegExp(`^(Duyệt: Người vận hành mới|Approve New operator) ${username} `);

  await signInAsOperator(page, 'admin');
  await page.goto('/ops/operators');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 2, name: /^(Người vận hành và vai trò|Operators and their roles)$/ })).toBeVisible();
  const form = page.getByRole('form', { name: /^(Yêu cầu tạo người vận hành mới|Ask for a new operator)$/ });
  await form.getByRole('textbox', { name: /^(Tên đăng nhập|Username)$/ }).fill(username);
  await form.getByRole('combobox', { name: /^(Vai trò|Role)$/ }).selectOption('FINANCE');
  await form.getByRole('button', { name: /^(Gửi yêu cầu tạo người vận hành|Ask for this operator)$/ }).click();
  await expect(form.getByRole('status')).toContainText(/quản trị viên thứ hai duyệt|second admin’s approval/);
  // The requester's own request waits, with nothing to approve.
  await expect(page.getByRole('button', { name: new RegExp(`^(Rút lại: Người vận hành mới|Withdraw New operator) ${username} `) })).toBeVisible();
  await expect(page.getByRole('button', { name: approve })).toHaveCount(0);

  // The same name again is refused under the field.
  const field = form.getByRole('textbox', { name: /^(Tên đăng nhập|Username)$/ });
  await field.fill(username);
  await form.getByRole('button', { name: /^(Gửi yêu cầu tạo người vận hành|Ask for this operator)$/ }).click();
  await expect(field).toHaveAccessibleDescription(/Đã có một yêu cầu về người vận hành này|A request about this operator already waits/);

  await signInAsOperator(page, 'admin2');
  await page.reload();
  await waitForPage(page);
  await expect(page.getByText(request).locator('visible=true').first()).toBeVisible();
  await page.getByRole('button', { name: approve }).click();
  await expect(page.getByRole('status').filter({ hasText: '/ops/setup?token=' })).toBeVisible();
  await expect(page.getByRole('button', { name: approve })).toHaveCount(0);
  // The new operator is listed, not set up yet.
  await expect(page.getByText(username, { exact: true }).locator('visible=true').first()).toBeVisible();
});
