import { screen, waitFor, within } from '@testing-library/react';
import { persistStore, type Persistor } from 'redux-persist';
import PlaceOrderView from '@/components/order/PlaceOrderView';
import { ORDER_MAX_QUANTITY } from '@/config/orders';
import { selectCartTotals } from '@/state/cart/selectors';
import { addToCart, cartReducer, initialCartState, keepCheckoutKey, removeFromCart, setCartQuantity, syncCartProducts } from '@/state/cart/slice';
import { makeStore } from '@/state/makeStore';
import { catalogue, miner, renderOrderPage, silver, starter, vi, viWith } from './helpers/placeOrderFixtures';

const card = (code: string) => screen.getByTestId(`product-${code}`);
const cart = () => screen.getByRole('region', { name: vi('Cart') });

describe('/place-order: catalogue and cart', () => {
  it('adds a package and mining units and shows the totals in USDT and points', async () => {
    const { user, store } = await renderOrderPage(PlaceOrderView, 'Place Order', { path: '/place-order' });
    await screen.findByTestId('product-M1');
    expect(within(card('STARTER')).queryByLabelText(vi('Quantity'))).not.toBeInTheDocument();

    await user.click(within(card('STARTER')).getByRole('button', { name: vi('Add to cart') }));
    const quantity = within(card('M1')).getByLabelText(vi('Quantity'));
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(card('M1')).getByRole('button', { name: vi('Add to cart') }));

    expect(within(card('STARTER')).getByRole('button', { name: vi('In the cart') })).toBeDisabled();
    expect(within(cart()).getByTestId('cart-total')).toHaveTextContent('$250,00');
    expect(within(cart()).getByTestId('cart-point-total')).toHaveTextContent('1.000 EV');
    expect(store.getState().cart.lines.map(({ product, quantity: count }) => [product.code, count])).toEqual([
      ['STARTER', 1],
      ['M1', 3],
    ]);
    expect(within(cart()).getByRole('link', { name: vi('Bank Transfer') })).toHaveAttribute('href', '/place-order/bank-payment');
    expect(within(cart()).getByRole('link', { name: vi('EB/EV Points') })).toHaveAttribute('href', '/place-order/point-payment');
  });

  it('keeps one package: another package replaces it', async () => {
    const { user, store } = await renderOrderPage(PlaceOrderView, 'Place Order', { path: '/place-order' });
    await user.click(within(await screen.findByTestId('product-STARTER')).getByRole('button', { name: vi('Add to cart') }));
    await user.click(within(card('SILVER')).getByRole('button', { name: vi('Add to cart') }));

    expect(store.getState().cart.lines.map((line) => line.product.code)).toEqual(['SILVER']);
    expect(within(cart()).getByTestId('cart-total')).toHaveTextContent('$500,00');
  });

  it('changes a quantity within 1–100, removes a line and clears the cart', async () => {
    const { user, store } = await renderOrderPage(PlaceOrderView, 'Place Order', { path: '/place-order', cart: [{ product: miner, quantity: 2 }, { product: starter, quantity: 1 }] });
    const quantity = within(cart()).getByLabelText(viWith('Quantity of %name%', { name: 'M1' }));

    await user.clear(quantity);
    await user.type(quantity, '250');
    await user.tab();
    expect(store.getState().cart.lines[0].quantity).toBe(ORDER_MAX_QUANTITY);
    expect(quantity).toHaveValue(ORDER_MAX_QUANTITY);

    await user.click(within(cart()).getByRole('button', { name: viWith('Remove %name%', { name: 'M1' }) }));
    expect(within(cart()).queryByTestId('cart-line-M1')).not.toBeInTheDocument();
    expect(within(cart()).getByTestId('cart-total')).toHaveTextContent('$100,00');

    await user.click(within(cart()).getByRole('button', { name: vi('Clear the cart') }));
    expect(within(cart()).getByText(vi('Your cart is empty. Add a package or mining units.'))).toBeInTheDocument();
    expect(store.getState().cart.lines).toEqual([]);
  });

  it('does not offer a package that is not above the member’s own', async () => {
    const silverPackage = { _id: silver._id, code: silver.code, name: silver.name, bonusLevels: 2 };
    await renderOrderPage(PlaceOrderView, 'Place Order', { path: '/place-order', profile: { package: silverPackage } });

    expect(await within(await screen.findByTestId('product-STARTER')).findByText(vi('You already have this package or a higher one'))).toBeInTheDocument();
    expect(within(card('SILVER')).getByText(vi('Your current package'))).toBeInTheDocument();
    expect(within(card('SILVER')).queryByRole('button', { name: vi('Add to cart') })).not.toBeInTheDocument();
    expect(within(card('M1')).getByRole('button', { name: vi('Add to cart') })).toBeEnabled();
  });
});

