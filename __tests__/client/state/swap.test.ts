import { initialSwapState, selectCurrency, swapReducer, switchCurrencies, typeInput, type SwapState } from '@/state/swap/slice';

function stateWith(input: string | undefined, output: string | undefined): SwapState {
  return { ...initialSwapState, INPUT: { currencyId: input }, OUTPUT: { currencyId: output } };
}

describe('swap slice', () => {
  it('starts with USDT in and EV out', () => {
    expect(swapReducer(undefined, { type: 'init' })).toEqual({
      independentField: 'INPUT',
      typedValue: '',
      INPUT: { currencyId: 'USDT' },
      OUTPUT: { currencyId: 'EV' },
    });
  });

  it('records the typed value and its side', () => {
    const state = swapReducer(initialSwapState, typeInput({ field: 'OUTPUT', typedValue: '12.5' }));

    expect(state.independentField).toBe('OUTPUT');
    expect(state.typedValue).toBe('12.5');
  });

  it("swaps the sides when the other side's currency is chosen", () => {
    const state = swapReducer(stateWith('EC', 'USDT'), selectCurrency({ field: 'INPUT', currencyId: 'USDT' }));

    expect(state.INPUT.currencyId).toBe('USDT');
    expect(state.OUTPUT.currencyId).toBe('EC');
    expect(state.independentField).toBe('OUTPUT');
  });

  it('pairs USDT with EV on the other side', () => {
    const state = swapReducer(stateWith('EC', 'EC'), selectCurrency({ field: 'OUTPUT', currencyId: 'USDT' }));

    expect(state.OUTPUT.currencyId).toBe('USDT');
    expect(state.INPUT.currencyId).toBe('EV');
  });

  it('pairs EV with USDT on the other side', () => {
    const state = swapReducer(stateWith('EC', undefined), selectCurrency({ field: 'INPUT', currencyId: 'EV' }));

    expect(state.INPUT.currencyId).toBe('EV');
    expect(state.OUTPUT.currencyId).toBe('USDT');
  });

  it('leaves the other side alone for a currency without a partner', () => {
    const state = swapReducer(stateWith('USDT', 'EV'), selectCurrency({ field: 'INPUT', currencyId: 'EC' }));

    expect(state.INPUT.currencyId).toBe('EC');
    expect(state.OUTPUT.currencyId).toBe('EV');
  });

  it('switches the currencies and the independent side', () => {
    const state = swapReducer(initialSwapState, switchCurrencies());

    expect(state.INPUT.currencyId).toBe('EV');
    expect(state.OUTPUT.currencyId).toBe('USDT');
    expect(state.independentField).toBe('OUTPUT');
  });
});
