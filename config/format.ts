import { LOCALES, type Locale } from '../contract/enums';
import type { BigNumberValue } from './bignumber';
import { DEFAULT_LOCALE } from './languages';
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

/** The grouping and decimal marks of a language: Vietnamese "1.234,5", English "1,234.5". */
const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  'vi-VN': { group: '.', decimal: ',' },
  'en-US': { group: ',', decimal: '.' },
};

/** USDT (the $ currency) always shows cents: "$1,123.50"; more decimals only where a caller asks for them. */
const CURRENCY_DECIMALS = 2;

/**
 * Rounds down (never shows more than is held), trims trailing zeros beyond `minDecimals`, groups thousands. Done on
 * the decimal text: exact at any size without a decimal library, and without Intl.NumberFormat, whose first use
 * costs a phone about 50 ms of main thread while the dashboard starts.
 */
function formatDecimal(value: BigNumberValue, locale: Locale, maxDecimals: number, minDecimals = 0): string {
  const { group, decimal } = SEPARATORS[locale];
  const text = String(value).trim();
  const parts = decimalParts(text);
  if (!parts) {
    if (DECIMAL_TEXT.test(text) && HAS_DIGIT.test(text)) return text;
    return minDecimals > 0 ? `0${decimal}${'0'.repeat(minDecimals)}` : '0';
  }
  const grouped = parts.integer.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const kept = parts.fraction.slice(0, maxDecimals);
  const fraction = kept.slice(0, minDecimals).padEnd(minDecimals, '0') + kept.slice(minDecimals).replace(/0+$/, '');
  const formatted = fraction ? `${grouped}${decimal}${fraction}` : grouped;
  return parts.negative && /[1-9]/.test(formatted) ? `-${formatted}` : formatted;
}

/** Every number a member or operator reads, in one language's style. */
export interface NumberFormat {
  locale: Locale;
  /** "1.234,5" / "1,234.5": at most `maxDecimals` (6) decimals, rounded down, trailing zeros trimmed. */
  number(value: BigNumberValue, maxDecimals?: number): string;
  /**
   * An amount with its unit: "$1.234,50" / "$1,234.50" for USDT (always 2 decimals; up to `maxDecimals` when given),
   * "12,5 EV" / "12.5 EV" for other units (up to 6 decimals), the bare number without a unit.
   */
  amount(value: BigNumberValue, symbol?: string, maxDecimals?: number): string;
  /** "+$12.50", "-3 EV", "0 EC": the amount with the sign of a signed decimal string, kept. */
  signed(value: BigNumberValue, symbol?: string, maxDecimals?: number): string;
  /** Whole dong with the code after: "2.500.000 VND" / "2,500,000 VND". */
  vnd(value: BigNumberValue): string;
}

function makeNumberFormat(locale: Locale): NumberFormat {
  const amount = (value: BigNumberValue, symbol?: string, maxDecimals?: number) => {
    const isCurrency = symbol === CURRENCY_SYMBOL;
    const formatted = isCurrency
      ? formatDecimal(value, locale, Math.max(maxDecimals ?? CURRENCY_DECIMALS, CURRENCY_DECIMALS), CURRENCY_DECIMALS)
      : formatDecimal(value, locale, maxDecimals ?? DISPLAY_MAX_DECIMALS);
    const negative = formatted.startsWith('-');
    const digits = negative ? formatted.slice(1) : formatted;
    const sign = negative ? '-' : '';
    if (isCurrency) return `${sign}$${digits}`;
    return symbol ? `${sign}${digits} ${symbol}` : `${sign}${digits}`;
  };
  return {
    locale,
    number: (value, maxDecimals = DISPLAY_MAX_DECIMALS) => formatDecimal(value, locale, maxDecimals),
    amount,
    signed: (value, symbol, maxDecimals) => {
      const text = amount(value, symbol, maxDecimals);
      return decimalSign(value) > 0 && !text.startsWith('-') ? `+${text}` : text;
    },
    vnd: (value) => `${formatDecimal(value, locale, 0)} VND`,
  };
}

const FORMATS = Object.fromEntries(LOCALES.map((locale) => [locale, makeNumberFormat(locale)])) as Record<Locale, NumberFormat>;

/** The one number format of a language (the views take the current one from `useNumberFormat`). */
export function numberFormat(locale: Locale): NumberFormat {
  return FORMATS[locale] ?? FORMATS[DEFAULT_LOCALE];
}
