import { createHash, randomInt } from 'node:crypto';

import { z } from 'zod';

import type { OrderLine } from '../../contract/orders';
import type { ErrorCode } from '../../contract/errors';
import { passkeyAssertionSchema } from '../../contract/requests/second-factors';
import type { AuthenticationResponseJSON } from '../../contract/second-factors';

import {
  BONUS_TYPES,
  type BonusType,
  ORDER_METHODS,
  ORDER_STATUSES,
  type OrderMethod,
  type OrderStatus,
  POINT_PAYMENT_SYMBOLS,
  type PointPaymentSymbol,
  type ProductKind,
} from '../../contract/enums';
import { BANK_ORDER_TTL_HOURS, BONUS_RATES, DEFAULT_USDT_VND_RATE, ORDER_MAX_QUANTITY } from '../../config/orders';
import type { FieldErrors } from './field-errors';
import { cursorParam } from './history';
import { Decimal, toDecimalString } from './money';
import type { ProductRecord } from './products';
import { isUuid } from '../../contract/ids';

export const DEFAULT_ORDER_PAGE_LIMIT = 10;
export const MAX_ORDER_PAGE_LIMIT = 50;

/** An optional whole-number query parameter from 1 to `max`, `fallback` when absent or empty. */
export const wholeNumberParam = (fallback: number, max: number, message: ErrorCode) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback;
      if (!/^\d{1,6}$/.test(value) || Number(value) < 1 || Number(value) > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(value);
    });

export const orderListQuery = z.object({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(ORDER_STATUSES, { error: 'ORDER_STATUS_INVALID' }).optional(),
  ),
  cursor: cursorParam,
  limit: wholeNumberParam(DEFAULT_ORDER_PAGE_LIMIT, MAX_ORDER_PAGE_LIMIT, 'LIMIT_RULE_50'),
});

/** Order Temp (orders awaiting payment) and the warehouse: a page by key, as the order list. */
export const memberPageQuery = z.object({
  cursor: cursorParam,
  limit: wholeNumberParam(DEFAULT_ORDER_PAGE_LIMIT, MAX_ORDER_PAGE_LIMIT, 'LIMIT_RULE_50'),
});

export const ORDER_ERRORS = {
  keyRequired: 'IDEMPOTENCY_KEY_REQUIRED',
  keyReused: 'IDEMPOTENCY_KEY_REUSED',
  noItems: 'ORDER_NO_ITEMS',
  productUnavailable: 'PRODUCT_UNAVAILABLE',
  onePackage: 'ORDER_ONE_PACKAGE',
  packageNotHigher: 'PACKAGE_NOT_HIGHER',
  quantity: 'ORDER_QUANTITY',
  method: 'ORDER_METHOD',
  symbol: 'PAYMENT_SYMBOL',
  securePassword: 'SECURE_PASSWORD_MISSING',
  code: 'CODE_FORMAT',
  notFound: 'ORDER_NOT_FOUND',
  notCancellable: 'ORDER_NOT_CANCELLABLE',
  notAwaitingPayment: 'ORDER_NOT_AWAITING_PAYMENT',
} as const;

const ORDER_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const ORDER_CODE_LENGTH = 8;
export const ORDER_CODE_PATTERN = new RegExp(`^FH[${ORDER_CODE_ALPHABET}]{${ORDER_CODE_LENGTH}}$`);

/** `FH` and 8 random characters without look-alikes (no 0/O, 1/I). */
export function newOrderCode(): string {
  let code = 'FH';
  for (let index = 0; index < ORDER_CODE_LENGTH; index += 1) code += ORDER_CODE_ALPHABET[randomInt(ORDER_CODE_ALPHABET.length)];
  return code;
}

/** Every order code that appears in a bank transfer's content (any case), in order of appearance. */
export function orderCodesIn(content: string): string[] {
  const text = content.toUpperCase();
  const codes: string[] = [];
  const length = 2 + ORDER_CODE_LENGTH;
  for (let start = text.indexOf('FH'); start !== -1; start = text.indexOf('FH', start + 1)) {
    const candidate = text.slice(start, start + length);
    if (ORDER_CODE_PATTERN.test(candidate) && !codes.includes(candidate)) codes.push(candidate);
  }
  return codes;
}

