import { BigNumber } from '@/config/bignumber';
import { decimalSign, numberFormat } from '@/config/format';

const vi = numberFormat('vi-VN');
const en = numberFormat('en-US');

describe('number format per language', () => {
  it('groups thousands and marks decimals the way each language writes them', () => {
    expect(vi.number('1234567.25')).toBe('1.234.567,25');
    expect(en.number('1234567.25')).toBe('1,234,567.25');
    expect([vi.number('1000'), en.number('1000')]).toEqual(['1.000', '1,000']);
    expect([vi.number('0.02'), en.number('0.02')]).toEqual(['0,02', '0.02']);
  });

  it('shows USDT with a $ prefix and always 2 decimals, rounded down', () => {
    expect(en.amount('1123.5', 'USDT')).toBe('$1,123.50');
    expect(vi.amount('1123.5', 'USDT')).toBe('$1.123,50');
    expect(en.amount('1000', 'USDT')).toBe('$1,000.00');
    expect(en.amount('1234.5678', 'USDT')).toBe('$1,234.56');
    expect(en.amount('0.009', 'USDT')).toBe('$0.00');
    expect(en.amount('abc', 'USDT')).toBe('$0.00');
  });

  it('shows more USDT decimals only where asked (exact statements), never fewer than 2', () => {
    expect(en.amount('12.345678', 'USDT', 18)).toBe('$12.345678');
    expect(vi.amount('12.3', 'USDT', 18)).toBe('$12,30');
    expect(en.amount('7', 'USDT', 0)).toBe('$7.00');
  });

  it('shows other units after the number, up to 6 decimals, trailing zeros trimmed', () => {
    expect(en.amount('12.5', 'EV')).toBe('12.5 EV');
    expect(vi.amount('12.5', 'EV')).toBe('12,5 EV');
    expect(vi.amount(1000000, 'EC')).toBe('1.000.000 EC');
    expect(en.amount('0.1234567', 'EC')).toBe('0.123456 EC');
    expect(vi.amount('2.000000', 'EV')).toBe('2 EV');
    expect(en.amount('42.10')).toBe('42.1');
  });

  it('shows VND in whole dong with the code after the number', () => {
    expect(vi.vnd(2500000)).toBe('2.500.000 VND');
    expect(en.vnd(2500000)).toBe('2,500,000 VND');
    expect(vi.vnd('1999.9')).toBe('1.999 VND');
  });

  it('puts the sign of negatives before the $ and the number, and drops it when nothing is left', () => {
    expect(en.amount(new BigNumber('-1234.5'), 'USDT')).toBe('-$1,234.50');
    expect(vi.amount('-1234.5', 'EV')).toBe('-1.234,5 EV');
    expect(en.amount('-0.001', 'USDT')).toBe('$0.00');
    expect(vi.number('-0.0000001')).toBe('0');
    expect(en.signed('12.5', 'USDT')).toBe('+$12.50');
    expect(vi.signed('-3', 'EV')).toBe('-3 EV');
    expect(en.signed('0', 'EC')).toBe('0 EC');
  });

  it('formats big and exponent-written decimals exactly, without float rounding', () => {
    expect(en.number('123456789012345678.987654321')).toBe('123,456,789,012,345,678.987654');
    expect(vi.number('123456789012345678.987654321')).toBe('123.456.789.012.345.678,987654');
    expect(vi.amount('98765432109876543210.5', 'USDT')).toBe('$98.765.432.109.876.543.210,50');
    expect(en.number('2.5e3')).toBe('2,500');
    expect(en.number('1e-7')).toBe('0');
    expect(en.number('0.3', 0)).toBe('0');
    expect(en.number('1e500')).toBe('1e500');
  });

  it('reads bare points, plus signs and extreme exponents', () => {
    expect(['.5', '5.', '+7', '007.50', '-0'].map((value) => vi.number(value))).toEqual(['0,5', '5', '7', '7,5', '0']);
    expect(en.number('1e-999999999')).toBe('0');
    expect(en.number('-1.5e-999999999')).toBe('0');
    expect(en.number('12345.678', 2)).toBe('12,345.67');
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
