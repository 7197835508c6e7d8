import BaseBigNumber from 'bignumber.js';

export type BigNumber = BaseBigNumber;
export type BigNumberValue = BaseBigNumber.Value;

/** STRICT off: text that is not a number becomes NaN instead of throwing (typed input, stored strings). */
export const BigNumber = BaseBigNumber.clone({ DECIMAL_PLACES: 80, EXPONENTIAL_AT: 1e9, STRICT: false });
