import { TOKEN_SYMBOLS, type TokenSymbol } from '../contract/enums';

export const DEFAULT_TOKEN_SYMBOL: TokenSymbol = 'USDT';
/** The dollar-pegged base currency: amounts show with a `$` prefix. */
export const CURRENCY_SYMBOL: TokenSymbol = 'USDT';
export const MAIN_TOKEN_SYMBOL: TokenSymbol = 'EV';

export const DEFAULT_DECIMALS = 18;
export const DISPLAY_MAX_DECIMALS = 6;

export function isTokenSymbol(value: unknown): value is TokenSymbol {
  return typeof value === 'string' && (TOKEN_SYMBOLS as readonly string[]).includes(value);
}
