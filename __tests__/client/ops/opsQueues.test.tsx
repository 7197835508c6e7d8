import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as handle } from 'msw';
import type { ReactNode } from 'react';
import OpsFrame from '@/components/ops/OpsFrame';
import BankOrderQueueView from '@/components/ops/queues/BankOrderQueueView';
import KycQueueView from '@/components/ops/queues/KycQueueView';
import WithdrawalQueueView from '@/components/ops/queues/WithdrawalQueueView';
import type { BankOrderQueueItem, KycReview, WithdrawalReview } from '@/contract/ops-queues';
import vietnamese from '@/locales/vi-VN.json';
import { apiUrl, fail, ok } from '../../setup/handlers';
import { server } from '../../setup/server';
import { recordPost } from '../auth/helpers/authFixtures';
import { createFakeRouter } from '../auth/helpers/fakeRouter';
import { renderWithAuth } from '../auth/helpers/renderWithAuth';

// Several screens and calls each, on a busy machine.
jest.setTimeout(30_000);

const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

function renderConsole(view: ReactNode) {
  renderWithAuth(<OpsFrame>{view}</OpsFrame>, { router: createFakeRouter({ pathname: '/ops', query: {} }), withSession: false });
}

/** A GET handler that counts its calls and answers from `answer()` (changed by the test as the queue changes). */
function countedGet<T>(path: string, answer: () => T) {
  const calls = { count: 0 };
  server.use(
    handle.get(apiUrl(path), () => {
      calls.count += 1;
      return ok(answer());
    }),
  );
  return calls;
}

const page = <T,>(items: T[]) => ({ items, limit: 20, nextCursor: null });

const THU_REVIEW: KycReview = {
  username: 'thule',
  fullName: 'Lê Thị Thu',
  documentType: 'ID_CARD',
  submittedAt: ago(20),
  email: 'thule@example.com',
  phone: '0913000001',
  dateOfBirth: null,
  address: null,
  status: 'PENDING',
  documentNumber: '079200001234',
  memberSince: ago(24 * 6),
  files: { front: '/api/ops/queues/kyc/thule/file/a.png', back: '/api/ops/queues/kyc/thule/file/b.png', selfie: '/api/ops/queues/kyc/thule/file/c.png' },
};

describe('KYC queue', () => {
  it('refuses a rejection without a reason on its field, then rejects with one after the confirmation and reads the queue again', async () => {
    let items = [{ username: 'thule', fullName: 'Lê Thị Thu', documentType: 'ID_CARD', submittedAt: ago(20) }];
    const list = countedGet('ops/queues/kyc', () => page(items));
    server.use(handle.get(apiUrl('ops/queues/kyc/thule'), () => ok(THU_REVIEW)));
    const decision = recordPost('ops/kyc/thule', () => {
      items = [];
      return ok({ status: 'REJECTED' });
    });
    server.use(decision.handler);
    renderConsole(<KycQueueView />);

    await userEvent.click((await screen.findAllByRole('button', { name: 'Xem xét thule' }))[0]);
    const panel = await screen.findByRole('region', { name: 'KYC của thule' });
    expect(await within(panel).findByText('079200001234')).toBeInTheDocument();
    await userEvent.click(within(panel).getByLabelText(vietnamese.Reject));
    await userEvent.click(within(panel).getByRole('button', { name: vietnamese['Reject KYC…'] }));
    const reason = within(panel).getByLabelText(vietnamese['Reason (the member reads it)']);
    await waitFor(() => expect(reason).toHaveAccessibleDescription(vietnamese['A reason is required to reject']));
    expect(decision.bodies).toEqual([]);

    await userEvent.type(reason, 'Ảnh mờ');
    await userEvent.click(within(panel).getByRole('button', { name: vietnamese['Reject KYC…'] }));
    const dialog = await screen.findByRole('dialog', { name: 'Từ chối KYC của thule?' });
    expect(dialog).toHaveTextContent('Thành viên sẽ đọc: Ảnh mờ');
    await userEvent.click(within(dialog).getByRole('button', { name: vietnamese.Reject }));

    await waitFor(() => expect(decision.bodies).toEqual([{ decision: 'REJECT', reason: 'Ảnh mờ' }]));
    expect(decision.headers[0].get('x-ops-console')).toBe('1');
    expect(await screen.findByText('Đã quyết định: thule')).toBeInTheDocument();
    expect(list.count).toBeGreaterThanOrEqual(2);
    expect(await screen.findByText(vietnamese['Nothing waits for a review.'])).toBeInTheDocument();
  });

  it('opens an image large from its thumbnail, by keyboard, and zooms it', async () => {
    countedGet('ops/queues/kyc', () => page([{ username: 'thule', fullName: 'Lê Thị Thu', documentType: 'ID_CARD', submittedAt: ago(20) }]));
    server.use(handle.get(apiUrl('ops/queues/kyc/thule'), () => ok(THU_REVIEW)));
    renderConsole(<KycQueueView />);

    await userEvent.click((await screen.findAllByRole('button', { name: 'Xem xét thule' }))[0]);
    const thumbnail = await screen.findByRole('button', { name: 'Phóng to: Mặt trước giấy tờ' });
    thumbnail.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Mặt trước giấy tờ' });
    expect(within(dialog).getByRole('img', { name: 'Mặt trước giấy tờ' })).toHaveAttribute('src', THU_REVIEW.files.front);
    const zoom = within(dialog).getByRole('button', { name: vietnamese['Zoom in'] });
    await userEvent.click(zoom);
    expect(within(dialog).getByRole('button', { name: vietnamese['Zoom out'] })).toHaveAttribute('aria-pressed', 'true');
  });
});

