import { screen, waitFor, within } from '@testing-library/react';
import PointPaymentView from '@/components/order/PointPaymentView';
import { answerOrder, fail, miner, recordOrders, renderOrderPage, starter, vi, viWith } from './helpers/placeOrderFixtures';

const CART = [{ product: starter, quantity: 1 }, { product: miner, quantity: 2 }];
const renderPoint = (profile = {}, cart = CART) => renderOrderPage(PointPaymentView, 'EB/EV Points', { path: '/place-order/point-payment', cart, profile });
const payButton = (amount: string) => screen.getByRole('button', { name: viWith('Pay %amount%', { amount }) });

describe('/place-order/point-payment', () => {
  it('links back instead of a form when the cart is empty', async () => {
    await renderPoint({}, []);
    expect(await screen.findByRole('link', { name: vi('Back to Place Order') })).toHaveAttribute('href', '/place-order');
    expect(screen.queryByLabelText(vi('Secure password'))).not.toBeInTheDocument();
  });

  it('shows each wallet’s balance and the total in its unit', async () => {
    const { user } = await renderPoint();
    expect(await screen.findByTestId('balance-EV')).toHaveTextContent('5.000 EV');
    expect(screen.getByTestId('amount-to-pay')).toHaveTextContent('800 EV');

    await user.click(screen.getByRole('radio', { name: new RegExp(vi('USDT wallet')) }));
    expect(screen.getByTestId('amount-to-pay')).toHaveTextContent('$200,00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(payButton('$200,00')).toBeEnabled();
  });

  it('warns and disables paying when the balance is too low', async () => {
    const { user } = await renderPoint({}, [{ product: miner, quantity: 30 }]);
    await screen.findByTestId('balance-USDT');
    await user.click(screen.getByRole('radio', { name: new RegExp(vi('USDT wallet')) }));

    expect(screen.getByRole('alert')).toHaveTextContent(viWith('Your %symbol% balance (%balance%) is too low for this order.', { symbol: 'USDT', balance: '$1.000,00' }));
    expect(payButton('$1.500,00')).toBeDisabled();
  });

  it('pays with EV, then shows the completed order, refreshes the wallets and empties the cart', async () => {
    const sent = recordOrders(answerOrder);
    const { user, store, walletCalls } = await renderPoint({ is2FAEnabled: true });
    await screen.findByTestId('balance-EV');
    const before = walletCalls.calls;

    await user.type(screen.getByLabelText(vi('Secure password')), 'Secure@123');
    await user.type(screen.getByLabelText(vi('Authentication code')), '123456');
    await user.click(payButton('800 EV'));

    const done = await screen.findByRole('region', { name: viWith('Order %code% completed', { code: 'FHABCD2345' }) });
    // The heading and the toast.
    await waitFor(() => expect(screen.getAllByText(viWith('Order %code% completed', { code: 'FHABCD2345' }))).toHaveLength(2));
    expect(sent.map(({ body }) => body)).toEqual([
      { items: [{ productId: starter._id, quantity: 1 }, { productId: miner._id, quantity: 2 }], method: 'POINT', symbol: 'EV', securePassword: 'Secure@123', code: '123456' },
    ]);
    expect(within(done).getByRole('link', { name: vi('Open Order Warehouse') })).toHaveAttribute('href', '/order/warehouse');
    expect(within(done).getByText('400 EV')).toBeInTheDocument();
    expect(store.getState().cart.lines).toEqual([]);
    await waitFor(() => expect(walletCalls.calls).toBeGreaterThan(before));
  });

  it('puts the server’s secure password and code errors on their fields', async () => {
    recordOrders(() => fail(400, 'VALIDATION_FAILED', { fields: { securePassword: 'SECURE_PASSWORD_WRONG', code: 'CODE_MISSING' } }));
    const { user, store } = await renderPoint({ is2FAEnabled: true });
    await screen.findByTestId('balance-EV');

    await user.type(screen.getByLabelText(vi('Secure password')), 'Wrong@123');
    await user.type(screen.getByLabelText(vi('Authentication code')), '000000');
    await user.click(payButton('800 EV'));

    await waitFor(() => expect(screen.getByLabelText(vi('Secure password'))).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(vi('Secure password'))).toHaveAccessibleDescription(expect.stringContaining(vi('The secure password is wrong')));
    expect(screen.getByLabelText(vi('Authentication code'))).toHaveAccessibleDescription(expect.stringContaining(vi('Enter the verification code')));
    expect(store.getState().cart.lines).toHaveLength(2);
  });

  it('shows "Insufficient balance" and item errors as the form’s error', async () => {
    const answers = [fail(400, 'INSUFFICIENT_BALANCE'), fail(400, 'VALIDATION_FAILED', { fields: { items: 'PRODUCT_UNAVAILABLE' } })];
    recordOrders((_, index) => answers[index]);
    const { user } = await renderPoint();
    await screen.findByTestId('balance-EV');
    await user.type(screen.getByLabelText(vi('Secure password')), 'Secure@123');

    await user.click(payButton('800 EV'));
    const form = screen.getByRole('form', { name: vi('Pay with points') });
    expect(await within(form).findByRole('alert')).toHaveTextContent(vi('Insufficient balance'));

    await user.click(payButton('800 EV'));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(vi('A product is not available')));
  });
});
