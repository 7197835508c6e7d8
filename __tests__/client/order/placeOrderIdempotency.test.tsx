import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import BankPaymentView from '@/components/order/BankPaymentView';
import PointPaymentView from '@/components/order/PointPaymentView';
import { setCartQuantity } from '@/state/cart/slice';
import { answerOrder, fail, HttpResponse, miner, recordOrders, renderOrderPage, starter, vi, viWith } from './helpers/placeOrderFixtures';

const CART = [{ product: starter, quantity: 1 }];
const renderBank = () => renderOrderPage(BankPaymentView, 'Bank Transfer', { path: '/place-order/bank-payment', cart: CART });
/** Answers held until `release()`: the request stays in flight while the test clicks again. */
function heldAnswers() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const sent = recordOrders(async (entry) => {
    await gate;
    return answerOrder(entry);
  });
  return { sent, release };
}

const created = () => screen.findByRole('region', { name: viWith('Order %code% created', { code: 'FHABCD2345' }) });

describe('ordering twice never makes two orders', () => {
  it('sends one request for a double click on "Create order"', async () => {
    const { sent, release } = heldAnswers();
    const { user } = await renderBank();

    await user.dblClick(screen.getByRole('button', { name: vi('Create order') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('button', { name: vi('Please wait…') })).toBeDisabled();
    release();
    await created();

    expect(sent).toHaveLength(1);
  });

  it('sends one request for two fast clicks on the point payment, and the button waits', async () => {
    const { sent, release } = heldAnswers();
    const { user } = await renderOrderPage(PointPaymentView, 'EB/EV Points', { path: '/place-order/point-payment', cart: CART });
    await screen.findByTestId('balance-EV');
    await user.type(screen.getByLabelText(vi('Secure password')), 'Secure@123');
    const pay = screen.getByRole('button', { name: viWith('Pay %amount%', { amount: '400 EV' }) });

    await user.click(pay);
    await user.click(pay);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('button', { name: vi('Please wait…') })).toBeDisabled();
    release();
    await screen.findByRole('region', { name: viWith('Order %code% completed', { code: 'FHABCD2345' }) });

    expect(sent).toHaveLength(1);
  });

  it('sends one request for two submits in the same tick (before the button can be disabled)', async () => {
    const { sent, release } = heldAnswers();
    const { user } = await renderOrderPage(PointPaymentView, 'EB/EV Points', { path: '/place-order/point-payment', cart: CART });
    await screen.findByTestId('balance-EV');
    await user.type(screen.getByLabelText(vi('Secure password')), 'Secure@123');
    const form = screen.getByRole('form', { name: vi('Pay with points') });

    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(sent).toHaveLength(1));
    release();
    await screen.findByRole('region', { name: viWith('Order %code% completed', { code: 'FHABCD2345' }) });

    expect(sent).toHaveLength(1);
  });

  it('retries with the same key after a network error', async () => {
    const sent = recordOrders((entry, index) => (index === 0 ? HttpResponse.error() : answerOrder(entry)));
    const { user } = await renderBank();

    await user.click(screen.getByRole('button', { name: vi('Create order') }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: vi('Create order') }));
    await created();

    expect(sent).toHaveLength(2);
    expect(sent[1].key).toBe(sent[0].key);
    expect(sent[1].body).toEqual(sent[0].body);
  });

  it('uses a new key once the cart changes, and after a success', async () => {
    const sent = recordOrders((entry, index) => (index === 0 ? fail(400, 'VALIDATION_FAILED', { fields: { items: 'PRODUCT_UNAVAILABLE' } }) : answerOrder(entry)));
    const { user, store } = await renderOrderPage(BankPaymentView, 'Bank Transfer', { path: '/place-order/bank-payment', cart: [{ product: miner, quantity: 2 }] });

    await user.click(screen.getByRole('button', { name: vi('Create order') }));
    await screen.findByRole('alert');
    act(() => {
      store.dispatch(setCartQuantity({ productId: miner._id, quantity: 3 }));
    });
    await user.click(screen.getByRole('button', { name: vi('Create order') }));
    await created();
    expect(sent.map(({ body }) => body.items)).toEqual([[{ productId: miner._id, quantity: 2 }], [{ productId: miner._id, quantity: 3 }]]);
    expect(sent[1].key).not.toBe(sent[0].key);
    expect(store.getState().cart.checkout).toBeNull();
  });
});