const WITHDRAWAL: WithdrawalReview = {
  _id: '11111111-1111-4111-8111-111111111111',
  username: 'linh',
  symbol: 'USDT',
  amount: '60',
  fee: '1',
  address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  reference: 'WD1234',
  createdAt: ago(5),
  chainId: 97,
  addressLabel: 'Binance',
  addressAddedAt: ago(24 * 30),
  addressConfirmedAt: ago(24 * 30),
  member: {
    username: 'linh',
    fullName: 'Hoàng Thùy Linh',
    email: 'linh@example.com',
    kycStatus: 'APPROVED',
    memberSince: ago(24 * 40),
    twoFactorEnabled: false,
    moneyOutHeldUntil: null,
    moneyOutBlockedAt: null,
  },
  securityChanges: [{ change: 'PASSWORD', at: ago(30) }],
  earlierWithdrawals: [],
  earlierCounts: { PENDING: 0, APPROVED: 0, REJECTED: 0, CANCELLED: 0 },
};

describe('withdrawal queue', () => {
  it("shows what to weigh, and puts the server's refusal of the hash on its field", async () => {
    countedGet('ops/queues/withdrawals', () => page([{ ...WITHDRAWAL }]));
    server.use(handle.get(apiUrl(`ops/queues/withdrawals/${WITHDRAWAL._id}`), () => ok(WITHDRAWAL)));
    const decision = recordPost(`ops/withdraw/${WITHDRAWAL._id}`, () => fail(400, 'VALIDATION_FAILED', { fields: { txHash: 'TX_HASH_RULE' } }));
    server.use(decision.handler);
    renderConsole(<WithdrawalQueueView />);

    await userEvent.click((await screen.findAllByRole('button', { name: /^Xem xét lệnh rút của linh/ }))[0]);
    const panel = await screen.findByRole('region', { name: 'Lệnh rút WD1234' });
    expect(await within(panel).findByText('Đã đổi mật khẩu', { exact: false })).toBeInTheDocument();
    expect(within(panel).getByText('30 ngày')).toBeInTheDocument();

    const hash = within(panel).getByLabelText(vietnamese['Transaction hash of the payout']);
    await userEvent.type(hash, `0x${'a'.repeat(64)}`);
    await userEvent.click(within(panel).getByRole('button', { name: vietnamese['Approve withdrawal…'] }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: vietnamese['Approve this withdrawal?'] })).getByRole('button', { name: vietnamese.Approve }));

    await waitFor(() => expect(decision.bodies).toEqual([{ decision: 'APPROVE', txHash: `0x${'a'.repeat(64)}` }]));
    await waitFor(() => expect(hash).toHaveAccessibleDescription(expect.stringContaining(vietnamese['The transaction hash must be 0x followed by 64 hex digits'])));
  });
});

const ORDER: BankOrderQueueItem = {
  code: 'FHABCD2345',
  username: 'namtran',
  fullName: 'Trịnh Văn Nam',
  total: '100',
  amountVnd: 2600000,
  createdAt: ago(2),
  expiresAt: ago(-22),
};

describe('bank order queue', () => {
  it('confirms a payment after the confirmation step, and asks a reason before cancelling', async () => {
    let items = [ORDER];
    countedGet('ops/queues/bank-orders', () => page(items));
    const confirmation = recordPost(`ops/order/${ORDER.code}/confirm`, () => {
      items = [];
      return ok({ code: ORDER.code, status: 'COMPLETED' });
    });
    const cancel = recordPost(`ops/queues/bank-orders/${ORDER.code}/cancel`, () => ok({ code: ORDER.code, status: 'CANCELLED' }));
    server.use(confirmation.handler, cancel.handler);
    renderConsole(<BankOrderQueueView />);

    expect((await screen.findAllByText(/2[.,]600[.,]000 VND/)).length).toBeGreaterThan(0);
    await userEvent.click(screen.getAllByRole('button', { name: `Hủy ${ORDER.code}` })[0]);
    const cancelDialog = await screen.findByRole('dialog', { name: `Hủy đơn ${ORDER.code}?` });
    await userEvent.click(within(cancelDialog).getByRole('button', { name: vietnamese['Cancel order'] }));
    await waitFor(() => expect(within(cancelDialog).getByLabelText(vietnamese['Reason (kept in the audit log)'])).toHaveAccessibleDescription(/./));
    expect(cancel.bodies).toEqual([]);
    await userEvent.click(within(cancelDialog).getByRole('button', { name: vietnamese.Back }));

    await userEvent.click(screen.getAllByRole('button', { name: `Xác nhận thanh toán của ${ORDER.code}` })[0]);
    const dialog = await screen.findByRole('dialog', { name: `Xác nhận thanh toán của ${ORDER.code}?` });
    expect(confirmation.bodies).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: vietnamese['Confirm payment'] }));

    await waitFor(() => expect(confirmation.bodies).toHaveLength(1));
    expect(await screen.findByText(`Đơn ${ORDER.code} đã được xác nhận thanh toán`)).toBeInTheDocument();
    expect(await screen.findByText(vietnamese['No bank order awaits payment.'])).toBeInTheDocument();
  });
});