export interface OrderRequest {
  /** One line per product (a repeated product is added to its first line), in the member's order. */
  lines: OrderLine[];
  method: OrderMethod;
  /** POINT: the wallet paid from; null for BANK. */
  symbol: PointPaymentSymbol | null;
}

export interface CreateOrderInput extends OrderRequest {
  securePassword: string | null;
  code: string | null;
  /** POINT, when 2FA is on: a passkey's answer in place of the code. */
  passkey?: AuthenticationResponseJSON;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseLines(items: unknown, errors: FieldErrors): OrderLine[] {
  if (!Array.isArray(items) || items.length === 0) {
    errors.items = ORDER_ERRORS.noItems;
    return [];
  }
  const merged = new Map<string, { line: OrderLine; index: number }>();
  items.forEach((item: unknown, index) => {
    const productId = isRecord(item) && typeof item.productId === 'string' ? item.productId.trim().toLowerCase() : '';
    const quantity = isRecord(item) ? item.quantity : undefined;
    if (!isUuid(productId)) errors.items ??= ORDER_ERRORS.productUnavailable;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > ORDER_MAX_QUANTITY) {
      errors[`items.${index}.quantity`] = ORDER_ERRORS.quantity;
      return;
    }
    const existing = merged.get(productId);
    if (!existing) {
      merged.set(productId, { line: { productId, quantity }, index });
    } else if (existing.line.quantity + quantity > ORDER_MAX_QUANTITY) {
      errors[`items.${existing.index}.quantity`] ??= ORDER_ERRORS.quantity;
    } else {
      existing.line.quantity += quantity;
    }
  });
  return [...merged.values()].map(({ line }) => line);
}

/** The create body, checked field by field (the contract's messages). */
export function parseCreateOrder(body: unknown): { input: CreateOrderInput } | { errors: FieldErrors } {
  const fields = isRecord(body) ? body : {};
  const errors: FieldErrors = {};
  const lines = parseLines(fields.items, errors);
  const method = (ORDER_METHODS as readonly unknown[]).includes(fields.method) ? (fields.method as OrderMethod) : null;
  if (!method) errors.method = ORDER_ERRORS.method;
  let symbol: PointPaymentSymbol | null = null;
  let securePassword: string | null = null;
  if (method === 'POINT') {
    if ((POINT_PAYMENT_SYMBOLS as readonly unknown[]).includes(fields.symbol)) symbol = fields.symbol as PointPaymentSymbol;
    else errors.symbol = ORDER_ERRORS.symbol;
    if (typeof fields.securePassword === 'string' && fields.securePassword.length > 0 && fields.securePassword.length <= 200) {
      securePassword = fields.securePassword;
    } else {
      errors.securePassword = ORDER_ERRORS.securePassword;
    }
  }
  const code = fields.code;
  if (code !== undefined && code !== null && typeof code !== 'string') errors.code = ORDER_ERRORS.code;
  const passkey = fields.passkey === undefined ? undefined : z.safeParse(passkeyAssertionSchema, fields.passkey);
  if (passkey && !passkey.success) errors.passkey = 'PASSKEY_RESPONSE_INVALID';
  if (Object.keys(errors).length > 0 || !method) return { errors };
  return { input: { lines, method, symbol, securePassword, code: typeof code === 'string' ? code : null, passkey: passkey?.data } };
}

/** What tells one order request from another under the same Idempotency-Key: items, method and symbol. */
export function orderRequestHash(request: OrderRequest): string {
  const canonical = JSON.stringify({
    items: [...request.lines].sort((a, b) => a.productId.localeCompare(b.productId)).map((line) => [line.productId, line.quantity]),
    method: request.method,
    symbol: request.method === 'POINT' ? request.symbol : null,
  });
  return createHash('sha256').update(canonical).digest('hex');
}

