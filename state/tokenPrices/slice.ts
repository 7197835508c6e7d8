import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { TokenPrice } from '@/contract/prices';

export interface TokenPricesState {
  byCode: Record<string, TokenPrice>;
}

export const initialTokenPricesState: TokenPricesState = { byCode: {} };

// A plain reducer, as in state/user/slice.ts (no immer on the first load).
export const setTokenPrices = createAction<readonly TokenPrice[]>('tokenPrices/setTokenPrices');

export function tokenPricesReducer(state: TokenPricesState = initialTokenPricesState, action: UnknownAction): TokenPricesState {
  if (setTokenPrices.match(action)) {
    return { ...state, byCode: Object.fromEntries(action.payload.map((token) => [token.code, token])) };
  }
  return state;
}
