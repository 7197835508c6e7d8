import { expect, test, type Browser, type Page } from '@playwright/test';
import { createMember, signIn, signInThroughApi, type TestMember, waitForPage } from './helpers';
import { signInAsOperator, type DemoOperator } from './ops-helpers';
import { E2E_BASE_URL } from './origins';

// Three browsers (member, one or two operators) and scrypt sign-ins: longer than one page's flow.
test.describe.configure({ timeout: 180_000 });

const REASON = /^(Lý do \(lưu trong nhật ký kiểm toán\)|Reason \(kept in the audit log\))$/;

/** A browser of its own for the operator (the member signs in in the test's page). */
async function consolePage(browser: Browser, operator: DemoOperator): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: test.info().project.use.viewport ?? undefined });
  const page = await context.newPage();
  await signInAsOperator(page, operator);
  return page;
}

/** Runs a member action from its page: the button, then the dialog with a reason. */
async function actOnMember(page: Page, button: RegExp, reason: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(REASON).fill(reason);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toHaveCount(0);
}

async function expectMemberSignIn(page: Page, member: TestMember, signedIn: boolean) {
  await page.context().clearCookies();
  await signIn(page, member);
  if (signedIn) await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  else await expect(page.getByText(/Tài khoản này đã bị khóa; vui lòng liên hệ bộ phận hỗ trợ|This account is locked; contact support/)).toBeVisible({ timeout: 30_000 });
}

test('support finds a member, locks the account (the member cannot sign in), then unlocks it', async ({ browser, page, request }) => {
  const member = await createMember(request, 'lockme');
  const operatorPage = await consolePage(browser, 'support');
  try {
    await operatorPage.goto('/ops/members');
    await waitForPage(operatorPage);
    await operatorPage.getByRole('searchbox').fill(member.username);
    await operatorPage.getByRole('button', { name: /^(Tìm kiếm|Search)$/ }).click();
    await operatorPage.getByRole('link', { name: member.username, exact: true }).first().click();
    await expect(operatorPage).toHaveURL(new RegExp(`/ops/members/${member.username}$`));
    await expect(operatorPage.getByRole('heading', { level: 2, name: member.username })).toBeVisible();

    await actOnMember(operatorPage, /^(Khóa tài khoản|Lock account)$/, 'Reported stolen phone');
    await expect(operatorPage.getByRole('status').filter({ hasText: /Tài khoản đã bị khóa\.|The account is locked\./ })).toBeVisible();
    await expectMemberSignIn(page, member, false);

    await actOnMember(operatorPage, /^(Mở khóa tài khoản|Unlock account)$/, 'Phone recovered, identity checked');
    await expect(operatorPage.getByRole('button', { name: /^(Khóa tài khoản|Lock account)$/ })).toBeVisible();
    await expectMemberSignIn(page, member, true);
  } finally {
    await operatorPage.context().close();
  }
});

test("finance's adjustment above the threshold waits, the admin approves it, and it reaches the member's wallet", async ({ browser, page, request }) => {
  const member = await createMember(request, 'adjust');
  const finance = await consolePage(browser, 'finance');
  const admin = await consolePage(browser, 'admin');
  try {
    await finance.goto(`/ops/members/${member.username}`);
    await waitForPage(finance);
    const form = finance.getByRole('region', { name: /Điều chỉnh sổ cái|Ledger adjustment/ });
    await form.getByLabel(/^(Chiều|Direction)$/).selectOption('CREDIT');
    await form.getByLabel(/^(Số lượng|Amount)$/).fill('1500');
    await form.getByLabel(REASON).fill('Bank transfer booked by hand');
    await form.getByRole('button', { name: /Xem lại điều chỉnh|Review adjustment/ }).click();
    await finance.getByRole('dialog').getByRole('button', { name: /Xác nhận điều chỉnh|Confirm adjustment/ }).click();
    const waiting = form.getByRole('status').filter({ hasText: /AJ-[0-9A-F]{12}/ });
    await expect(waiting).toContainText(/đang chờ một nhân viên vận hành khác duyệt|waits for another operator/);
    const reference = /AJ-[0-9A-F]{12}/.exec((await waiting.textContent()) ?? '')![0];

    await admin.goto('/ops/adjustments');
    await waitForPage(admin);
    await admin.getByRole('button', { name: new RegExp(`^(Duyệt|Approve) ${reference}$`) }).click();
    const approval = admin.getByRole('dialog', { name: new RegExp(`^(Duyệt|Approve) ${reference}\\?$`) });
    await expect(approval).toContainText(member.username);
    await approval.getByRole('button', { name: /^(Duyệt|Approve)$/ }).click();
    await expect(admin.getByText(new RegExp(`${reference} (đã được áp dụng|is applied)`))).toBeVisible();
    await expect(admin.getByRole('button', { name: new RegExp(reference) })).toHaveCount(0);

    await signInThroughApi(page, member, '/wallet');
    await expect(page.getByTestId('balance-USDT').locator('strong')).toHaveText('$1.500,00');
  } finally {
    await finance.context().close();
    await admin.context().close();
  }
});
