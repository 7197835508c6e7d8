import type { TokenSymbol } from './tokens';

export const ORDER_METHODS = ['BANK', 'POINT'] as const;
export type OrderMethod = (typeof ORDER_METHODS)[number];

export const ORDER_STATUSES = ['PENDING_PAYMENT', 'COMPLETED', 'CANCELLED', 'EXPIRED'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The wallets a POINT order (and an upgrade) may be paid from: EV at the point price, USDT at the price. */
export const POINT_PAYMENT_SYMBOLS = ['EV', 'USDT'] as const satisfies readonly TokenSymbol[];
export type PointPaymentSymbol = (typeof POINT_PAYMENT_SYMBOLS)[number];

export const ORDER_MAX_QUANTITY = 100;
/** A BANK order not paid within this time becomes EXPIRED. */
export const BANK_ORDER_TTL_HOURS = 24;
/** VND per USDT when the BANKING usdtVndRate setting is missing. */
export const DEFAULT_USDT_VND_RATE = 25000;

/** Bonus of a completed order to the buyer's sponsors, level 1 first, as a share of the order's point total (EV). */
export const BONUS_RATES = ['0.1', '0.05', '0.02'] as const;

/** `Idempotency-Key`: 8 to 100 letters, digits, `_` or `-`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
