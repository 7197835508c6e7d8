import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenPrice } from '@/contract/prices';

export interface TokenPricesState {
  byCode: Record<string, TokenPrice>;
}

export const initialTokenPricesState: TokenPricesState = { byCode: {} };

const tokenPricesSlice = createSlice({
  name: 'tokenPrices',
  initialState: initialTokenPricesState,
  reducers: {
    setTokenPrices(state, action: PayloadAction<readonly TokenPrice[]>) {
      state.byCode = Object.fromEntries(action.payload.map((token) => [token.code, token]));
    },
  },
});

export const { setTokenPrices } = tokenPricesSlice.actions;
export const tokenPricesReducer = tokenPricesSlice.reducer;
