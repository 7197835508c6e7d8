import { screen, waitFor, within } from '@testing-library/react';
import type { MiningContract } from '@/contract/mining';
import type { WarehouseUnit } from '@/contract/warehouse';
import OrderWarehousePage from '@/pages/order/warehouse';
import { findHeading, renderHistory, signIn, vi, viWith } from '../history/helpers/renderHistory';
import { contract, fail, ok, onePage, recordAction, recordGet, summary, unit } from './helpers/orderPagesFixtures';

function renderWarehouse() {
  return renderHistory(OrderWarehousePage, { path: '/order/warehouse' });
}

const unitsTable = () => screen.getByRole('table', { name: vi('Units') });
const unitRows = () => within(unitsTable()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('/order/warehouse', () => {
  beforeEach(() => signIn());

  it('shows the mining summary, the units and the contracts', async () => {
    recordGet('auth/mining/summary', () => summary());
    recordGet('auth/warehouse/list', () => onePage([unit(), unit({ _id: 'u0', status: 'MINING', activatedAt: '2026-01-01T01:00:00.000Z' })]));
    recordGet('auth/mining/contracts', () => onePage([contract(), contract({ _id: 'c0', active: false, rewardsTotal: '810' })]));
    renderWarehouse();
    await findHeading('Order Warehouse');

    expect(await screen.findByTestId('mining-power')).toHaveTextContent('10 TiB');
    expect(screen.getByTestId('mining-active')).toHaveTextContent('1');
    const overview = screen.getByRole('region', { name: vi('Mining') });
    expect(within(overview).getByText(vi('Rewards today')).nextSibling).toHaveTextContent('1,5 EC');
    expect(within(overview).getByText(vi('Rewards in total')).nextSibling).toHaveTextContent('90 EC');
    expect(
      screen.getByRole('img', {
        name: viWith('Mining rewards per day from %from% to %to%: %total% in total', { from: '3 thg 2, 2026', to: '4 thg 3, 2026', total: '3 EC' }),
      }),
    ).toBeInTheDocument();

    await screen.findByRole('table', { name: vi('Units') });
    const [inStock, mining] = unitRows();
    expect(cellsOf(inStock).slice(0, 4)).toEqual(['Máy đào 10T', '10 TiB', viWith('%amount% / day', { amount: '1,5 EC' }), 'FHPQRS6789']);
    expect(cellsOf(inStock)[5]).toBe(vi('In stock'));
    expect(within(inStock).getByRole('button', { name: new RegExp(`^${vi('Activate')}`) })).toBeInTheDocument();
    expect(cellsOf(mining)[5]).toBe(vi('Mining'));
    expect(within(mining).queryByRole('button')).not.toBeInTheDocument();

    const contracts = await screen.findByRole('table', { name: vi('Mining contracts') });
    const rows = within(contracts).getAllByRole('row').slice(1).map(cellsOf);
    expect(rows[0].at(-2)).toBe('90 EC');
    expect(rows[0].at(-1)).toBe(vi('Active'));
    expect(rows[1].at(-1)).toBe(vi('Ended'));
  });

  it('activates a unit after a confirmation: the unit shows as Mining, summary and contracts refresh', async () => {
    let units: WarehouseUnit[] = [unit()];
    let contracts: MiningContract[] = [];
    const summaries = recordGet('auth/mining/summary', () => summary({ activeContracts: contracts.length, power: contracts.length ? '10' : '0' }));
    const contractLoads = recordGet('auth/mining/contracts', () => onePage(contracts));
    recordGet('auth/warehouse/list', () => onePage(units));
    const activated = recordAction('auth/warehouse/:id/activate', (id) => {
      const started = unit({ _id: id, status: 'MINING', activatedAt: '2026-03-04T06:00:00.000Z', contract: { _id: 'c9', startDate: '2026-03-04', endDate: '2027-08-26' } });
      units = [started];
      contracts = [contract({ _id: 'c9', unitId: id, startDate: '2026-03-04', endDate: '2027-08-26', rewardsTotal: '0' })];
      return ok(started);
    });
    const { user } = renderWarehouse();
    await screen.findByRole('table', { name: vi('Units') });
    expect(await screen.findByText(vi('No contract yet: activate a unit to start mining.'))).toBeInTheDocument();
    const before = { summaries: summaries.length, contracts: contractLoads.length };

    await user.click(within(unitRows()[0]).getByRole('button', { name: new RegExp(`^${vi('Activate')}`) }));
    const dialog = await screen.findByRole('dialog', { name: vi('Start mining?') });
    expect(activated).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: vi('Start mining') }));

    expect(await screen.findByText(vi('Mining started'))).toBeInTheDocument();
    expect(activated).toEqual(['u1']);
    await waitFor(() => expect(cellsOf(unitRows()[0])[5]).toBe(vi('Mining')));
    expect(within(unitRows()[0]).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('mining-active')).toHaveTextContent('1'));
    expect(summaries.length).toBeGreaterThan(before.summaries);
    expect(contractLoads.length).toBeGreaterThan(before.contracts);
    expect(await screen.findByRole('table', { name: vi('Mining contracts') })).toBeInTheDocument();
  });

  it('shows the server refusal and keeps the unit in stock', async () => {
    recordGet('auth/mining/summary', () => summary());
    recordGet('auth/mining/contracts', () => onePage([]));
    recordGet('auth/warehouse/list', () => onePage([unit()]));
    recordAction('auth/warehouse/:id/activate', () => fail(409, 'UNIT_ALREADY_MINING'));
    const { user } = renderWarehouse();
    await screen.findByRole('table', { name: vi('Units') });

    await user.click(within(unitRows()[0]).getByRole('button', { name: new RegExp(`^${vi('Activate')}`) }));
    const dialog = await screen.findByRole('dialog', { name: vi('Start mining?') });
    await user.click(within(dialog).getByRole('button', { name: vi('Start mining') }));
    expect(await screen.findByText(vi('This unit is already mining'))).toBeInTheDocument();
    expect(cellsOf(unitRows()[0])[5]).toBe(vi('In stock'));
  });

  it('says when there is no unit yet', async () => {
    recordGet('auth/mining/summary', () => summary({ perDay: [], activeContracts: 0, power: '0' }));
    recordGet('auth/mining/contracts', () => onePage([]));
    recordGet('auth/warehouse/list', () => onePage([]));
    renderWarehouse();
    expect(await screen.findByText(vi('No units yet: mining units you order arrive here.'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: vi('Place an order') })).toHaveAttribute('href', '/place-order');
  });
});
