import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import TransactionsPage from '@/pages/transactions';
import { apiUrl, cursorPageOf, entry, handle, incomeAllowed, ok, recordList, server } from './helpers/historyFixtures';
import { findHeading, renderHistory, signIn, vi, viWith } from './helpers/renderHistory';

function renderTransactions(query: Record<string, string> = {}) {
  return renderHistory(TransactionsPage, { path: '/transactions', query });
}

const table = () => screen.getByRole('table', { name: vi('Transactions') });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('/transactions', () => {
  beforeEach(() => signIn());

  it('explains why the history is closed and asks for no list when display-income refuses', async () => {
    incomeAllowed(false);
    const queries = recordList(() => ({ items: [entry()] }));
    renderTransactions();
    await findHeading('Transactions');

    expect(await screen.findByText(vi('Your income history opens once your identity (KYC) is approved.'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: vi('Verify your identity') })).toHaveAttribute('href', '/setting/kyc');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(vi('Symbol'))).not.toBeInTheDocument();
    expect(queries).toHaveLength(0);
  });

  it('shows a loading state while access is being checked', async () => {
    let release: (allowed: boolean) => void = () => undefined;
    const answer = new Promise<boolean>((resolve) => (release = resolve));
    server.use(handle.get(apiUrl('auth/client/display-income'), async () => ok({ allowed: await answer })));
    const queries = recordList(() => ({ items: [entry()] }));
    renderTransactions();

    expect(await screen.findByText(vi('Checking access to your history…'))).toBeInTheDocument();
    expect(queries).toHaveLength(0);
    release(true);
    expect(await screen.findByRole('table', { name: vi('Transactions') })).toBeInTheDocument();
    expect(screen.queryByText(vi('Checking access to your history…'))).not.toBeInTheDocument();
  });

  it('lists the entries with translated types and statuses, signed and formatted amounts', async () => {
    incomeAllowed(true);
    recordList(() => ({
      items: [
        entry(),
        entry({ _id: 't2', symbol: 'EV', type: 'TRANSFER_OUT', amount: '-3.1234567', balanceAfter: '96.8765433', status: 'PENDING' }),
        entry({ _id: 't3', symbol: 'EC', type: 'MINING_REWARD', amount: '0.5', balanceAfter: '12000', status: 'COMPLETED' }),
      ],
    }));
    renderTransactions();
    await screen.findByRole('table', { name: vi('Transactions') });

    const headers = within(table()).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([vi('Date'), vi('Type'), vi('Symbol'), vi('Amount'), vi('Balance after'), vi('Status')]);
    const cells = bodyRows().map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells[0].slice(1)).toEqual([vi('Deposit'), 'USDT', '+$1.250,50', '$1.250,50', vi('Completed')]);
    expect(cells[1].slice(1)).toEqual([vi('Transfer out'), 'EV', '-3,123456 EV', '96,876543 EV', vi('Pending')]);
    expect(cells[2].slice(1)).toEqual([vi('Mining reward'), 'EC', '+0,5 EC', '12.000 EC', vi('Completed')]);
    expect(cells[0][0]).not.toBe('—');
  });

  it('sends the filters in the request and keeps them in the URL', async () => {
    incomeAllowed(true);
    const queries = recordList(() => ({ items: [entry()] }));
    const { user, routes } = renderTransactions();
    await screen.findByRole('table', { name: vi('Transactions') });
    expect(queries[0]).toEqual({ limit: '20' });

    await user.selectOptions(screen.getByLabelText(vi('Symbol')), 'EV');
    await waitFor(() => expect(queries.at(-1)).toEqual({ symbol: 'EV', limit: '20' }));
    expect(routes.queries.at(-1)).toEqual({ symbol: 'EV' });
    expect(routes.replace).toHaveBeenLastCalledWith(expect.anything(), undefined, expect.objectContaining({ shallow: true }));

    await user.selectOptions(screen.getByLabelText(vi('Type')), 'SWAP_IN');
    fireEvent.change(screen.getByLabelText(vi('From')), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText(vi('To')), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ symbol: 'EV', type: 'SWAP_IN', from: '2026-03-01', to: '2026-03-31', limit: '20' }),
    );
    expect(routes.queries.at(-1)).toEqual({ symbol: 'EV', type: 'SWAP_IN', from: '2026-03-01', to: '2026-03-31' });

    await user.click(screen.getByRole('button', { name: vi('Clear filters') }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ limit: '20' }));
  });

  it('reads the filters of a reloaded URL and ignores invalid ones (and the page number of an old link)', async () => {
    incomeAllowed(true);
    const queries = recordList(() => ({ items: [entry({ symbol: 'EC' })] }));
    // A list paged by key starts at its first page: an old link's page number is not read.
    renderTransactions({ symbol: 'EC', type: 'NOPE', from: '2026-02-30', to: '2026-03-31', page: '2' });
    await screen.findByRole('table', { name: vi('Transactions') });

    expect(queries[0]).toEqual({ symbol: 'EC', to: '2026-03-31', limit: '20' });
    expect(screen.getByLabelText(vi('Symbol'))).toHaveValue('EC');
    expect(screen.getByLabelText(vi('To'))).toHaveValue('2026-03-31');
  });

  it('pages older then newer by cursor, and a filter change starts again at the first page', async () => {
    incomeAllowed(true);
    const queries = recordList((query) => {
      const { page, nextCursor } = cursorPageOf(query);
      return { items: [entry({ _id: `p${page}`, amount: String(page * 100) })], nextCursor };
    });
    const { user } = renderTransactions();
    await screen.findByRole('table', { name: vi('Transactions') });

    const pager = screen.getByRole('navigation', { name: vi('Pages') });
    const older = () => within(pager).getByRole('button', { name: vi('Older') });
    const newer = () => within(pager).getByRole('button', { name: vi('Newer') });
    expect(within(pager).getByText(viWith('Page %page%', { page: 1 }))).toBeInTheDocument();
    expect(newer()).toBeDisabled();
    expect(queries.at(-1)).toEqual({ limit: '20' });

    await user.click(older());
    expect(await within(pager).findByText(viWith('Page %page%', { page: 2 }))).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ cursor: 'c2', limit: '20' });
    expect(await within(table()).findByText('+$200,00')).toBeInTheDocument();

    await waitFor(() => expect(older()).toBeEnabled());
    await user.click(older());
    expect(await within(pager).findByText(viWith('Page %page%', { page: 3 }))).toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ cursor: 'c3', limit: '20' });
    await waitFor(() => expect(older()).toBeDisabled());

    await user.click(newer());
    expect(await within(pager).findByText(viWith('Page %page%', { page: 2 }))).toBeInTheDocument();
    expect(await within(table()).findByText('+$200,00')).toBeInTheDocument();
    await waitFor(() => expect(older()).toBeEnabled());
    await user.click(newer());
    expect(await within(pager).findByText(viWith('Page %page%', { page: 1 }))).toBeInTheDocument();
    await waitFor(() => expect(newer()).toBeDisabled());

    await user.click(older());
    expect(await within(pager).findByText(viWith('Page %page%', { page: 2 }))).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(vi('Symbol')), 'EV');
    await waitFor(() => expect(queries.at(-1)).toEqual({ symbol: 'EV', limit: '20' }));
    expect(await within(pager).findByText(viWith('Page %page%', { page: 1 }))).toBeInTheDocument();
  });

  it('says when no entry matches the filters', async () => {
    incomeAllowed(true);
    recordList(() => ({ items: [] }));
    renderTransactions({ symbol: 'EV' });

    expect(await screen.findByText(vi('No transactions for these filters'))).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
