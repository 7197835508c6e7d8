import * as z from 'zod/mini';

import { amountSchema, parseAmount } from '@/contract/money-rules/amount';

describe('parseAmount (the one reading of an amount, forms and server)', () => {
  it('reads a dot or a comma as the decimal separator, in its plain form', () => {
    expect(parseAmount('1,5')).toEqual({ amount: '1.5' });
    expect(parseAmount(' 0010.500 ')).toEqual({ amount: '10.5' });
    expect(parseAmount('.5')).toEqual({ amount: '0.5' });
    expect(parseAmount('5.')).toEqual({ amount: '5' });
    expect(parseAmount('0.000000000000000001')).toEqual({ amount: '0.000000000000000001' });
  });

  it('asks for an amount when there is none, it is 0, or it is not a plain decimal', () => {
    for (const input of [undefined, null, '', '0', '0,000', '-5', '1e3', '1.234,5', '1 000', 'abc', {}]) {
      expect(parseAmount(input)).toEqual({ error: 'AMOUNT_REQUIRED' });
    }
  });

  it('takes up to 1e15 and at most 18 decimals (trailing zeros do not count)', () => {
    expect(parseAmount('1000000000000000')).toEqual({ amount: '1000000000000000' });
    expect(parseAmount('1000000000000000.000')).toEqual({ amount: '1000000000000000' });
    expect(parseAmount('1000000000000000.1')).toEqual({ error: 'AMOUNT_TOO_LARGE' });
    expect(parseAmount('99999999999999999')).toEqual({ error: 'AMOUNT_TOO_LARGE' });
    expect(parseAmount('1.0000000000000000000')).toEqual({ amount: '1' });
    expect(parseAmount('1.0000000000000000001')).toEqual({ error: 'AMOUNT_TOO_MANY_DECIMALS' });
  });

  it('gives the request schema its plain form, or the field code as the issue', () => {
    expect(z.parse(amountSchema, '12,50')).toBe('12.5');
    const refused = z.safeParse(amountSchema, '1.0000000000000000001');
    expect(refused.success ? null : refused.error.issues.map((issue) => issue.message)).toEqual(['AMOUNT_TOO_MANY_DECIMALS']);
  });
});
