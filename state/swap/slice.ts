import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CURRENCY_SYMBOL, MAIN_TOKEN_SYMBOL } from '@/config/tokens';

export type SwapField = 'INPUT' | 'OUTPUT';

export interface SwapState {
  independentField: SwapField;
  typedValue: string;
  INPUT: { currencyId: string | undefined };
  OUTPUT: { currencyId: string | undefined };
}

/** Choosing one of these on one side puts its partner on the other side. */
export const PAIRED_CURRENCY: Readonly<Record<string, string>> = {
  [CURRENCY_SYMBOL]: MAIN_TOKEN_SYMBOL,
  [MAIN_TOKEN_SYMBOL]: CURRENCY_SYMBOL,
};

export const initialSwapState: SwapState = {
  independentField: 'INPUT',
  typedValue: '',
  INPUT: { currencyId: CURRENCY_SYMBOL },
  OUTPUT: { currencyId: MAIN_TOKEN_SYMBOL },
};

const otherSide = (field: SwapField): SwapField => (field === 'INPUT' ? 'OUTPUT' : 'INPUT');

const swapSlice = createSlice({
  name: 'swap',
  initialState: initialSwapState,
  reducers: {
    typeInput(state, action: PayloadAction<{ field: SwapField; typedValue: string }>) {
      state.independentField = action.payload.field;
      state.typedValue = action.payload.typedValue;
    },
    selectCurrency(state, action: PayloadAction<{ field: SwapField; currencyId: string }>) {
      const { field, currencyId } = action.payload;
      const other = otherSide(field);
      if (currencyId === state[other].currencyId) {
        state[other].currencyId = state[field].currencyId;
        state[field].currencyId = currencyId;
        state.independentField = otherSide(state.independentField);
        return;
      }
      state[field].currencyId = currencyId;
      const partner = PAIRED_CURRENCY[currencyId];
      if (partner) state[other].currencyId = partner;
    },
    switchCurrencies(state) {
      const input = state.INPUT.currencyId;
      state.INPUT.currencyId = state.OUTPUT.currencyId;
      state.OUTPUT.currencyId = input;
      state.independentField = otherSide(state.independentField);
    },
  },
});

export const { typeInput, selectCurrency, switchCurrencies } = swapSlice.actions;
export const swapReducer = swapSlice.reducer;
