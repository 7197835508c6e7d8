import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { Product } from '@/contract/products';
import { clearUser } from '../user/slice';
import { allowedQuantity } from './rules';

/** What the cart shows of a product; refreshed from the catalogue by `syncCartProducts`. */
export type CartProduct = Pick<Product, '_id' | 'code' | 'kind' | 'name' | 'price' | 'pointPrice'>;

export interface CartLine {
  product: CartProduct;
  quantity: number;
}

/** The idempotency key of the current checkout attempt, valid for one `signature` (items, method, symbol). */
export interface CheckoutKey {
  signature: string;
  key: string;
}

export interface CartState {
  lines: CartLine[];
  checkout: CheckoutKey | null;
}

export const initialCartState: CartState = { lines: [], checkout: null };

const toCartProduct = ({ _id, code, kind, name, price, pointPrice }: CartProduct): CartProduct => ({ _id, code, kind, name, price, pointPrice });

// A plain reducer, as in state/user/slice.ts (no immer on the first load): every change makes new objects.
/** A package replaces the cart's package (one at most, quantity 1); a mining unit adds to its line. */
export const addToCart = createAction<{ product: CartProduct; quantity: number }>('cart/addToCart');
export const setCartQuantity = createAction<{ productId: string; quantity: number }>('cart/setCartQuantity');
export const removeFromCart = createAction<string>('cart/removeFromCart');
export const clearCart = createAction('cart/clearCart');
/** Current names and prices from the catalogue; products no longer offered leave the cart. */
export const syncCartProducts = createAction<readonly CartProduct[]>('cart/syncCartProducts');
export const keepCheckoutKey = createAction<CheckoutKey>('cart/keepCheckoutKey');
export const forgetCheckoutKey = createAction('cart/forgetCheckoutKey');

function added(state: CartState, product: CartProduct, quantity: number): CartState {
  const existing = state.lines.find((line) => line.product._id === product._id);
  if (existing) {
    const total = allowedQuantity(product.kind, existing.quantity + quantity);
    return { ...state, lines: state.lines.map((line) => (line === existing ? { ...line, quantity: total } : line)), checkout: null };
  }
  const kept = product.kind === 'PACKAGE' ? state.lines.filter((line) => line.product.kind !== 'PACKAGE') : state.lines;
  return {
    ...state,
    lines: [...kept, { product: toCartProduct(product), quantity: allowedQuantity(product.kind, quantity) }],
    checkout: null,
  };
}

function withQuantity(state: CartState, productId: string, wanted: number): CartState {
  const line = state.lines.find((candidate) => candidate.product._id === productId);
  if (!line) return state;
  const quantity = allowedQuantity(line.product.kind, wanted);
  if (quantity === line.quantity) return state;
  return { ...state, lines: state.lines.map((candidate) => (candidate === line ? { ...line, quantity } : candidate)), checkout: null };
}

function synced(state: CartState, products: readonly CartProduct[]): CartState {
  const byId = new Map(products.map((product) => [product._id, product]));
  const kept = state.lines.filter((line) => byId.has(line.product._id));
  const changed =
    kept.length !== state.lines.length ||
    kept.some(({ product }) => {
      const current = byId.get(product._id);
      return current?.price !== product.price || current.pointPrice !== product.pointPrice;
    });
  return {
    ...state,
    lines: kept.map((line) => ({ ...line, product: toCartProduct(byId.get(line.product._id) ?? line.product) })),
    checkout: changed ? null : state.checkout,
  };
}

export function cartReducer(state: CartState = initialCartState, action: UnknownAction): CartState {
  if (addToCart.match(action)) return added(state, action.payload.product, action.payload.quantity);
  if (setCartQuantity.match(action)) return withQuantity(state, action.payload.productId, action.payload.quantity);
  if (removeFromCart.match(action)) {
    return { ...state, lines: state.lines.filter((line) => line.product._id !== action.payload), checkout: null };
  }
  if (clearCart.match(action) || clearUser.match(action)) return initialCartState;
  if (syncCartProducts.match(action)) return synced(state, action.payload);
  if (keepCheckoutKey.match(action)) return { ...state, checkout: action.payload };
  if (forgetCheckoutKey.match(action)) return { ...state, checkout: null };
  return state;
}
