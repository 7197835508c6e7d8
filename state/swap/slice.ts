import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { CURRENCY_SYMBOL, MAIN_TOKEN_SYMBOL } from '@/config/tokens';
import { isSwapPair } from '@/contract/money-rules/swap-pairs';
import { nearestSwapPair } from './pairs';

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

function selectCurrencyIn(state: SwapState, field: SwapField, currencyId: string): SwapState {
  const other = otherSide(field);
  if (currencyId === state[other].currencyId) {
    return {
      ...state,
      [other]: { ...state[other], currencyId: state[field].currencyId },
      [field]: { ...state[field], currencyId },
      independentField: otherSide(state.independentField),
    };
  }
  const partner = PAIRED_CURRENCY[currencyId];
  return {
    ...state,
    [field]: { ...state[field], currencyId },
    ...(partner ? { [other]: { ...state[other], currencyId: partner } } : {}),
  };
}

function switched(state: SwapState): SwapState {
  return {
    ...state,
    INPUT: { ...state.INPUT, currencyId: state.OUTPUT.currencyId },
    OUTPUT: { ...state.OUTPUT, currencyId: state.INPUT.currencyId },
    independentField: otherSide(state.independentField),
  };
}

// A plain reducer, as in state/user/slice.ts (no immer on the first load): every change makes new objects.
export const typeInput = createAction<{ field: SwapField; typedValue: string }>('swap/typeInput');
export const selectCurrency = createAction<{ field: SwapField; currencyId: string }>('swap/selectCurrency');
/**
 * selectCurrency, then kept to a pair the server swaps (state/swap/pairs): the chosen side stays,
 * the other side gets its partner (EC only as input, to USDT).
 */
export const chooseSwapCurrency = createAction<{ field: SwapField; currencyId: string }>('swap/chooseSwapCurrency');
/** switchCurrencies when the reverse is a pair the server swaps; otherwise nothing. */
export const switchSwapDirection = createAction('swap/switchSwapDirection');
export const switchCurrencies = createAction('swap/switchCurrencies');

export function swapReducer(state: SwapState = initialSwapState, action: UnknownAction): SwapState {
  if (typeInput.match(action)) {
    return { ...state, independentField: action.payload.field, typedValue: action.payload.typedValue };
  }
  if (selectCurrency.match(action)) return selectCurrencyIn(state, action.payload.field, action.payload.currencyId);
  if (chooseSwapCurrency.match(action)) {
    const { field, currencyId } = action.payload;
    const chosen = selectCurrencyIn(state, field, currencyId);
    const pair = nearestSwapPair(chosen.INPUT.currencyId, chosen.OUTPUT.currencyId, field);
    return { ...chosen, INPUT: { ...chosen.INPUT, currencyId: pair.from }, OUTPUT: { ...chosen.OUTPUT, currencyId: pair.to } };
  }
  if (switchSwapDirection.match(action)) {
    return isSwapPair(state.OUTPUT.currencyId, state.INPUT.currencyId) ? switched(state) : state;
  }
  if (switchCurrencies.match(action)) return switched(state);
  return state;
}
