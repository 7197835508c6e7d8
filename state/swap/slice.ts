import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CURRENCY_SYMBOL, MAIN_TOKEN_SYMBOL } from '@/config/tokens';
import { isSwapPair, nearestSwapPair } from './pairs';

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

function selectCurrencyIn(state: SwapState, field: SwapField, currencyId: string) {
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
}

const swapSlice = createSlice({
  name: 'swap',
  initialState: initialSwapState,
  reducers: {
    typeInput(state, action: PayloadAction<{ field: SwapField; typedValue: string }>) {
      state.independentField = action.payload.field;
      state.typedValue = action.payload.typedValue;
    },
    selectCurrency(state, action: PayloadAction<{ field: SwapField; currencyId: string }>) {
      selectCurrencyIn(state, action.payload.field, action.payload.currencyId);
    },
    /**
     * selectCurrency, then kept to a pair the server swaps (state/swap/pairs): the chosen side stays,
     * the other side gets its partner (EC only as input, to USDT).
     */
    chooseSwapCurrency(state, action: PayloadAction<{ field: SwapField; currencyId: string }>) {
      const { field, currencyId } = action.payload;
      selectCurrencyIn(state, field, currencyId);
      const pair = nearestSwapPair(state.INPUT.currencyId, state.OUTPUT.currencyId, field);
      state.INPUT.currencyId = pair.from;
      state.OUTPUT.currencyId = pair.to;
    },
    /** switchCurrencies when the reverse is a pair the server swaps; otherwise nothing. */
    switchSwapDirection(state) {
      if (!isSwapPair(state.OUTPUT.currencyId, state.INPUT.currencyId)) return;
      const input = state.INPUT.currencyId;
      state.INPUT.currencyId = state.OUTPUT.currencyId;
      state.OUTPUT.currencyId = input;
      state.independentField = otherSide(state.independentField);
    },
    switchCurrencies(state) {
      const input = state.INPUT.currencyId;
      state.INPUT.currencyId = state.OUTPUT.currencyId;
      state.OUTPUT.currencyId = input;
      state.independentField = otherSide(state.independentField);
    },
  },
});

export const { typeInput, selectCurrency, switchCurrencies, chooseSwapCurrency, switchSwapDirection } = swapSlice.actions;
export const swapReducer = swapSlice.reducer;
