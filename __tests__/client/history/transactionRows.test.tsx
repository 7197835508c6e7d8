import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import TransactionsPage from '@/pages/transactions';
import { numberFormat } from '@/config/format';
import { fail } from '../../setup/handlers';
import { apiUrl, entry, handle, incomeAllowed, recordList, server } from './helpers/historyFixtures';
import { renderHistory, signIn, vi, viWith } from './helpers/renderHistory';

const renderTransactions = (query: Record<string, string> = {}) => renderHistory(TransactionsPage, { path: '/transactions', query });

// The first render of a file loads the shell and its texts: slow on a busy machine.
jest.setTimeout(20_000);
const findTable = () => screen.findByRole('table', { name: vi('Transactions') }, { timeout: 10_000 });
const table = () => screen.getByRole('table', { name: vi('Transactions') });
const typeCells = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);
/** The phone list (hidden by CSS in jsdom, which has no phone-width media). */
const phoneRows = () => screen.getAllByTestId('transaction-row');

/** Amounts as the page shows them in Vietnamese. */
const inVietnamese = numberFormat('vi-VN');
const BOOK_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const withdrawal = { kind: 'WITHDRAWAL', reference: 'WD-0123456789AB', address: BOOK_ADDRESS, addressLabel: 'Binance' } as const;

describe('/transactions: the dates', () => {
  beforeEach(() => signIn());

  it('says under "To" that the end is before the start, and asks for no list of that range', async () => {
    incomeAllowed(true);
    const queries = recordList(() => ({ items: [entry()] }));
    renderTransactions();
    await findTable();

    fireEvent.change(screen.getByLabelText(vi('From')), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText(vi('To')), { target: { value: '2026-03-01' } });

    const text = vi('The end date must not be before the start date');
    await waitFor(() => expect(screen.getByLabelText(vi('To'))).toHaveAccessibleDescription(text));
    expect(screen.getByLabelText(vi('To'))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(vi('Change the dates to see your transactions.'))).toBeInTheDocument();
    expect(screen.queryByText(vi('The transactions could not be loaded.'))).not.toBeInTheDocument();
    expect(queries.some((query) => query.from === '2026-03-10' && query.to === '2026-03-01')).toBe(false);

    fireEvent.change(screen.getByLabelText(vi('To')), { target: { value: '2026-03-31' } });
    await waitFor(() => expect(queries.at(-1)).toEqual({ from: '2026-03-10', to: '2026-03-31', limit: '20' }));
    expect(screen.getByLabelText(vi('To'))).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server’s refusal of a date under that date, not as a failed load', async () => {
    incomeAllowed(true);
    server.use(handle.get(apiUrl('auth/transaction/list'), () => fail(400, 'VALIDATION_FAILED', { fields: { from: 'RANGE_TOO_LONG' } })));
    renderTransactions({ from: '2024-01-01', to: '2026-03-01' });

    await waitFor(() => expect(screen.getByLabelText(vi('From'))).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(vi('From'))).toHaveAccessibleDescription(expect.stringContaining(vi('The range can be at most 366 days')));
    expect(screen.queryByText(vi('The transactions could not be loaded.'))).not.toBeInTheDocument();
  });
});

describe('/transactions: what each row concerns', () => {
  beforeEach(() => signIn());

  it('names the other member, the order and the withdrawal, and labels a withdrawal’s refund as such', async () => {
    incomeAllowed(true);
    recordList(() => ({
      items: [
        entry({ _id: 'r1', type: 'WITHDRAW', amount: '30', balanceAfter: '130', reference: withdrawal.reference, counterpart: withdrawal }),
        entry({ _id: 'r2', type: 'FEE', amount: '1', balanceAfter: '100', reference: withdrawal.reference, counterpart: withdrawal }),
        entry({ _id: 'w1', type: 'WITHDRAW', amount: '-30', balanceAfter: '99', reference: withdrawal.reference, status: 'CANCELLED', counterpart: withdrawal }),
        entry({ _id: 't1', symbol: 'EV', type: 'TRANSFER_OUT', amount: '-200', balanceAfter: '300', counterpart: { kind: 'MEMBER', username: 'alice' } }),
        entry({ _id: 't2', symbol: 'EV', type: 'TRANSFER_IN', amount: '50', balanceAfter: '500', counterpart: { kind: 'MEMBER', username: 'bob' } }),
        entry({ _id: 'o1', symbol: 'EV', type: 'ORDER_PAYMENT', amount: '-800', balanceAfter: '450', reference: 'FHABCD2345', counterpart: { kind: 'ORDER', code: 'FHABCD2345' } }),
        entry({ _id: 'd1', type: 'DEPOSIT', amount: '100', balanceAfter: '100' }),
      ],
    }));
    renderTransactions();
    await findTable();

    const address = 'Binance · 0x5290…9EE7';
    expect(typeCells()).toEqual([
      `${vi('Withdrawal refund')}${address} · WD-0123456789AB`,
      `${vi('Fee refund')}${address} · WD-0123456789AB`,
      `${vi('Withdrawal')}${address} · WD-0123456789AB`,
      `${vi('Transfer out')}${viWith('To %username%', { username: 'alice' })}`,
      `${vi('Transfer in')}${viWith('From %username%', { username: 'bob' })}`,
      `${vi('Order payment')}${viWith('Order %code%', { code: 'FHABCD2345' })}`,
      vi('Deposit'),
    ]);

    const rows = phoneRows();
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent(vi('Withdrawal refund'));
    expect(rows[0]).toHaveTextContent(inVietnamese.signed('30', 'USDT'));
    expect(rows[0]).toHaveTextContent(address);
    expect(rows[2]).toHaveTextContent(`${vi('Withdrawal')} · ${vi('Cancelled')}`);
    expect(rows[3]).toHaveTextContent(viWith('To %username%', { username: 'alice' }));
    expect(rows[3]).toHaveTextContent(inVietnamese.signed('-200', 'EV'));
    expect(within(rows[3]).getByText(inVietnamese.amount('300', 'EV'))).toBeInTheDocument();
    expect(rows[6]).not.toHaveTextContent(vi('Completed'));
  });
});