describe('cart slice', () => {
  const reduce = (...actions: Parameters<typeof cartReducer>[1][]) => actions.reduce(cartReducer, initialCartState);

  it('holds at most one package, always quantity 1', () => {
    const state = reduce(addToCart({ product: starter, quantity: 4 }), addToCart({ product: starter, quantity: 1 }), addToCart({ product: silver, quantity: 1 }), setCartQuantity({ productId: silver._id, quantity: 7 }));
    expect(state.lines).toEqual([{ product: expect.objectContaining({ _id: silver._id }), quantity: 1 }]);
  });

  it(`keeps mining quantities from 1 to ${ORDER_MAX_QUANTITY}`, () => {
    let state = reduce(addToCart({ product: miner, quantity: 60 }), addToCart({ product: miner, quantity: 60 }));
    expect(state.lines[0].quantity).toBe(ORDER_MAX_QUANTITY);
    state = cartReducer(state, setCartQuantity({ productId: miner._id, quantity: 0 }));
    expect(state.lines[0].quantity).toBe(1);
    state = cartReducer(state, setCartQuantity({ productId: miner._id, quantity: 2.7 }));
    expect(state.lines[0].quantity).toBe(2);
  });

  it('forgets the checkout key whenever the cart changes', () => {
    const withKey = reduce(addToCart({ product: miner, quantity: 1 }), keepCheckoutKey({ signature: 's', key: 'key-12345678' }));
    expect(withKey.checkout).not.toBeNull();
    expect(cartReducer(withKey, setCartQuantity({ productId: miner._id, quantity: 2 })).checkout).toBeNull();
    expect(cartReducer(withKey, removeFromCart(miner._id)).checkout).toBeNull();
    expect(cartReducer(withKey, syncCartProducts(catalogue)).checkout).not.toBeNull();
    expect(cartReducer(withKey, syncCartProducts([{ ...miner, price: '55' }])).checkout).toBeNull();
  });

  it('drops products the catalogue no longer has and takes the current prices', () => {
    const state = reduce(addToCart({ product: miner, quantity: 2 }), addToCart({ product: starter, quantity: 1 }), syncCartProducts([{ ...miner, price: '60' }]));
    expect(state.lines).toEqual([{ product: expect.objectContaining({ _id: miner._id, price: '60' }), quantity: 2 }]);
  });
});

describe('cart persistence', () => {
  const persistors: Persistor[] = [];
  afterEach(async () => {
    for (const persistor of persistors.splice(0)) {
      await persistor.flush();
      persistor.pause();
    }
  });

  const started = async () => {
    const store = makeStore();
    const persistor = persistStore(store);
    persistors.push(persistor);
    await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    return store;
  };

  it('survives a reload', async () => {
    const before = await started();
    before.dispatch(addToCart({ product: miner, quantity: 3 }));
    await waitFor(() => expect(window.localStorage.getItem('persist:filhub')).toContain('"quantity\\":3'));

    const after = await started();
    expect(after.getState().cart.lines).toEqual([{ product: expect.objectContaining({ _id: miner._id }), quantity: 3 }]);
    expect(selectCartTotals(after.getState())).toEqual({ total: '150', pointTotal: '600', count: 3 });
  });
});
