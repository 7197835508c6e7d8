import { BigNumber } from '@/config/bignumber';
import { decimalSign, formatAmount, formatNumber } from '@/config/format';

describe('amount formatting', () => {
  it('shows USDT with a $ prefix, grouped, trailing zeros trimmed', () => {
    expect(formatAmount('1234.5000001', 'USDT')).toBe('$1,234.5');
  });

  it('shows other units after the number', () => {
    expect(formatAmount('12.5', 'EV')).toBe('12.5 EV');
    expect(formatAmount(1000000, 'EC')).toBe('1,000,000 EC');
  });

  it('keeps at most 6 fraction digits, rounding down', () => {
    expect(formatNumber('0.1234567')).toBe('0.123456');
    expect(formatNumber('0.9999999')).toBe('0.999999');
    expect(formatNumber('2.000000')).toBe('2');
    expect(formatNumber('0.0000001')).toBe('0');
  });

  it('accepts BigNumber values and puts the sign before the $', () => {
    expect(formatAmount(new BigNumber('-1234.5'), 'USDT')).toBe('-$1,234.5');
    expect(formatAmount('-0.0000001', 'USDT')).toBe('$0');
  });

  it('shows the bare number without a unit and 0 for what is not a number', () => {
    expect(formatAmount('42.10')).toBe('42.1');
    expect(formatAmount('abc', 'EV')).toBe('0 EV');
  });

  it('formats long and exponent-written decimals exactly, without float rounding', () => {
    expect(formatNumber('123456789012345678.987654321')).toBe('123,456,789,012,345,678.987654');
    expect(formatNumber('1e-7')).toBe('0');
    expect(formatNumber('2.5e3')).toBe('2,500');
    expect(formatNumber('0.3', 0)).toBe('0');
  });

  it('reads bare points, plus signs and extreme exponents', () => {
    expect(['.5', '5.', '+7', '007.50', '-0'].map((value) => formatNumber(value))).toEqual(['0.5', '5', '7', '7.5', '0']);
    expect(formatNumber('1e-999999999')).toBe('0');
    expect(formatNumber('-1.5e-999999999')).toBe('0');
    expect(formatNumber('1e500')).toBe('1e500');
    expect(formatNumber('12345.678', 2)).toBe('12,345.67');
  });

  it('reads the sign of a decimal string exactly, 0 for zero and for what is not a number', () => {
    expect(['12.5', '0.000000000000000000001', '1e-30'].map(decimalSign)).toEqual([1, 1, 1]);
    expect(['-0.5', '-123456789012345678901234567890'].map(decimalSign)).toEqual([-1, -1]);
    expect(['0', '-0.000', '0e5', 'abc', ''].map(decimalSign)).toEqual([0, 0, 0, 0, 0]);
  });

  it('keeps 80 decimal places in divisions', () => {
    expect(new BigNumber(1).div(3).decimalPlaces()).toBe(80);
  });
});
