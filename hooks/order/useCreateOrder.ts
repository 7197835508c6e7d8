import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { OrderMethod, PointPaymentSymbol } from '@/contract/enums';
import type { Order } from '@/contract/orders';
import { errorCodeOf } from '@/hooks/auth/useServerErrors';
import { useAuth } from '@/hooks/useAuth';
import type { CreateOrderRequest } from '@/contract/requests/orders';
import { createOrder } from '@/services/order';
import { TRANSACTIONS_QUERY_KEY, WALLETS_QUERY_KEY } from '@/services/moneyQueryKeys';
import { selectCartItems } from '@/state/cart/selectors';
import { clearCart, forgetCheckoutKey, keepCheckoutKey } from '@/state/cart/slice';
import { useAppDispatch, useAppStore } from '@/state/hooks';
import { checkoutSignature, newIdempotencyKey } from './checkoutKey';
import { ORDERS_QUERY_KEY } from './useOrders';
import { WAREHOUSE_QUERY_KEY } from './useWarehouse';

export type OrderSecrets = Pick<CreateOrderRequest, 'securePassword' | 'code' | 'passkey'>;

interface CheckoutChoice {
  method: OrderMethod;
  /** POINT only: the wallet that pays. */
  symbol?: PointPaymentSymbol;
}

/**
 * Orders the cart. One idempotency key per checkout attempt (cart + method + symbol), kept in the
 * persisted cart slice: a retry after a failure (a lost answer included) sends the same key, so the
 * server answers the same order instead of making a second one. A success or a changed cart starts a
 * new attempt. A call while one is in flight does nothing (answers null).
 */
export function useCreateOrder({ method, symbol }: CheckoutChoice) {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const { reloadUser } = useAuth();
  const inFlight = useRef(false);
  const [isPending, setPending] = useState(false);
  const [placedOrder, setPlacedOrder] = useState<Order | null>(null);

  const keyFor = useCallback(
    (signature: string) => {
      const current = store.getState().cart.checkout;
      if (current?.signature === signature) return current.key;
      const key = newIdempotencyKey();
      dispatch(keepCheckoutKey({ signature, key }));
      return key;
    },
    [store, dispatch],
  );

  const refreshAfter = useCallback(
    (order: Order) => {
      const keys = [ORDERS_QUERY_KEY, WALLETS_QUERY_KEY, TRANSACTIONS_QUERY_KEY, WAREHOUSE_QUERY_KEY];
      void Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (order.status === 'COMPLETED' && order.items.some((item) => item.kind === 'PACKAGE')) void reloadUser();
    },
    [queryClient, reloadUser],
  );

  const placeOrder = useCallback(
    async (secrets: OrderSecrets = {}): Promise<Order | null> => {
      if (inFlight.current) return null;
      const items = selectCartItems(store.getState());
      if (items.length === 0) return null;
      inFlight.current = true;
      setPending(true);
      try {
        const key = keyFor(checkoutSignature(items, method, symbol));
        const order = await createOrder({ items, method, ...(symbol ? { symbol } : {}), ...secrets }, key);
        setPlacedOrder(order);
        dispatch(clearCart());
        refreshAfter(order);
        return order;
      } catch (error) {
        if (errorCodeOf(error) === 'IDEMPOTENCY_KEY_REUSED') dispatch(forgetCheckoutKey());
        throw error;
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [store, method, symbol, keyFor, dispatch, refreshAfter],
  );

  return { placeOrder, isPending, placedOrder };
}
