import { screen, waitFor, within } from '@testing-library/react';
import BankPaymentView from '@/components/order/BankPaymentView';
import { IDEMPOTENCY_KEY_PATTERN } from '@/config/orders';
import { answerOrder, bankPayment, fail, miner, recordOrders, renderOrderPage, starter, vi, viWith } from './helpers/placeOrderFixtures';

const CART = [{ product: starter, quantity: 1 }, { product: miner, quantity: 2 }];
const renderBank = (cart = CART) => renderOrderPage(BankPaymentView, 'Bank Transfer', { path: '/place-order/bank-payment', cart });

describe('/place-order/bank-payment', () => {
  it('sends nothing and links back when the cart is empty', async () => {
    await renderBank([]);
    expect(await screen.findByRole('heading', { name: vi('Your cart is empty') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: vi('Back to Place Order') })).toHaveAttribute('href', '/place-order');
    expect(screen.queryByRole('button', { name: vi('Create order') })).not.toBeInTheDocument();
  });

  it('creates a BANK order, clears the cart and shows where to transfer, with the VietQR code', async () => {
    const sent = recordOrders(answerOrder);
    const { user, store } = await renderBank();
    const summary = screen.getByRole('region', { name: vi('Order summary') });
    expect(within(summary).getByTestId('cart-total')).toHaveTextContent('$200');

    await user.click(screen.getByRole('button', { name: vi('Create order') }));

    const placed = await screen.findByRole('region', { name: viWith('Order %code% created', { code: 'FHABCD2345' }) });
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({ items: [{ productId: starter._id, quantity: 1 }, { productId: miner._id, quantity: 2 }], method: 'BANK' });
    expect(sent[0].key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(store.getState().cart).toEqual({ lines: [], checkout: null });

    expect(within(placed).getByText(bankPayment.bankName)).toBeInTheDocument();
    expect(within(placed).getByText(bankPayment.accountNumber)).toBeInTheDocument();
    expect(within(placed).getByText(bankPayment.accountName)).toBeInTheDocument();
    expect(within(placed).getByText('2.500.000 VND')).toBeInTheDocument();
    expect(within(placed).getByText('FHABCD2345')).toBeInTheDocument();
    expect(within(placed).getByText(vi('Pay before'))).toBeInTheDocument();
    const qr = await within(placed).findByRole('img', { name: vi('VietQR code of the transfer') });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(placed).getByRole('link', { name: vi('Open Order Temp') })).toHaveAttribute('href', '/order/temp');
  });

  it('copies the transfer content and the account number', async () => {
    recordOrders(answerOrder);
    const { user } = await renderBank();
    await user.click(screen.getByRole('button', { name: vi('Create order') }));
    await screen.findByText('2.500.000 VND');
    // user-event's clipboard stub reads back through jsdom's FileReader, which refuses Node's Blob: watch the write.
    const write = jest.spyOn(navigator.clipboard, 'writeText');

    await user.click(screen.getByRole('button', { name: `${vi('Copy')}: ${vi('Transfer content')}` }));
    expect(write).toHaveBeenLastCalledWith('FHABCD2345');
    expect(await screen.findByText(vi('Copied'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `${vi('Copy')}: ${vi('Account number')}` }));
    await waitFor(() => expect(write).toHaveBeenLastCalledWith(bankPayment.accountNumber));
  });

  it('shows the server’s item error and keeps the cart', async () => {
    recordOrders(() => fail(400, 'VALIDATION_FAILED', { fields: { items: 'PACKAGE_NOT_HIGHER' } }));
    const { user, store } = await renderBank();
    await user.click(screen.getByRole('button', { name: vi('Create order') }));

    expect(await screen.findByRole('alert')).toHaveTextContent(vi('You already have this package or a higher one'));
    expect(store.getState().cart.lines).toHaveLength(2);
  });
});
