import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../makeStore';

export const selectTokenPrices = (state: RootState) => state.tokenPrices.byCode;
export const selectTokenPrice = (state: RootState, code: string) => state.tokenPrices.byCode[code];
export const selectTokenPriceList = createSelector([selectTokenPrices], (byCode) => Object.values(byCode));
