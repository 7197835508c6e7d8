import { computeFee, validateCoinAmount } from '@/contract/money-rules/fees';

describe('computeFee', () => {
  it('takes the percentage of the amount when the fee is a percent', () => {
    expect(computeFee('200', { isFeePercent: true, fee: '1.5', minFee: '0' })).toBe('3');
  });

  it('uses the fixed fee otherwise', () => {
    expect(computeFee('200', { isFeePercent: false, fee: '2', minFee: '0' })).toBe('2');
  });

  it('raises the fee to the minimum fee', () => {
    expect(computeFee('10', { isFeePercent: true, fee: '1', minFee: '0.5' })).toBe('0.5');
    expect(computeFee('10', { isFeePercent: false, fee: '0.1', minFee: '0.5' })).toBe('0.5');
  });

  it('rounds a percent fee up to 18 decimals', () => {
    expect(computeFee('0.000000000000000001', { isFeePercent: true, fee: '1', minFee: '0' })).toBe(
      '0.000000000000000001',
    );
  });
});

describe('validateCoinAmount', () => {
  const rule = { minimumAmount: '10' };

  it("asks to 'Enter points' when no amount is entered", () => {
    expect(validateCoinAmount('', rule, 'EV')).toEqual({ key: 'Enter points' });
    expect(validateCoinAmount('  ', rule, 'EV')).toEqual({ key: 'Enter points' });
    expect(validateCoinAmount(undefined, rule, 'EV')).toEqual({ key: 'Enter points' });
    expect(validateCoinAmount('0', rule, 'EV')).toEqual({ key: 'Enter points' });
  });

  it('names the minimum and its coin when the amount is below it (the view formats them in its language)', () => {
    expect(validateCoinAmount('9.99', rule, 'EV')).toEqual({ key: 'Minimum amount is %value%', minimum: '10', symbol: 'EV' });
    expect(validateCoinAmount('5', { minimumAmount: '1000' }, 'USDT')).toEqual({
      key: 'Minimum amount is %value%',
      minimum: '1000',
      symbol: 'USDT',
    });
  });

  it('accepts the minimum and above', () => {
    expect(validateCoinAmount('10', rule, 'EV')).toBeNull();
    expect(validateCoinAmount(25, rule, 'EV')).toBeNull();
  });
});

describe('fee rules with text that is not a number', () => {
  it('treats it as no amount', () => {
    expect(validateCoinAmount('12abc', { minimumAmount: '1' }, 'EV')).toEqual({ key: 'Enter points' });
    expect(computeFee('abc', { isFeePercent: true, fee: '1', minFee: '0.5' })).toBe('0.5');
  });
});
