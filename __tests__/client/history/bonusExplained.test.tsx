import { screen, waitFor, within } from '@testing-library/react';
import type { BonusExplanation } from '@/contract/bonus';
import BonusPage from '@/pages/bonus';
import TransactionsPage from '@/pages/transactions';
import { renderShell, findAccountTrigger, MemberPage } from '../shell/helpers/renderShell';
import { notification, notificationsApi } from '../notifications/helpers/notificationsApi';
import { apiUrl, bonusAnswer, entry, handle, incomeAllowed, ok, recordBonus, recordList, server } from './helpers/historyFixtures';
import { renderHistory, signIn, vi, viWith } from './helpers/renderHistory';

const explained: BonusExplanation = {
  ...bonusAnswer.items[0],
  transactionId: '41',
};

/** Answers every bonus explanation path with `answer`, recording the paths asked. */
function recordExplanations(answer: () => Response | ReturnType<typeof ok> = () => ok(explained)) {
  const paths: string[] = [];
  server.use(
    handle.get(apiUrl('auth/transaction/bonus/*'), ({ request }) => {
      paths.push(new URL(request.url).pathname.replace(/^.*\/auth\/transaction\//, ''));
      return answer();
    }),
  );
  return paths;
}

async function expectExplanation() {
  const dialog = await screen.findByRole('dialog', { name: vi('Bonus explained') });
  await within(dialog).findByText('ORD-1001');
  const value = (label: string) => within(dialog).getByText(vi(label as never)).nextSibling;
  expect(value('Order code')).toHaveTextContent('ORD-1001');
  expect(value('Buyer')).toHaveTextContent('alice');
  expect(value('Level')).toHaveTextContent(vi('Level 1 (your direct member)'));
  expect(value('Rate')).toHaveTextContent('10%');
  expect(value('Base')).toHaveTextContent('125 EV');
  expect(within(dialog).getByTestId('bonus-calculation')).toHaveTextContent(
    viWith('%base% × %rate% = %amount%', { base: '125 EV', rate: '10%', amount: '12,5 EV' }),
  );
  expect(within(dialog).getByTestId('bonus-qualification')).toHaveTextContent(
    viWith('Your package %package% paid bonus on %levels% levels, so level %level% qualified.', { package: 'Gói Vàng', levels: 3, level: 1 }),
  );
  return dialog;
}

jest.setTimeout(20_000);

describe('a bonus explained', () => {
  beforeEach(() => signIn());

  it('opens from a line of /bonus, asking for that bonus by its id', async () => {
    recordBonus();
    const paths = recordExplanations();
    const { user } = renderHistory(BonusPage, { path: '/bonus' });
    // The first render of the file waits for the results' chunk.
    const entries = await screen.findByRole('table', { name: vi('Bonus entries') }, { timeout: 10_000 });
    const [firstRow] = within(entries).getAllByRole('row').slice(1);
    await user.click(within(firstRow).getByRole('button', { name: new RegExp(vi('Why: %amount% on %date%').split(':')[0]) }));
    const dialog = await expectExplanation();
    expect(paths).toEqual(['bonus/b1']);

    await user.click(within(dialog).getByRole('button', { name: vi('Close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("opens from a notification's link: /bonus?explain=ORDER asks by order, and closing drops it from the URL", async () => {
    recordBonus();
    const paths = recordExplanations();
    const { user, routes } = renderHistory(BonusPage, { path: '/bonus', query: { explain: 'ORD1001' } });
    const dialog = await expectExplanation();
    expect(paths).toEqual(['bonus/by-order/ORD1001']);
    await user.click(within(dialog).getByRole('button', { name: vi('Close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(routes.queries.at(-1)).toEqual({});
  });

  it('opens from a BONUS row of /transactions, asking by its ledger row; other rows offer none', async () => {
    incomeAllowed(true);
    recordList(() => ({ items: [entry({ _id: '41', symbol: 'EV', type: 'BONUS', amount: '12.5', balanceAfter: '12.5', reference: 'ORD-1001' }), entry()] }));
    const paths = recordExplanations();
    const { user } = renderHistory(TransactionsPage, { path: '/transactions' });
    const table = await screen.findByRole('table', { name: vi('Transactions') });
    const [bonusRow, depositRow] = within(table).getAllByRole('row').slice(1);
    expect(within(depositRow).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(bonusRow).getByRole('button'));
    await expectExplanation();
    expect(paths).toEqual(['bonus/by-transaction/41']);
  });

  it('says when the package of the time was not recorded', async () => {
    recordBonus();
    recordExplanations(() => ok({ ...explained, sponsorPackage: null }));
    const { user } = renderHistory(BonusPage, { path: '/bonus' });
    const entries = await screen.findByRole('table', { name: vi('Bonus entries') });
    await user.click(within(within(entries).getAllByRole('row')[1]).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: vi('Bonus explained') });
    expect(await within(dialog).findByTestId('bonus-qualification')).toHaveTextContent(vi('The package you held when this bonus was paid was not recorded.'));
  });

  it('shows a failure with a retry when the server does not find it', async () => {
    recordBonus();
    recordExplanations(() => Response.json({ statusCode: 404, code: 'BONUS_NOT_FOUND', message: 'Bonus not found' }, { status: 404 }));
    renderHistory(BonusPage, { path: '/bonus', query: { explain: 'NOPE1' } });
    const dialog = await screen.findByRole('dialog', { name: vi('Bonus explained') });
    expect(await within(dialog).findByText(vi('This bonus could not be loaded.'), {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: vi('Try again') })).toBeInTheDocument();
  });

  it('a bonus notification links to its explanation (one without an order does not)', async () => {
    const api = notificationsApi([
      notification({ _id: 'n1', type: 'BONUS_RECEIVED', params: { amount: '12.5', symbol: 'EV', orderCode: 'FH0002', fromUsername: 'lan' } }),
      notification({ _id: 'n2', type: 'BONUS_RECEIVED', params: { amount: '3', symbol: 'EV', fromUsername: 'lan' }, read: true }),
    ]);
    server.use(...api.handlers);
    const { user } = renderShell(MemberPage, { path: '/wallet' });
    await findAccountTrigger();
    await user.click(await screen.findByRole('button', { name: viWith('Notifications, %count% unread', { count: 1 }) }));
    const panel = await screen.findByRole('region', { name: vi('Notifications') });
    await within(panel).findByRole('list');
    const links = within(panel).getAllByRole('link', { name: vi('Why this bonus?') });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/bonus?explain=FH0002']);
  });

  it('a KYC rejection notification links to the KYC page, where the reason shows and the documents can be sent again', async () => {
    server.use(...notificationsApi([notification({ _id: 'k1', type: 'KYC_REJECTED', params: { reason: 'The photo is blurred' } })]).handlers);
    const { user } = renderShell(MemberPage, { path: '/wallet' });
    await findAccountTrigger();
    await user.click(await screen.findByRole('button', { name: viWith('Notifications, %count% unread', { count: 1 }) }));
    const panel = await screen.findByRole('region', { name: vi('Notifications') });
    await within(panel).findByRole('list');
    expect(within(panel).getByRole('link', { name: vi('See why and send again') })).toHaveAttribute('href', '/setting/kyc');
  });
});
