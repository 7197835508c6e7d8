import { screen, waitFor } from '@testing-library/react';
import PointPaymentView from '@/components/order/PointPaymentView';
import type { Wallet } from '@/contract/wallets';
import { answerOrder, miner, recordOrders, renderOrderPage, starter, vi, viWith } from './helpers/placeOrderFixtures';

// The first render of a file loads the shell and its texts: slow on a busy machine.
jest.setTimeout(20_000);

/** 800 EV at the point price, $200 at the price. */
const CART = [{ product: starter, quantity: 1 }, { product: miner, quantity: 2 }];
const balances = (usdt: string, ev: string): Wallet[] => [
  { symbol: 'USDT', balance: usdt, isCurrency: true },
  { symbol: 'EV', balance: ev, isCurrency: false },
];
const renderPoint = (wallets: Wallet[], cart = CART) =>
  renderOrderPage(PointPaymentView, 'EB/EV Points', { path: '/place-order/point-payment', cart, wallets });
const radio = (name: 'EV points' | 'USDT wallet') => screen.getByRole('radio', { name: new RegExp(vi(name)) });

describe('/place-order/point-payment: the wallet chosen at first', () => {
  it('opens on the USDT wallet when EV cannot pay the order and USDT can, and pays from it', async () => {
    const sent = recordOrders(answerOrder);
    const { user } = await renderPoint(balances('1000', '100'));
    await screen.findByTestId('balance-EV');

    await waitFor(() => expect(radio('USDT wallet')).toBeChecked());
    expect(screen.getByTestId('amount-to-pay')).toHaveTextContent('$200');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(vi('Secure password')), 'Secure@123');
    // "$200" or "$200,00": the amount's style is the number format's business.
    await user.click(screen.getByRole('button', { name: new RegExp(`^${viWith('Pay %amount%', { amount: '' })}\\$200`) }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ method: 'POINT', symbol: 'USDT' });
  });

  it('stays on EV when EV covers the order, and keeps the member’s own choice', async () => {
    const { user } = await renderPoint(balances('1000', '5000'));
    await screen.findByTestId('balance-EV');
    expect(radio('EV points')).toBeChecked();

    await user.click(radio('USDT wallet'));
    expect(radio('USDT wallet')).toBeChecked();
    await user.click(radio('EV points'));
    expect(radio('EV points')).toBeChecked();
  });

  it('falls back to EV, with its warning, when no wallet covers the order', async () => {
    await renderPoint(balances('10', '100'));
    await screen.findByTestId('balance-EV');
    expect(radio('EV points')).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(
      viWith('Your %symbol% balance (%balance%) is too low for this order.', { symbol: 'EV', balance: '100 EV' }),
    );
  });
});
