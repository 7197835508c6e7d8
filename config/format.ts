import type { BigNumberValue } from './bignumber';
import { CURRENCY_SYMBOL, DISPLAY_MAX_DECIMALS } from './tokens';

const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const formatters = new Map<number, Intl.NumberFormat>();

/** Grouped thousands with "." decimals, truncated: Intl formats a decimal string exactly, without a float. */
function formatterFor(maxDecimals: number): Intl.NumberFormat {
  let formatter = formatters.get(maxDecimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDecimals, roundingMode: 'trunc' });
    formatters.set(maxDecimals, formatter);
  }
  return formatter;
}

/** -1, 0 or 1 for a decimal string (0 for what is not a number), read from its text: exact at any size. */
export function decimalSign(value: BigNumberValue): -1 | 0 | 1 {
  const text = String(value).trim();
  if (!DECIMAL_TEXT.test(text) || !/[1-9]/.test(text.replace(/e.*$/i, ''))) return 0;
  return text.startsWith('-') ? -1 : 1;
}

/**
 * Rounds down (never shows more than is held), trims trailing zeros, groups thousands. Display only needs
 * no decimal library, so pages that only show amounts load none.
 */
export function formatNumber(value: BigNumberValue, maxDecimals = DISPLAY_MAX_DECIMALS): string {
  const text = String(value).trim();
  if (!DECIMAL_TEXT.test(text)) return '0';
  const formatted = formatterFor(maxDecimals).format(text as Intl.StringNumericLiteral);
  return formatted === '-0' ? '0' : formatted;
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
