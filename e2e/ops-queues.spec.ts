import { expect, test, type Page } from '@playwright/test';
import { signInThroughApi, waitForPage } from './helpers';
import { signInAsOperator } from './ops-helpers';

// The seeded queue members (server/db/seed-data/queues.ts): each size decides its own, so the two runs never meet.
const MEMBERS = {
  desktop: { kyc: 'thule', money: 'linh' },
  phone: { kyc: 'khoa', money: 'namtran' },
} as const;
const PASSWORD = 'Demo@12345';

const membersOf = () => MEMBERS[test.info().project.name === 'phone' ? 'phone' : 'desktop'];

/** A fresh 0x hash per run and size. */
const newTxHash = () => `0x${Array.from({ length: 64 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`;

async function signInAsMember(page: Page, username: string, path: string) {
  await page.context().clearCookies();
  await signInThroughApi(page, { username, password: PASSWORD }, path);
}

// Console pages, then the member's: more than the default 30 s on a busy machine.
test.beforeEach(() => test.setTimeout(120_000));

test('support rejects a KYC with a reason, and the member reads it on their KYC page and in a notification', async ({ page }) => {
  const { kyc: username } = membersOf();
  const reason = `Ảnh chân dung bị mờ (${test.info().project.name})`;
  await signInAsOperator(page, 'support');
  await page.goto('/ops/kyc');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Duyệt KYC' })).toBeVisible();

  await page.getByRole('button', { name: `Xem xét ${username}` }).click();
  const review = page.getByRole('region', { name: `KYC của ${username}` });
  await expect(review).toContainText('Số giấy tờ');
  // The document, from the console's protected route, large and zoomed.
  await review.getByRole('button', { name: /^Phóng to: Mặt trước giấy tờ/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Mặt trước giấy tờ' });
  const image = viewer.getByRole('img', { name: 'Mặt trước giấy tờ' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await viewer.getByRole('button', { name: 'Phóng to', exact: true }).click();
  await expect(viewer.getByRole('button', { name: 'Thu nhỏ' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);

  // A rejection without a reason is refused on its field; with one, confirmed, it leaves the queue.
  await review.getByLabel('Từ chối', { exact: true }).check();
  await review.getByRole('button', { name: 'Từ chối KYC…' }).click();
  await expect(review.getByText('Cần nêu lý do khi từ chối')).toBeVisible();
  await review.getByLabel('Lý do (thành viên sẽ đọc)').fill(reason);
  await review.getByRole('button', { name: 'Từ chối KYC…' }).click();
  await page.getByRole('dialog', { name: `Từ chối KYC của ${username}?` }).getByRole('button', { name: 'Từ chối', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Đã quyết định: ${username}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Xem xét ${username}` })).toHaveCount(0);

  await signInAsMember(page, username, '/dashboard');
  await page.getByRole('button', { name: /^Thông báo/ }).click();
  await expect(page.getByRole('region', { name: 'Thông báo', exact: true })).toContainText(`KYC bị từ chối: ${reason}`);
  await page.goto('/setting/kyc');
  await waitForPage(page);
  await expect(page.getByText(`Lý do: ${reason}`)).toBeVisible();
});

test('finance approves a withdrawal with the payout hash, and the member sees the transaction', async ({ page }) => {
  const { money: username } = membersOf();
  const txHash = newTxHash();
  await signInAsOperator(page, 'finance');
  await page.goto('/ops/withdrawals');
  await waitForPage(page);

  await page.getByRole('button', { name: new RegExp(`^Xem xét lệnh rút của ${username} `) }).click();
  const review = page.getByRole('region', { name: /^Lệnh rút / });
  await expect(review).toContainText('Tuổi tài khoản');
  await expect(review).toContainText('Các lệnh rút trước');
  await expect(review).toContainText('Đã duyệt');

  await review.getByLabel('Mã giao dịch (hash) của khoản chi trả').fill('0x1234');
  await review.getByRole('button', { name: 'Duyệt lệnh rút…' }).click();
  await expect(review.getByLabel('Mã giao dịch (hash) của khoản chi trả')).toHaveAttribute('aria-invalid', 'true');
  await review.getByLabel('Mã giao dịch (hash) của khoản chi trả').fill(txHash);
  await review.getByRole('button', { name: 'Duyệt lệnh rút…' }).click();
  await page.getByRole('dialog', { name: 'Duyệt lệnh rút này?' }).getByRole('button', { name: 'Duyệt', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã quyết định' })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^Xem xét lệnh rút của ${username} `) })).toHaveCount(0);

  await signInAsMember(page, username, '/wallet');
  await expect(page.locator(`a[href$="/tx/${txHash}"]`)).toBeVisible();
});

test("finance confirms a bank order's payment, and its units reach the member's warehouse", async ({ page }) => {
  const { money: username } = membersOf();
  await signInAsOperator(page, 'finance');
  await page.goto('/ops/bank-orders');
  await waitForPage(page);

  // A table row on the desktop, a stacked card on the phone (getByRole leaves out the hidden one).
  const row = page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: `${username} · ` });
  await expect(row).toHaveCount(1);
  const code = ((await row.textContent()) ?? '').match(/FH[A-Z0-9]{8}/)![0];
  await expect(row).toContainText('VND');
  await row.getByRole('button', { name: `Xác nhận thanh toán của ${code}` }).click();
  await page.getByRole('dialog', { name: `Xác nhận thanh toán của ${code}?` }).getByRole('button', { name: 'Xác nhận đã thanh toán' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Đơn ${code} đã được xác nhận thanh toán` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Xác nhận thanh toán của ${code}` })).toHaveCount(0);

  await signInAsMember(page, username, '/order/warehouse');
  // A table row on the desktop, a card on the phone.
  await expect(page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: code }).first()).toContainText('Trong kho');
});