export interface PricedLine extends OrderLine {
  kind: ProductKind;
  unitPrice: string;
  unitPointPrice: string;
}

export interface PricedOrder {
  lines: PricedLine[];
  total: string;
  pointTotal: string;
}

/**
 * The lines priced from the active catalogue, with the package rules: at most one package, quantity 1, priced
 * above the member's current package. Errors on `items`.
 */
export function priceOrder(
  lines: readonly OrderLine[],
  products: readonly ProductRecord[],
  currentPackage: { price: string } | null,
): PricedOrder | { errors: FieldErrors } {
  const byId = new Map(products.map((product) => [product.id, product]));
  const priced: PricedLine[] = [];
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product) return { errors: { items: ORDER_ERRORS.productUnavailable } };
    priced.push({ ...line, kind: product.kind, unitPrice: product.price, unitPointPrice: product.pointPrice });
  }
  const packages = priced.filter((line) => line.kind === 'PACKAGE');
  if (packages.length > 1 || packages.some((line) => line.quantity !== 1)) return { errors: { items: ORDER_ERRORS.onePackage } };
  if (packages.length === 1 && currentPackage && !new Decimal(packages[0].unitPrice).isGreaterThan(currentPackage.price)) {
    return { errors: { items: ORDER_ERRORS.packageNotHigher } };
  }
  const sum = (pick: (line: PricedLine) => string) =>
    toDecimalString(priced.reduce((total, line) => total.plus(new Decimal(pick(line)).times(line.quantity)), new Decimal(0)));
  return { lines: priced, total: sum((line) => line.unitPrice), pointTotal: sum((line) => line.unitPointPrice) };
}

/** What a POINT order debits: the point total from EV, the USDT total from USDT. */
export const pointPaymentAmount = (order: { total: string; pointTotal: string }, symbol: PointPaymentSymbol) =>
  toDecimalString(symbol === 'EV' ? order.pointTotal : order.total);

export const bankOrderExpiry = (createdAt: Date) => new Date(createdAt.getTime() + BANK_ORDER_TTL_HOURS * 60 * 60 * 1000);

/** The BANKING usdtVndRate setting as a whole number of VND per USDT (missing or malformed: the default). */
export function usdtVndRate(setting: string | undefined): number {
  return setting && /^[1-9]\d{0,9}$/.test(setting.trim()) ? Number(setting.trim()) : DEFAULT_USDT_VND_RATE;
}

/** The VND to transfer for a USDT total, rounded up to a whole dong. */
export const amountInVnd = (total: string, rate: number) =>
  new Decimal(total).times(rate).integerValue(Decimal.ROUND_CEIL).toNumber();

/** Whether a PENDING_PAYMENT order is past its expiry at `at`. */
export const isOverdue = (order: { status: OrderStatus; expiresAt: Date | null }, at: Date) =>
  order.status === 'PENDING_PAYMENT' && order.expiresAt !== null && order.expiresAt.getTime() <= at.getTime();

export interface SponsorLevel {
  userId: string;
  /** bonusLevels of the sponsor's package (0 without one). */
  bonusLevels: number;
  /** The sponsor's package (recorded with the bonus). */
  packageId?: string | null;
}

export interface BonusPayment {
  userId: string;
  level: number;
  type: BonusType;
  amount: string;
}

/**
 * The bonus of a completed order: `sponsors[0]` is level 1 (the buyer's sponsor). Level L earns BONUS_RATES[L-1]
 * of the point total when its package reaches L levels; a skipped level is not passed up.
 */
export function bonusPayments(pointTotal: string, sponsors: readonly SponsorLevel[]): BonusPayment[] {
  return sponsors.slice(0, BONUS_RATES.length).flatMap((sponsor, index) => {
    const level = index + 1;
    if (sponsor.bonusLevels < level) return [];
    const amount = new Decimal(pointTotal).times(BONUS_RATES[index]);
    if (!amount.isGreaterThan(0)) return [];
    return [{ userId: sponsor.userId, level, type: BONUS_TYPES[index], amount: toDecimalString(amount) }];
  });
}
