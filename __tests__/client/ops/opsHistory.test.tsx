import { screen, waitFor, within } from '@testing-library/react';
import BankOrderQueueView from '@/components/ops/queues/BankOrderQueueView';
import WithdrawalQueueView from '@/components/ops/queues/WithdrawalQueueView';
import type { BankOrderRecord, ProcessedWithdrawal } from '@/contract/ops-history';
import { HttpResponse } from 'msw';
import { apiUrl, handle, ok, renderOps, rowsOf, server, tableNamed, vi } from './helpers/renderOps';

jest.setTimeout(20_000);

const EMPTY_PAGE = { items: [], limit: 20, nextCursor: null };
const WITHDRAWAL: ProcessedWithdrawal = {
  _id: '5d1f0b7e-1111-4222-8333-444455556666',
  username: 'minh',
  symbol: 'USDT',
  amount: '120',
  fee: '1',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  reference: 'WD-1',
  status: 'REJECTED',
  txHash: null,
  reason: 'Unknown address',
  createdAt: '2026-03-04T05:06:00.000Z',
  decidedAt: '2026-03-04T06:00:00.000Z',
};
const ORDER: BankOrderRecord = {
  code: 'FHABCD2345',
  username: 'minh',
  fullName: 'Đặng Quang Minh',
  status: 'COMPLETED',
  total: '100',
  amountVnd: 2_500_000,
  paymentReference: 'OPS',
  createdAt: '2026-03-04T05:06:00.000Z',
  processedAt: '2026-03-04T07:00:00.000Z',
  expiresAt: '2026-03-05T05:06:00.000Z',
};

/** The query strings each call of `path` sent. */
function recordQueries(path: string, answer: () => Response) {
  const queries: Record<string, string>[] = [];
  server.use(
    handle.get(apiUrl(path), ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return answer();
    }),
  );
  return queries;
}

/** What the page handed to the browser's download: the file name and its text. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => {
      blobs.set(`blob:test/${blobs.size}`, blob);
      return `blob:test/${blobs.size - 1}`;
    }),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
  return saved;
}

afterEach(() => jest.restoreAllMocks());

describe('/ops/withdrawals history', () => {
  it('lists the decided withdrawals in words, filters them by status and days, and downloads the filtered CSV', async () => {
    server.use(handle.get(apiUrl('ops/queues/withdrawals'), () => ok(EMPTY_PAGE)));
    const queries = recordQueries('ops/history/withdrawals', () => ok({ items: [WITHDRAWAL], limit: 20, nextCursor: null }));
    const files = recordQueries('ops/history/withdrawals.csv', () =>
      new HttpResponse('\uFEFFdecided_at\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="filhub-withdrawals-2026-03-01-to-2026-03-04.csv"' } }),
    );
    const saved = captureDownloads();
    const { user } = await renderOps(WithdrawalQueueView, '/ops/withdrawals', 'Withdrawals', 'FINANCE');

    const [row] = rowsOf(await screen.findByRole('table', { name: vi('Decided withdrawals, newest first') }));
    expect(within(row).getByText(vi('Rejected'))).toBeInTheDocument();
    expect(within(row).getByText('Unknown address')).toBeInTheDocument();
    expect(within(row).queryByText('REJECTED')).toBeNull();

    const form = screen.getByRole('form', { name: vi('Filter the decided withdrawals') });
    await user.selectOptions(within(form).getByRole('combobox', { name: vi('Status') }), vi('Approved'));
    await user.type(within(form).getByLabelText(vi('From')), '2026-03-01');
    await user.type(within(form).getByLabelText(vi('To')), '2026-03-04');
    await user.click(within(form).getByRole('button', { name: vi('Filter') }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ status: 'APPROVED', from: '2026-03-01', to: '2026-03-04' }));
    expect(queries[0]).toEqual({});

    await user.click(screen.getByRole('button', { name: vi('Download as CSV') }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['filhub-withdrawals-2026-03-01-to-2026-03-04.csv']));
    expect(files).toEqual([{ status: 'APPROVED', from: '2026-03-01', to: '2026-03-04' }]);
  });
});

describe('/ops/bank-orders search and history', () => {
  it('finds an order by a pasted transfer content and lists the processed orders with their status in words', async () => {
    server.use(handle.get(apiUrl('ops/queues/bank-orders'), () => ok(EMPTY_PAGE)));
    recordQueries('ops/history/bank-orders', () => ok({ items: [ORDER], limit: 20, nextCursor: null }));
    const searches = recordQueries('ops/history/bank-orders/search', () => ok({ items: [ORDER] }));
    const { user } = await renderOps(BankOrderQueueView, '/ops/bank-orders', 'Bank orders', 'FINANCE');

    const [processed] = rowsOf(await screen.findByRole('table', { name: vi('Processed bank orders, newest first') }));
    expect(within(processed).getByText(vi('Completed'))).toBeInTheDocument();

    const search = screen.getByRole('search', { name: vi('Find an order') });
    await user.type(within(search).getByRole('searchbox', { name: vi('Order code or transfer content') }), 'CK FHABCD2345 chuyen tien');
    await user.click(within(search).getByRole('button', { name: vi('Search') }));
    const [found] = rowsOf(await screen.findByRole('table', { name: vi('Bank orders found') }));
    expect(within(found).getByText('FHABCD2345')).toBeInTheDocument();
    expect(within(found).getByText(vi('Completed'))).toBeInTheDocument();
    expect(searches).toEqual([{ q: 'CK FHABCD2345 chuyen tien' }]);
    expect(tableNamed(vi('Processed bank orders, newest first'))).toBeInTheDocument();
  });

  it("shows the server's refusal of a search under its field", async () => {
    server.use(
      handle.get(apiUrl('ops/queues/bank-orders'), () => ok(EMPTY_PAGE)),
      handle.get(apiUrl('ops/history/bank-orders'), () => ok(EMPTY_PAGE)),
      handle.get(apiUrl('ops/history/bank-orders/search'), () =>
        HttpResponse.json({ statusCode: 400, code: 'ORDER_SEARCH_RULE', message: 'x', errors: { q: 'x' }, fieldCodes: { q: 'ORDER_SEARCH_RULE' } }, { status: 400 }),
      ),
    );
    const { user } = await renderOps(BankOrderQueueView, '/ops/bank-orders', 'Bank orders', 'FINANCE');
    const box = await screen.findByRole('searchbox', { name: vi('Order code or transfer content') });
    await user.type(box, '!!!');
    await user.click(screen.getByRole('button', { name: vi('Search') }));
    await waitFor(() => expect(box).toHaveAccessibleDescription(vi('Type 3 to 200 characters of an order code or a transfer content')));
    expect(screen.queryByRole('table', { name: vi('Bank orders found') })).toBeNull();
  });
});
