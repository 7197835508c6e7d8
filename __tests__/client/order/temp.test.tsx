import { screen, waitFor, within } from '@testing-library/react';
import type { Order } from '@/contract/orders';
import OrderTempPage from '@/pages/order/temp';
import { findHeading, renderHistory, signIn, vi, viWith } from '../history/helpers/renderHistory';
import { bankPayment, fail, ok, onePage, order, recordAction, recordGet } from './helpers/orderPagesFixtures';

function renderTemp() {
  return renderHistory(OrderTempPage, { path: '/order/temp' });
}

const second = order({ _id: 'o3', code: 'FHWXYZ2345', payment: { ...bankPayment, content: 'FHWXYZ2345' } });
const card = (code: string) => screen.getByRole('region', { name: viWith('Order %code%', { code }) });

describe('/order/temp', () => {
  beforeEach(() => signIn());

  it('shows each order awaiting payment with its payment details', async () => {
    recordGet('auth/order/temp', () => onePage([order(), second]));
    renderTemp();
    await findHeading('Order Temp');

    const first = await screen.findByRole('region', { name: viWith('Order %code%', { code: 'FHABCD2345' }) });
    expect(within(first).getByText('Vietcombank')).toBeInTheDocument();
    expect(within(first).getByText('0123456789')).toBeInTheDocument();
    expect(within(first).getByText('2.500.000 VND')).toBeInTheDocument();
    expect(within(first).getByText('Gói Vàng × 1')).toBeInTheDocument();
    expect(card('FHWXYZ2345')).toBeInTheDocument();
  });

  it('cancels after a confirmation, toasts and refreshes the list', async () => {
    let pending: Order[] = [order(), second];
    const loads = recordGet('auth/order/temp', () => onePage(pending));
    const cancelled = recordAction('auth/order/:id/cancel', (id) => {
      const target = pending.find((item) => item._id === id) as Order;
      pending = pending.filter((item) => item._id !== id);
      return ok({ ...target, status: 'CANCELLED', cancelledAt: '2026-03-04T06:00:00.000Z' });
    });
    const { user } = renderTemp();
    await screen.findByRole('region', { name: viWith('Order %code%', { code: 'FHABCD2345' }) });

    await user.click(within(card('FHABCD2345')).getByRole('button', { name: vi('Cancel order') }));
    const dialog = await screen.findByRole('dialog', { name: vi('Cancel this order?') });
    expect(cancelled).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: vi('Cancel order') }));

    expect(await screen.findByText(viWith('Order %code% cancelled', { code: 'FHABCD2345' }))).toBeInTheDocument();
    expect(cancelled).toEqual(['o1']);
    await waitFor(() => expect(screen.queryByRole('region', { name: viWith('Order %code%', { code: 'FHABCD2345' }) })).not.toBeInTheDocument());
    expect(card('FHWXYZ2345')).toBeInTheDocument();
    expect(loads.length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the order when the member steps back', async () => {
    recordGet('auth/order/temp', () => onePage([order()]));
    const cancelled = recordAction('auth/order/:id/cancel', () => ok(order({ status: 'CANCELLED' })));
    const { user } = renderTemp();
    await screen.findByRole('region', { name: viWith('Order %code%', { code: 'FHABCD2345' }) });

    await user.click(within(card('FHABCD2345')).getByRole('button', { name: vi('Cancel order') }));
    const dialog = await screen.findByRole('dialog', { name: vi('Cancel this order?') });
    await user.click(within(dialog).getByRole('button', { name: vi('Keep the order') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cancelled).toEqual([]);
    expect(card('FHABCD2345')).toBeInTheDocument();
  });

  it('shows the server refusal in a toast', async () => {
    recordGet('auth/order/temp', () => onePage([order()]));
    recordAction('auth/order/:id/cancel', () => fail(409, 'ORDER_NOT_CANCELLABLE'));
    const { user } = renderTemp();
    await screen.findByRole('region', { name: viWith('Order %code%', { code: 'FHABCD2345' }) });

    await user.click(within(card('FHABCD2345')).getByRole('button', { name: vi('Cancel order') }));
    const dialog = await screen.findByRole('dialog', { name: vi('Cancel this order?') });
    await user.click(within(dialog).getByRole('button', { name: vi('Cancel order') }));
    expect(await screen.findByText(vi('Only an order awaiting payment can be cancelled'))).toBeInTheDocument();
  });

  it('explains that bank orders wait here, with a link to Place Order, when none is pending', async () => {
    recordGet('auth/order/temp', () => onePage([]));
    renderTemp();
    expect(await screen.findByText(vi('An order paid by bank transfer waits here until the transfer is confirmed.'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: vi('Place an order') })).toHaveAttribute('href', '/place-order');
  });
});
