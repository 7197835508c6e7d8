import { amountForNet, quoteSwap } from '@/hooks/wallet/swapQuote';
import { debitOf, sentOf } from '@/contract/money-rules/fees';
import { checkAmount } from '@/hooks/wallet/amountRules';
import { chooseSwapCurrency, initialSwapState, swapReducer, switchSwapDirection, type SwapState } from '@/state/swap/slice';
import { isSwapPair } from '@/contract/money-rules/swap-pairs';
import { pricesWithEc } from './helpers/walletFixtures';

const byCode = Object.fromEntries(pricesWithEc.map((token) => [token.code, token]));
const pair = (input: string, output: string): SwapState => ({ ...initialSwapState, INPUT: { currencyId: input }, OUTPUT: { currencyId: output } });
const sides = (state: SwapState) => [state.INPUT.currencyId, state.OUTPUT.currencyId];

describe('swap pairs (chooseSwapCurrency, switchSwapDirection)', () => {
  it('allows USDT→EV, EV→USDT and EC→USDT only', () => {
    expect(isSwapPair('USDT', 'EV')).toBe(true);
    expect(isSwapPair('EV', 'USDT')).toBe(true);
    expect(isSwapPair('EC', 'USDT')).toBe(true);
    expect(isSwapPair('USDT', 'EC')).toBe(false);
    expect(isSwapPair('EC', 'EV')).toBe(false);
  });

  it('swaps the sides when the other side is chosen', () => {
    expect(sides(swapReducer(pair('USDT', 'EV'), chooseSwapCurrency({ field: 'INPUT', currencyId: 'EV' })))).toEqual(['EV', 'USDT']);
    expect(sides(swapReducer(pair('USDT', 'EV'), chooseSwapCurrency({ field: 'OUTPUT', currencyId: 'USDT' })))).toEqual(['EV', 'USDT']);
  });

  it('puts USDT against EC, and never EC on the output side', () => {
    expect(sides(swapReducer(pair('USDT', 'EV'), chooseSwapCurrency({ field: 'INPUT', currencyId: 'EC' })))).toEqual(['EC', 'USDT']);
    expect(sides(swapReducer(pair('EC', 'USDT'), chooseSwapCurrency({ field: 'INPUT', currencyId: 'USDT' })))).toEqual(['USDT', 'EV']);
    expect(sides(swapReducer(pair('EC', 'USDT'), chooseSwapCurrency({ field: 'OUTPUT', currencyId: 'EV' })))).toEqual(['USDT', 'EV']);
  });

  it('switches only to a pair that exists', () => {
    const switched = swapReducer(pair('USDT', 'EV'), switchSwapDirection());
    expect(sides(switched)).toEqual(['EV', 'USDT']);
    expect(switched.independentField).toBe('OUTPUT');
    expect(sides(swapReducer(pair('EC', 'USDT'), switchSwapDirection()))).toEqual(['EC', 'USDT']);
  });
});

describe('quoteSwap (fee on top of the amount, as the server)', () => {
  it('USDT→EV divides by EV.price', () => {
    expect(quoteSwap({ independentField: 'INPUT', typedValue: '100', from: 'USDT', to: 'EV', prices: byCode })).toEqual({
      inputAmount: '100',
      outputAmount: '400',
      fee: '1',
    });
  });

  it('EV→USDT and EC→USDT multiply by buyPrice', () => {
    expect(quoteSwap({ independentField: 'INPUT', typedValue: '100', from: 'EV', to: 'USDT', prices: byCode }).outputAmount).toBe('24');
    expect(quoteSwap({ independentField: 'INPUT', typedValue: '100', from: 'EC', to: 'USDT', prices: byCode }).outputAmount).toBe('50');
  });

  it('computes the input from the output, rounded up to 6 decimals', () => {
    expect(quoteSwap({ independentField: 'OUTPUT', typedValue: '10', from: 'EV', to: 'USDT', prices: byCode })).toEqual({
      inputAmount: '41.666667',
      outputAmount: '10',
      fee: '0.5',
    });
  });

  it('leaves the other side empty without an amount or prices', () => {
    expect(quoteSwap({ independentField: 'INPUT', typedValue: '', from: 'USDT', to: 'EV', prices: byCode }).outputAmount).toBe('');
    expect(quoteSwap({ independentField: 'INPUT', typedValue: '5', from: 'USDT', to: 'EV', prices: {} }).outputAmount).toBe('');
  });

  it('amountForNet finds the amount whose fee out of it leaves the net (for a fee-inside rule)', () => {
    expect(amountForNet('99', { isFeePercent: true, fee: '1', minFee: '0.5' }).toFixed()).toBe('100');
    expect(amountForNet('25', { isFeePercent: true, fee: '1', minFee: '0.5' }).toFixed()).toBe('25.5');
    expect(amountForNet('10', { isFeePercent: false, fee: '2', minFee: '0' }).toFixed()).toBe('12');
  });
});

describe('checkAmount', () => {
  const rule = byCode.USDT.settings.WITHDRAW;
  it('asks for an amount, then its minimum, then the balance with the fee on top', () => {
    expect(checkAmount('', rule, 'USDT', '1000')).toEqual({ key: 'Enter points' });
    expect(checkAmount('5', rule, 'USDT', '1000')).toEqual({ key: 'Minimum amount is %value%', minimum: '10', symbol: 'USDT' });
    expect(checkAmount('1000', rule, 'USDT', '1000')).toEqual({ key: 'Insufficient balance' });
    expect(checkAmount('990', rule, 'USDT', '1000')).toBeNull();
    expect(checkAmount('990', rule, 'USDT', undefined)).toBeNull();
  });

  it('debits amount + fee and sends the amount', () => {
    expect(debitOf('100', '1')).toBe('101');
    expect(sentOf('100', '1')).toBe('100');
  });
});
