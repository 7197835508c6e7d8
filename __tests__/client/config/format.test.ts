import { BigNumber } from '@/config/bignumber';
import { formatAmount, formatNumber, formatRawAmount, fromRawUnits } from '@/config/format';

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

  it('converts raw integer units with 18 decimals by default', () => {
    expect(fromRawUnits('1500000000000000000')).toBe('1.5');
    expect(formatRawAmount('1234500000000000000000', 'USDT')).toBe('$1,234.5');
    expect(formatRawAmount('123456789', 'EV', 6)).toBe('123.456789 EV');
  });

  it('keeps 80 decimal places in divisions', () => {
    expect(new BigNumber(1).div(3).decimalPlaces()).toBe(80);
  });
});
