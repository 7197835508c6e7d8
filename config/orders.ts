import type { TokenSymbol } from '../contract/enums';

export const ORDER_MAX_QUANTITY = 100;
/** A BANK order not paid within this time becomes EXPIRED. */
export const BANK_ORDER_TTL_HOURS = 24;
/** VND per USDT when the BANKING usdtVndRate setting is missing. */
export const DEFAULT_USDT_VND_RATE = 25000;

/** Bonus of a completed order to the buyer's sponsors, level 1 first, as a share of the order's point total (EV). */
export const BONUS_RATES = ['0.1', '0.05', '0.02'] as const;
/** The token the bonus is paid in. */
export const BONUS_SYMBOL: TokenSymbol = 'EV';

/** `Idempotency-Key`: 8 to 100 letters, digits, `_` or `-`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
