import * as z from 'zod/mini';

import type { ErrorCode } from '../errors';

/**
 * An amount as a member types it and as a request carries it: digits with at most one decimal separator, a dot or a
 * comma (the keyboard of a Vietnamese phone offers the comma); no sign, exponent or digit grouping. The forms and the
 * server read it with this one parser.
 */

/** The decimals a token amount may carry (the database's scale). */
export const AMOUNT_DECIMALS = 18;
/** The largest amount accepted: the database holds 20 integer digits, and this keeps amount + fee inside them. */
export const MAX_AMOUNT = '1000000000000000';

/** The field codes of an amount that cannot be read. */
export const AMOUNT_ERRORS = {
  /** Missing, not a plain decimal number, or not above 0. */
  required: 'AMOUNT_REQUIRED',
  tooLarge: 'AMOUNT_TOO_LARGE',
  tooManyDecimals: 'AMOUNT_TOO_MANY_DECIMALS',
} as const;
export type AmountError = (typeof AMOUNT_ERRORS)[keyof typeof AMOUNT_ERRORS];

/** What may be typed: digits with one separator, either side of it possibly empty ("5." and ",5" read 5 and 0.5). */
const AMOUNT_TEXT = /^(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * The amount in its plain form ("12.5", "0.0001", "3": no leading or trailing zeros, a dot), or the field code of what
 * is wrong. A JSON number is read as its decimal text.
 */
export function parseAmount(input: unknown): { amount: string } | { error: AmountError } {
  const text = typeof input === 'number' && Number.isFinite(input) ? String(input) : typeof input === 'string' ? input.trim() : '';
  if (!AMOUNT_TEXT.test(text)) return { error: AMOUNT_ERRORS.required };
  const [wholeTyped, fractionTyped = ''] = text.replace(',', '.').split('.');
  const whole = wholeTyped.replace(/^0+/, '');
  const fraction = fractionTyped.replace(/0+$/, '');
  if (whole === '' && fraction === '') return { error: AMOUNT_ERRORS.required };
  const aboveMax = whole.length > MAX_AMOUNT.length || (whole.length === MAX_AMOUNT.length && (whole > MAX_AMOUNT || fraction !== ''));
  if (aboveMax) return { error: AMOUNT_ERRORS.tooLarge };
  if (fraction.length > AMOUNT_DECIMALS) return { error: AMOUNT_ERRORS.tooManyDecimals };
  return { amount: fraction === '' ? whole : `${whole || '0'}.${fraction}` };
}

/**
 * The amount field of a request: a decimal text (a JSON number would have lost digits already) read by `parseAmount`;
 * the output is its plain form. An amount missing or unreadable reads `required` (AMOUNT_REQUIRED unless the request
 * names its own code).
 */
export function amountField(required: ErrorCode = AMOUNT_ERRORS.required) {
  return z.pipe(
    z.string({ error: required }),
    z.transform((input, context): string => {
      const parsed = parseAmount(input);
      if ('amount' in parsed) return parsed.amount;
      context.issues.push({ code: 'custom', message: parsed.error === AMOUNT_ERRORS.required ? required : parsed.error, input });
      return z.NEVER;
    }),
  );
}

/** The amount of a member's money request (swap, transfer, withdraw). */
export const amountSchema = amountField();
