import { screen, waitFor, within } from '@testing-library/react';
import type { Withdrawal } from '@/contract/ledger';
import { apiUrl, fail, handle, ok, recordJson, renderWallet, server, vi, viWith, withdrawal } from './helpers/walletFixtures';

const HASH = `0x${'ab'.repeat(32)}`;
const dateTime = (iso: string) => new Intl.DateTimeFormat('vi-VN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const section = () => screen.getByRole('region', { name: vi('My withdrawals') });

/** Answers the withdrawal pages in turn (the last one again after that) and records the query strings. */
function withdrawalsAre(...pages: Array<{ items: Withdrawal[]; nextCursor?: string | null }>) {
  const queries: string[] = [];
  server.use(
    handle.get(apiUrl('auth/transaction/withdrawals'), ({ request }) => {
      queries.push(new URL(request.url).search);
      const page = pages[Math.min(queries.length - 1, pages.length - 1)];
      return ok({ items: page.items, limit: 5, nextCursor: page.nextCursor ?? null });
    }),
  );
  return queries;
}

describe('Wallet: my withdrawals', () => {
  it('shows each withdrawal: amount, status, fee, label and address, reason, the hash on its chain\'s explorer and a timeline', async () => {
    withdrawalsAre({
      items: [
        withdrawal({ _id: 'w-4', status: 'PENDING' }),
        withdrawal({ _id: 'w-3', status: 'APPROVED', txHash: HASH, chainId: 97, decidedAt: '2026-03-04T07:00:00.000Z' }),
        withdrawal({ _id: 'w-2', status: 'APPROVED', txHash: HASH, chainId: 56, decidedAt: '2026-03-04T07:00:00.000Z' }),
        withdrawal({ _id: 'w-1', status: 'REJECTED', reason: 'Wrong network', decidedAt: '2026-03-04T08:00:00.000Z' }),
        withdrawal({ _id: 'w-0', status: 'CANCELLED', decidedAt: '2026-03-04T09:00:00.000Z' }),
      ],
    });
    await renderWallet();
    const items = await within(section()).findAllByTestId('withdrawal');
    expect(items).toHaveLength(5);
    const [pending, testnet, mainnet, rejected, cancelled] = items;

    expect(pending).toHaveTextContent('$50');
    expect(pending).toHaveTextContent(vi('Pending'));
    expect(pending).toHaveTextContent('Binance · 0x5290…9EE7');
    expect(pending).toHaveTextContent(viWith('Requested %time%', { time: dateTime('2026-03-04T05:06:00.000Z') }));
    expect(within(pending).getByRole('button', { name: new RegExp(vi('Cancel withdrawal')) })).toBeEnabled();

    expect(within(testnet).getByRole('link', { name: /0xabab/ })).toHaveAttribute('href', `https://testnet.bscscan.com/tx/${HASH}`);
    expect(within(mainnet).getByRole('link', { name: /0xabab/ })).toHaveAttribute('href', `https://bscscan.com/tx/${HASH}`);
    expect(testnet).toHaveTextContent(viWith('Approved %time%', { time: dateTime('2026-03-04T07:00:00.000Z') }));
    expect(within(testnet).queryByRole('button')).not.toBeInTheDocument();

    expect(rejected).toHaveTextContent('Wrong network');
    expect(rejected).toHaveTextContent(viWith('Rejected %time%', { time: dateTime('2026-03-04T08:00:00.000Z') }));
    expect(cancelled).toHaveTextContent(viWith('Cancelled %time%', { time: dateTime('2026-03-04T09:00:00.000Z') }));
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels a pending one: the list and the balances reload', async () => {
    withdrawalsAre({ items: [withdrawal()] }, { items: [withdrawal({ status: 'CANCELLED', decidedAt: '2026-03-04T06:00:00.000Z' })] });
    const cancels = recordJson('post', 'auth/transaction/withdrawals/w-1/cancel', () => ok({ ...withdrawal({ status: 'CANCELLED' }), entries: [] }));
    const { user, walletCalls } = await renderWallet();
    const before = walletCalls.calls;
    const [item] = await within(section()).findAllByTestId('withdrawal');
    await user.click(within(item).getByRole('button', { name: new RegExp(vi('Cancel withdrawal')) }));

    expect(await screen.findByText(vi('Withdrawal cancelled: amount and fee are back in your wallet'))).toBeInTheDocument();
    expect(cancels).toEqual([{}]);
    await waitFor(() => expect(within(section()).getByTestId('withdrawal')).toHaveTextContent(vi('Cancelled')));
    await waitFor(() => expect(walletCalls.calls).toBeGreaterThan(before));
  });

  it('says why a cancel was refused (an operator acted first) and shows the new state', async () => {
    withdrawalsAre({ items: [withdrawal()] }, { items: [withdrawal({ status: 'APPROVED', txHash: HASH, decidedAt: '2026-03-04T06:00:00.000Z' })] });
    recordJson('post', 'auth/transaction/withdrawals/w-1/cancel', () => fail(409, 'WITHDRAWAL_NOT_PENDING'));
    const { user } = await renderWallet();
    const [item] = await within(section()).findAllByTestId('withdrawal');
    await user.click(within(item).getByRole('button', { name: new RegExp(vi('Cancel withdrawal')) }));
    expect(await screen.findByText(vi('The withdrawal is not pending'))).toBeInTheDocument();
    await waitFor(() => expect(within(section()).getByTestId('withdrawal')).toHaveTextContent(vi('Approved')));
  });

  it('pages by key: Older sends the cursor, Newer goes back', async () => {
    const queries = withdrawalsAre({ items: [withdrawal({ _id: 'w-new' })], nextCursor: 'CURSOR-2' }, { items: [withdrawal({ _id: 'w-old', amount: '77' })] });
    const { user } = await renderWallet();
    await within(section()).findAllByTestId('withdrawal');
    await user.click(within(section()).getByRole('button', { name: vi('Older') }));
    await waitFor(() => expect(within(section()).getByTestId('withdrawal')).toHaveTextContent('$77'));
    expect(queries).toEqual(['?limit=5', '?limit=5&cursor=CURSOR-2']);
    expect(within(section()).getByRole('button', { name: vi('Newer') })).toBeEnabled();
  });

  it('says when there is none', async () => {
    await renderWallet();
    expect(await within(section()).findByText(vi('You have no withdrawals yet.'))).toBeInTheDocument();
  });
});
