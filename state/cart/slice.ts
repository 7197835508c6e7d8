import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** A package replaces the cart's package (one at most, quantity 1); a mining unit adds to its line. */
    addToCart(state, action: PayloadAction<{ product: CartProduct; quantity: number }>) {
      const { product, quantity } = action.payload;
      const existing = state.lines.find((line) => line.product._id === product._id);
      if (existing) {
        existing.quantity = allowedQuantity(product.kind, existing.quantity + quantity);
      } else {
        if (product.kind === 'PACKAGE') state.lines = state.lines.filter((line) => line.product.kind !== 'PACKAGE');
        state.lines.push({ product: toCartProduct(product), quantity: allowedQuantity(product.kind, quantity) });
      }
      state.checkout = null;
    },
    setCartQuantity(state, action: PayloadAction<{ productId: string; quantity: number }>) {
      const line = state.lines.find((candidate) => candidate.product._id === action.payload.productId);
      if (!line) return;
      const quantity = allowedQuantity(line.product.kind, action.payload.quantity);
      if (quantity === line.quantity) return;
      line.quantity = quantity;
      state.checkout = null;
    },
    removeFromCart(state, action: PayloadAction<string>) {
      state.lines = state.lines.filter((line) => line.product._id !== action.payload);
      state.checkout = null;
    },
    clearCart() {
      return initialCartState;
    },
    /** Current names and prices from the catalogue; products no longer offered leave the cart. */
    syncCartProducts(state, action: PayloadAction<readonly CartProduct[]>) {
      const byId = new Map(action.payload.map((product) => [product._id, product]));
      const kept = state.lines.filter((line) => byId.has(line.product._id));
      const changed =
        kept.length !== state.lines.length ||
        kept.some(({ product }) => {
          const current = byId.get(product._id);
          return current?.price !== product.price || current.pointPrice !== product.pointPrice;
        });
      state.lines = kept.map((line) => ({ ...line, product: toCartProduct(byId.get(line.product._id) ?? line.product) }));
      if (changed) state.checkout = null;
    },
    keepCheckoutKey(state, action: PayloadAction<CheckoutKey>) {
      state.checkout = action.payload;
    },
    forgetCheckoutKey(state) {
      state.checkout = null;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(clearUser, () => initialCartState);
  },
});

export const { addToCart, setCartQuantity, removeFromCart, clearCart, syncCartProducts, keepCheckoutKey, forgetCheckoutKey } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;
