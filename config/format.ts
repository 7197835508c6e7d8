import type { BigNumberValue } from './bignumber';
import { CURRENCY_SYMBOL, DISPLAY_MAX_DECIMALS } from './tokens';

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const HAS_DIGIT = /\d/;
/** Beyond this many integer digits the text is no amount of ours: it is shown as it came. */
const MAX_PLAIN_DIGITS = 400;

interface DecimalParts {
  negative: boolean;
  integer: string;
  fraction: string;
}

/** The digits of a decimal string around its point, its exponent applied: exact at any size. */
function decimalParts(text: string): DecimalParts | null {
  const match = DECIMAL_TEXT.exec(text);
  if (!match || !HAS_DIGIT.test(`${match[2]}${match[3] ?? ''}`)) return null;
  const [, sign, whole, decimals = '', exponent] = match;
  const digits = `${whole}${decimals}`;
  const point = whole.length + Number(exponent ?? 0);
  if (point > MAX_PLAIN_DIGITS) return null;
  if (point < -MAX_PLAIN_DIGITS) return { negative: sign === '-', integer: '0', fraction: '' };
  const integer = point <= 0 ? '0' : digits.slice(0, point).padEnd(point, '0');
  const fraction = point >= digits.length ? '' : point < 0 ? `${'0'.repeat(-point)}${digits}` : digits.slice(point);
  return { negative: sign === '-', integer: integer.replace(/^0+(?=\d)/, ''), fraction };
}

/** -1, 0 or 1 for a decimal string (0 for what is not a number), read from its text: exact at any size. */
export function decimalSign(value: BigNumberValue): -1 | 0 | 1 {
  const text = String(value).trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match || !/[1-9]/.test(`${match[2]}${match[3] ?? ''}`)) return 0;
  return match[1] === '-' ? -1 : 1;
}

/**
 * Rounds down (never shows more than is held), trims trailing zeros, groups thousands with ",". Done
 * on the decimal text: exact without a decimal library, and without Intl.NumberFormat, whose first
 * use costs a phone about 50 ms of main thread while the dashboard starts.
 */
export function formatNumber(value: BigNumberValue, maxDecimals = DISPLAY_MAX_DECIMALS): string {
  const text = String(value).trim();
  const parts = decimalParts(text);
  if (!parts) return DECIMAL_TEXT.test(text) && HAS_DIGIT.test(text) ? text : '0';
  const grouped = parts.integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = parts.fraction.slice(0, maxDecimals).replace(/0+$/, '');
  const formatted = fraction ? `${grouped}.${fraction}` : grouped;
  return parts.negative && formatted !== '0' ? `-${formatted}` : formatted;
}

/** "$1,234.5" for the base currency, "12.5 EV" for other units, the bare number without a unit. */
export function formatAmount(value: BigNumberValue, symbol?: string, maxDecimals = DISPLAY_MAX_DECIMALS): string {
  const formatted = formatNumber(value, maxDecimals);
  const negative = formatted.startsWith('-');
  const digits = negative ? formatted.slice(1) : formatted;
  const sign = negative ? '-' : '';
  if (symbol === CURRENCY_SYMBOL) return `${sign}$${digits}`;
  return symbol ? `${sign}${digits} ${symbol}` : `${sign}${digits}`;
}

/** "+$12.5", "-3 EV", "0 EC": the sign of a signed decimal string, kept. */
export function signedAmount(value: string, symbol?: string): string {
  const text = formatAmount(value, symbol);
  return decimalSign(value) > 0 ? `+${text}` : text;
}
