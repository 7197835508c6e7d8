import { screen, within } from '@testing-library/react';
import MemberDetailView from '@/components/ops/members/MemberDetailView';
import type { LedgerEntry } from '@/contract/ledger';
import { order } from '../order/helpers/orderPagesFixtures';
import { apiUrl, handle, memberDetail, memberPageServer, ok, renderOps, rowsOf, server, tableNamed, vi } from './helpers/renderOps';

jest.setTimeout(20_000);

const DemoPage = () => <MemberDetailView username="demo" />;

const ENTRY: LedgerEntry = {
  _id: '41',
  symbol: 'USDT',
  type: 'ORDER_PAYMENT',
  amount: '-100',
  balanceAfter: '150.25',
  reference: 'FHABCD2345',
  status: 'COMPLETED',
  createdAt: '2026-03-04T05:06:00.000Z',
};

describe("the console's member page in the operator's language", () => {
  it('names the package, the products, the payment method and the statuses as the portal does, never their codes', async () => {
    memberPageServer(() => memberDetail());
    server.use(
      handle.get(apiUrl('ops/members/:username/orders'), () => ok({ items: [order({ status: 'COMPLETED' })], limit: 10, nextCursor: null })),
      handle.get(apiUrl('ops/members/:username/ledger'), () => ok({ items: [ENTRY], limit: 20, nextCursor: null })),
    );
    await renderOps(DemoPage, '/ops/members/demo', 'Member');

    const profile = await screen.findByRole('region', { name: vi('Profile') });
    expect(within(profile).getByText('Gói Vàng')).toBeInTheDocument();
    expect(within(profile).getByText('Tiếng Việt')).toBeInTheDocument();
    expect(within(profile).queryByText('vi-VN')).toBeNull();

    const [orderRow] = rowsOf(await screen.findByRole('table', { name: vi('Orders') }));
    const orderCells = within(orderRow).getAllByRole('cell').map((cell) => cell.textContent);
    expect(orderCells).toEqual(expect.arrayContaining(['Gói Vàng × 1', vi('Bank Transfer'), vi('Completed')]));
    expect(orderCells.join(' ')).not.toMatch(/GOLD|BANK|COMPLETED/);

    const [ledgerRow] = rowsOf(tableNamed(vi('Ledger')));
    const ledgerCells = within(ledgerRow).getAllByRole('cell').map((cell) => cell.textContent);
    expect(ledgerCells).toEqual(expect.arrayContaining([vi('Order payment'), vi('Completed')]));
    expect(ledgerCells).not.toContain('COMPLETED');
  });
});
