import { sumAmounts, toDecimalString } from '@/server/domain/money';

describe('amounts', () => {
  it.each([
    ['1.000000000000000000', '1'],
    ['0.000000000000000000', '0'],
    ['-0', '0'],
    ['1250.500000000000000000', '1250.5'],
    ['0.000000000000000001', '0.000000000000000001'],
    ['12345678901234567890.123456789012345678', '12345678901234567890.123456789012345678'],
  ])('writes %s as %s', (value, expected) => {
    expect(toDecimalString(value)).toBe(expected);
  });

  it('adds without floating point error', () => {
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.3');
    expect(sumAmounts([])).toBe('0');
  });

  it('refuses what is not a finite amount', () => {
    expect(() => toDecimalString('abc')).toThrow();
    expect(() => toDecimalString(Infinity)).toThrow();
  });
});
