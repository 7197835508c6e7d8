import { screen, waitFor, within } from '@testing-library/react';
import OrderPage from '@/pages/order/index';
import { findHeading, renderHistory, signIn, vi, viWith } from '../history/helpers/renderHistory';
import { cursorPageOf } from '../history/helpers/historyFixtures';
import { order, pointOrder, recordGet } from './helpers/orderPagesFixtures';

function renderOrders(query: Record<string, string> = {}) {
  return renderHistory(OrderPage, { path: '/order', query });
}

const table = () => screen.getByRole('table', { name: vi('Orders') });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/** The steps of the order's timeline: [label, the time's dateTime]. */
const timelineOf = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('region', { name: vi('Timeline') }))
    .getAllByRole('listitem')
    .map((step) => [step.querySelector('span')?.textContent, step.querySelector('time')?.getAttribute('datetime')]);
const codes = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('/order', () => {
  beforeEach(() => signIn());

  it('lists each order with code, method, items, total and a status badge', async () => {
    recordGet('auth/order/list', () => ({ items: [order(), pointOrder], limit: 10, nextCursor: null }));
    renderOrders();
    await findHeading('Order');
    await screen.findByRole('table', { name: vi('Orders') });

    const headers = within(table()).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([vi('Order code'), vi('Date'), vi('Method'), vi('Items'), vi('Total'), vi('Status'), vi('Actions')]);
    const cells = bodyRows().map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells[0][0]).toBe('FHABCD2345');
    expect(cells[0].slice(2, 6)).toEqual([vi('Bank Transfer'), 'Gói Vàng × 1', '$100,00 · 400 EV', vi('Awaiting payment')]);
    expect(cells[1].slice(2, 6)).toEqual([vi('EB/EV Points'), 'Máy đào 10T × 2', '80 EV', vi('Completed')]);
  });

  it('filters by status through the URL', async () => {
    const queries = recordGet('auth/order/list', () => ({ items: [order()], limit: 10, nextCursor: null }));
    const { user, routes } = renderOrders();
    await screen.findByRole('table', { name: vi('Orders') });
    expect(queries[0]).toEqual({ limit: '10' });

    await user.selectOptions(screen.getByLabelText(vi('Status')), 'COMPLETED');
    await waitFor(() => expect(queries.at(-1)).toEqual({ status: 'COMPLETED', limit: '10' }));
    expect(routes.queries.at(-1)).toEqual({ status: 'COMPLETED' });

    await user.selectOptions(screen.getByLabelText(vi('Status')), '');
    await waitFor(() => expect(queries.at(-1)).toEqual({ limit: '10' }));
  });

  it('reads the status of a reloaded URL', async () => {
    const queries = recordGet('auth/order/list', () => ({ items: [order({ status: 'EXPIRED' })], limit: 10, nextCursor: null }));
    renderOrders({ status: 'EXPIRED' });
    await screen.findByRole('table', { name: vi('Orders') });
    expect(queries[0]).toEqual({ status: 'EXPIRED', limit: '10' });
    expect(screen.getByLabelText(vi('Status'))).toHaveValue('EXPIRED');
    expect(within(table()).getByText(vi('Expired'))).toBeInTheDocument();
  });

  it('ignores an unknown status in the URL', async () => {
    const queries = recordGet('auth/order/list', () => ({ items: [order()], limit: 10, nextCursor: null }));
    renderOrders({ status: 'PAID' });
    await screen.findByRole('table', { name: vi('Orders') });
    expect(queries[0]).toEqual({ limit: '10' });
  });

  it('pages older and newer by cursor, and a status change starts again at the first page', async () => {
    const queries = recordGet('auth/order/list', (query) => {
      const { page, nextCursor } = cursorPageOf(query);
      return { items: [order({ _id: `o${page}`, code: `FHPAGE000${page}` })], limit: 10, nextCursor };
    });
    const { user } = renderOrders();
    await screen.findByRole('table', { name: vi('Orders') });
    expect(codes()).toEqual(['FHPAGE0001']);

    const pager = screen.getByRole('navigation', { name: vi('Pages') });
    const older = () => within(pager).getByRole('button', { name: vi('Older') });
    const newer = () => within(pager).getByRole('button', { name: vi('Newer') });
    expect(within(pager).getByText(viWith('Page %page%', { page: 1 }))).toBeInTheDocument();
    expect(newer()).toBeDisabled();
    await user.click(older());
    await waitFor(() => expect(codes()).toEqual(['FHPAGE0002']));
    expect(queries.at(-1)).toEqual({ cursor: 'c2', limit: '10' });
    expect(within(pager).getByText(viWith('Page %page%', { page: 2 }))).toBeInTheDocument();

    await waitFor(() => expect(older()).toBeEnabled());
    await user.click(older());
    await waitFor(() => expect(codes()).toEqual(['FHPAGE0003']));
    await waitFor(() => expect(older()).toBeDisabled());

    await user.click(newer());
    await waitFor(() => expect(codes()).toEqual(['FHPAGE0002']));
    await waitFor(() => expect(newer()).toBeEnabled());
    await user.click(newer());
    await waitFor(() => expect(codes()).toEqual(['FHPAGE0001']));
    expect(within(pager).getByText(viWith('Page %page%', { page: 1 }))).toBeInTheDocument();

    await user.click(older());
    await waitFor(() => expect(codes()).toEqual(['FHPAGE0002']));
    await user.selectOptions(screen.getByLabelText(vi('Status')), 'COMPLETED');
    await waitFor(() => expect(queries.at(-1)).toEqual({ status: 'COMPLETED', limit: '10' }));
  });

  it('shows the details of an order: lines, payment and times', async () => {
    recordGet('auth/order/list', () => ({ items: [order(), pointOrder], limit: 10, nextCursor: null }));
    const { user } = renderOrders();
    await screen.findByRole('table', { name: vi('Orders') });

    await user.click(within(table()).getByRole('button', { name: `${vi('Details')} FHPQRS6789` }));
    const dialog = await screen.findByRole('dialog', { name: viWith('Order %code%', { code: 'FHPQRS6789' }) });
    const lines = within(dialog).getByRole('table', { name: vi('Products') });
    const cells = within(lines).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells).toEqual(['Máy đào 10T', '2', '$10,0040 EV']);
    expect(within(dialog).getByText(vi('Paid')).nextSibling).toHaveTextContent('80 EV');
    expect(timelineOf(dialog)).toEqual([
      [vi('Order created'), '2026-03-03T02:00:00.000Z'],
      [vi('Paid from your wallet'), '2026-03-03T02:00:00.000Z'],
      [vi('Completed'), '2026-03-03T02:00:00.000Z'],
    ]);

    await user.click(within(dialog).getByRole('button', { name: vi('Close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(table()).getByRole('button', { name: `${vi('Details')} FHABCD2345` }));
    const bank = await screen.findByRole('dialog', { name: viWith('Order %code%', { code: 'FHABCD2345' }) });
    expect(within(bank).getByText(vi('Pay before'))).toBeInTheDocument();
    expect(within(bank).getByText('0123456789')).toBeInTheDocument();
    expect(timelineOf(bank)).toEqual([[vi('Order created'), '2026-03-04T05:06:00.000Z']]);
  });

  it('shows the timeline of a confirmed, a cancelled and an expired bank order with the time of each step', async () => {
    const confirmed = order({
      _id: 'o3',
      code: 'FHCONF2345',
      status: 'COMPLETED',
      completedAt: '2026-03-04T07:00:00.000Z',
      timeline: [
        { step: 'CREATED', at: '2026-03-04T05:06:00.000Z' },
        { step: 'CONFIRMED', at: '2026-03-04T07:00:00.000Z' },
        { step: 'COMPLETED', at: '2026-03-04T07:00:00.000Z' },
      ],
    });
    const cancelled = order({
      _id: 'o4',
      code: 'FHCANC2345',
      status: 'CANCELLED',
      cancelledAt: '2026-03-04T06:00:00.000Z',
      timeline: [
        { step: 'CREATED', at: '2026-03-04T05:06:00.000Z' },
        { step: 'CANCELLED', at: '2026-03-04T06:00:00.000Z' },
      ],
    });
    const expired = order({
      _id: 'o5',
      code: 'FHEXPD2345',
      status: 'EXPIRED',
      timeline: [
        { step: 'CREATED', at: '2026-03-04T05:06:00.000Z' },
        { step: 'EXPIRED', at: '2026-03-05T05:06:00.000Z' },
      ],
    });
    recordGet('auth/order/list', () => ({ items: [confirmed, cancelled, expired], limit: 10, nextCursor: null }));
    const { user } = renderOrders();
    await screen.findByRole('table', { name: vi('Orders') });
    const expected: Record<string, Array<[string, string]>> = {
      FHCONF2345: [
        [vi('Order created'), '2026-03-04T05:06:00.000Z'],
        [vi('Bank transfer confirmed'), '2026-03-04T07:00:00.000Z'],
        [vi('Completed'), '2026-03-04T07:00:00.000Z'],
      ],
      FHCANC2345: [
        [vi('Order created'), '2026-03-04T05:06:00.000Z'],
        [vi('Cancelled'), '2026-03-04T06:00:00.000Z'],
      ],
      FHEXPD2345: [
        [vi('Order created'), '2026-03-04T05:06:00.000Z'],
        [vi('Expired: not paid in time'), '2026-03-05T05:06:00.000Z'],
      ],
    };
    for (const [code, steps] of Object.entries(expected)) {
      await user.click(within(table()).getByRole('button', { name: `${vi('Details')} ${code}` }));
      const dialog = await screen.findByRole('dialog', { name: viWith('Order %code%', { code }) });
      expect(timelineOf(dialog)).toEqual(steps);
      await user.click(within(dialog).getByRole('button', { name: vi('Close') }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
  });

  it('says there is no order yet and links to Place Order', async () => {
    recordGet('auth/order/list', () => ({ items: [], limit: 10, nextCursor: null }));
    renderOrders();
    expect(await screen.findByText(vi('You have no orders yet.'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: vi('Place an order') })).toHaveAttribute('href', '/place-order');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
