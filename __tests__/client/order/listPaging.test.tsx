import { screen, waitFor, within } from '@testing-library/react';
import OrderTempPage from '@/pages/order/temp';
import OrderWarehousePage from '@/pages/order/warehouse';
import { renderHistory, signIn, vi, viWith } from '../history/helpers/renderHistory';
import { bankPayment, contract, onePage, order, recordGet, summary, unit } from './helpers/orderPagesFixtures';

/** Order Temp, the warehouse's units and the mining contracts page by key like /order. */

/** Two pages: the first (no cursor) points to 'next-2', which is the last. */
const twoPages = <T,>(first: T, second: T) => (query: Record<string, string>) =>
  query.cursor === 'next-2' ? onePage([second]) : onePage([first], 'next-2');

async function openOlderPage(user: { click: (element: Element) => Promise<void> }, region: HTMLElement, name: 'Pages' | 'Pages of units' | 'Pages of mining contracts' = 'Pages') {
  const pager = within(region).getByRole('navigation', { name: vi(name) });
  expect(within(pager).getByRole('button', { name: vi('Newer') })).toBeDisabled();
  await waitFor(() => expect(within(pager).getByRole('button', { name: vi('Older') })).toBeEnabled());
  await user.click(within(pager).getByRole('button', { name: vi('Older') }));
  await waitFor(() => expect(within(pager).getByText(viWith('Page %page%', { page: 2 }))).toBeInTheDocument());
  await waitFor(() => expect(within(pager).getByRole('button', { name: vi('Older') })).toBeDisabled());
  expect(within(pager).getByRole('button', { name: vi('Newer') })).toBeEnabled();
  return pager;
}

describe('member lists paged by key', () => {
  beforeEach(() => signIn());

  it('/order/temp opens the next page with the cursor and goes back', async () => {
    const later = order({ _id: 'o9', code: 'FHOLDR2345', payment: { ...bankPayment, content: 'FHOLDR2345' } });
    const queries = recordGet('auth/order/temp', twoPages(order(), later));
    const { user } = renderHistory(OrderTempPage, { path: '/order/temp' });
    const card = (code: string) => screen.queryByRole('region', { name: viWith('Order %code%', { code }) });
    await waitFor(() => expect(card('FHABCD2345')).toBeInTheDocument());
    expect(queries[0]).toEqual({ limit: '10' });

    const pager = await openOlderPage(user, document.body);
    await waitFor(() => expect(card('FHOLDR2345')).toBeInTheDocument());
    expect(card('FHABCD2345')).not.toBeInTheDocument();
    expect(queries.at(-1)).toEqual({ cursor: 'next-2', limit: '10' });

    await user.click(within(pager).getByRole('button', { name: vi('Newer') }));
    await waitFor(() => expect(card('FHABCD2345')).toBeInTheDocument());
  });

  it('/order/warehouse pages the units and the mining contracts, each on its own', async () => {
    recordGet('auth/mining/summary', () => summary());
    const unitQueries = recordGet('auth/warehouse/list', twoPages(unit(), unit({ _id: 'u9', orderCode: 'FHUNIT0009' })));
    const contractQueries = recordGet('auth/mining/contracts', twoPages(contract(), contract({ _id: 'c9', rewardsTotal: '777' })));
    const { user } = renderHistory(OrderWarehousePage, { path: '/order/warehouse' });
    const unitsTable = await screen.findByRole('table', { name: vi('Units') });
    const contractsTable = await screen.findByRole('table', { name: vi('Mining contracts') });
    const unitsCard = unitsTable.closest('section') as HTMLElement;
    const contractsCard = contractsTable.closest('section') as HTMLElement;
    expect(unitQueries[0]).toEqual({ limit: '10' });
    expect(contractQueries[0]).toEqual({ limit: '10' });

    await openOlderPage(user, unitsCard, 'Pages of units');
    await waitFor(() => expect(within(unitsCard).getAllByText('FHUNIT0009').length).toBeGreaterThan(0));
    expect(unitQueries.at(-1)).toEqual({ cursor: 'next-2', limit: '10' });
    // The contracts stay on their first page.
    expect(contractQueries.every((query) => query.cursor === undefined)).toBe(true);

    await openOlderPage(user, contractsCard, 'Pages of mining contracts');
    await waitFor(() => expect(within(contractsCard).getAllByText('777 EC').length).toBeGreaterThan(0));
    expect(contractQueries.at(-1)).toEqual({ cursor: 'next-2', limit: '10' });
  });
});
