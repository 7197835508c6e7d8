import { createSelector } from '@reduxjs/toolkit';
import type { OrderLine } from '@/contract/orders';
import { BigNumber } from '@/config/bignumber';
import type { RootState } from '../makeStore';

export const selectCartLines = (state: RootState) => state.cart.lines;
export const selectCheckoutKey = (state: RootState) => state.cart.checkout;

export const selectCartItems = createSelector([selectCartLines], (lines): OrderLine[] =>
  lines.map(({ product, quantity }) => ({ productId: product._id, quantity })),
);

/** USDT (`total`) and points (`pointTotal`), as the server sums them. */
export const selectCartTotals = createSelector([selectCartLines], (lines) => {
  const sum = (price: (line: (typeof lines)[number]) => string) =>
    lines.reduce((total, line) => total.plus(new BigNumber(price(line)).times(line.quantity)), new BigNumber(0)).toFixed();
  return {
    total: sum((line) => line.product.price),
    pointTotal: sum((line) => line.product.pointPrice),
    count: lines.reduce((count, line) => count + line.quantity, 0),
  };
});

export const selectCartQuantityOf = (productId: string) => (state: RootState) =>
  state.cart.lines.find((line) => line.product._id === productId)?.quantity ?? 0;
