import { BigNumber, type BigNumberValue } from './bignumber';
import { CURRENCY_SYMBOL, DEFAULT_DECIMALS, DISPLAY_MAX_DECIMALS } from './tokens';

const NUMBER_FORMAT = { decimalSeparator: '.', groupSeparator: ',', groupSize: 3 } as const;

/** Rounds down (never shows more than is held), trims trailing zeros, groups thousands. */
export function formatNumber(value: BigNumberValue, maxDecimals = DISPLAY_MAX_DECIMALS): string {
  const amount = new BigNumber(value);
  if (!amount.isFinite()) return '0';
  const shown = amount.decimalPlaces(maxDecimals, BigNumber.ROUND_DOWN);
  return shown.isZero() ? '0' : shown.toFormat(NUMBER_FORMAT);
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

export function fromRawUnits(raw: BigNumberValue, decimals = DEFAULT_DECIMALS): string {
  return new BigNumber(raw).shiftedBy(-decimals).toFixed();
}

export function formatRawAmount(raw: BigNumberValue, symbol?: string, decimals = DEFAULT_DECIMALS): string {
  return formatAmount(fromRawUnits(raw, decimals), symbol);
}
