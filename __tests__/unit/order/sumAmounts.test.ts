import { sumAmounts } from '@/components/order/sumAmounts';

describe('sumAmounts', () => {
  it('adds decimal strings exactly, whatever their number of decimals', () => {
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.3');
    expect(sumAmounts(['1.000001', '2', '0.99999900'])).toBe('4');
    expect(sumAmounts(['123456789012345678.000000000001', '1'])).toBe('123456789012345679.000000000001');
  });

  it('handles negatives, an empty list and what is not a plain decimal (counted as 0)', () => {
    expect(sumAmounts(['-1.5', '0.25'])).toBe('-1.25');
    expect(sumAmounts([])).toBe('0');
    expect(sumAmounts(['abc', '1e3', '', '2.5'])).toBe('2.5');
  });
});
