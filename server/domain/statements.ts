import { z } from 'zod';

import type { StatementWallet, Statement, StatementOrder } from '../../contract/statement';
import { BONUS_TYPES, LOCALES, ORDER_STATUSES, TOKEN_SYMBOLS, TRANSACTION_TYPES } from '../../contract/enums';
import type { BonusType, Locale, OrderMethod, OrderStatus, TokenSymbol, TransactionStatus, TransactionType } from '../../contract/enums';
import { csvCell, csvDecimal, csvRecord } from './csv';
import type { FieldErrors } from './field-errors';
import { addDays, dayRange, dayStart, emptyToUndefined, isoDate, MAX_RANGE_DAYS, utcDate } from './history';
import { sumAmounts, toDecimalString } from './money';
import { DEFAULT_TIME_ZONE, isTimeZone, zonedDate, zonedDateTime, zonedDayStart } from './time-zones';

/** Rows read per database query while a CSV streams: memory stays flat however long the ledger. */
export const CSV_PAGE_ROWS = 500;
/** The most orders a statement page lists (the month's CSV holds them all). */
export const STATEMENT_ORDER_ROWS = 100;

const zoneField = z.preprocess(
  emptyToUndefined,
  z.string().trim().refine(isTimeZone, { message: 'TIME_ZONE_INVALID' }).optional(),
);
const languageField = z.preprocess(emptyToUndefined, z.enum(LOCALES, { error: 'LANGUAGE_INVALID' }).optional());
const rangeFields = {
  from: z.preprocess(emptyToUndefined, isoDate('FROM')),
  to: z.preprocess(emptyToUndefined, isoDate('TO')),
  tz: zoneField,
  lang: languageField,
};

export const ledgerExportQuery = z.object({
  ...rangeFields,
  symbol: z.preprocess(emptyToUndefined, z.enum(TOKEN_SYMBOLS, { error: 'TRANSACTION_SYMBOL_INVALID' }).optional()),
  type: z.preprocess(emptyToUndefined, z.enum(TRANSACTION_TYPES, { error: 'TRANSACTION_TYPE_INVALID' }).optional()),
});
export const bonusExportQuery = z.object({
  ...rangeFields,
  type: z.preprocess(emptyToUndefined, z.enum(BONUS_TYPES, { error: 'BONUS_TYPE_INVALID' }).optional()),
});
export const orderExportQuery = z.object({
  ...rangeFields,
  status: z.preprocess(emptyToUndefined, z.enum(ORDER_STATUSES, { error: 'ORDER_STATUS_INVALID' }).optional()),
});

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const statementQuery = z.object({
  month: z.preprocess(emptyToUndefined, z.string().trim().regex(MONTH, { message: 'STATEMENT_MONTH_INVALID' }).optional()),
  tz: zoneField,
});

/** Whole days of a zone: from..to inclusive, as the instants [start, end). */
export interface ZonedRange {
  from: string;
  to: string;
  zone: string;
  start: Date;
  end: Date;
}

/**
 * The days of an export in the member's zone: both sides given, or `to` today and `from` the longest range
 * (MAX_RANGE_DAYS) before it. Errors by field as the lists answer them.
 */
export function exportRange(
  query: { from?: string; to?: string; tz?: string },
  now: Date,
): { range: ZonedRange } | { errors: FieldErrors } {
  const zone = query.tz ?? DEFAULT_TIME_ZONE;
  const today = zonedDate(now, zone);
  const to = query.to ?? (query.from && addDays(query.from, MAX_RANGE_DAYS - 1) < today ? addDays(query.from, MAX_RANGE_DAYS - 1) : today);
  const from = query.from ?? addDays(to, -(MAX_RANGE_DAYS - 1));
  const checked = dayRange(from, to, dayStart(today));
  if ('errors' in checked) return checked;
  return { range: { from, to, zone, start: zonedDayStart(from, zone), end: zonedDayStart(addDays(to, 1), zone) } };
}

/** The month of a statement (default: this month in the zone), from 2000-01 to this month. */
export function statementRange(query: { month?: string; tz?: string }, now: Date): { range: ZonedRange & { month: string } } | { errors: FieldErrors } {
  const zone = query.tz ?? DEFAULT_TIME_ZONE;
  const thisMonth = zonedDate(now, zone).slice(0, 7);
  const month = query.month ?? thisMonth;
  if (month < '2000-01' || month > thisMonth) return { errors: { month: 'STATEMENT_MONTH_INVALID' } };
  const from = `${month}-01`;
  const next = utcDate(new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1)));
  const to = addDays(next, -1);
  return { range: { month, from, to, zone, start: zonedDayStart(from, zone), end: zonedDayStart(next, zone) } };
}

/** A file name part: 2026-11-01_2026-11-30. */
export const rangeName = (range: ZonedRange) => `${range.from}_${range.to}`;

// ---- The files' header rows, in the member's language. -----------------------------------------------------------

type Header = (zone: string) => readonly string[];

const HEADERS: Record<'ledger' | 'bonus' | 'orders', Record<Locale, Header>> = {
  ledger: {
    'vi-VN': (zone) => [`Thời gian (${zone})`, 'Loại', 'Ví', 'Số tiền', 'Số dư sau', 'Trạng thái', 'Tham chiếu'],
    'en-US': (zone) => [`Time (${zone})`, 'Type', 'Wallet', 'Amount', 'Balance after', 'Status', 'Reference'],
  },
  bonus: {
    'vi-VN': (zone) => [`Thời gian (${zone})`, 'Loại thưởng', 'Số tiền (EV)', 'Từ thành viên', 'Mã đơn hàng'],
    'en-US': (zone) => [`Time (${zone})`, 'Bonus type', 'Amount (EV)', 'From member', 'Order code'],
  },
  orders: {
    'vi-VN': (zone) => [
      `Thời gian (${zone})`,
      'Mã đơn hàng',
      'Phương thức',
      'Trạng thái',
      'Sản phẩm',
      'Tổng (USDT)',
      'Tổng điểm (EV)',
      'Đã thanh toán',
      'Ví thanh toán',
      `Hoàn tất lúc (${zone})`,
    ],
    'en-US': (zone) => [
      `Time (${zone})`,
      'Order code',
      'Method',
      'Status',
      'Products',
      'Total (USDT)',
      'Point total (EV)',
      'Paid',
      'Paid from',
      `Completed at (${zone})`,
    ],
  },
};

export const csvHeader = (kind: keyof typeof HEADERS, language: Locale, zone: string) =>
  csvRecord(HEADERS[kind][language](zone).map(csvCell));

// ---- One record per row. ---------------------------------------------------------------------------------------------

export interface LedgerCsvRow {
  createdAt: Date;
  type: TransactionType;
  symbol: TokenSymbol;
  amount: string;
  balanceAfter: string;
  status: TransactionStatus;
  reference: string | null;
}

export const ledgerRecord = (row: LedgerCsvRow, zone: string) =>
  csvRecord([
    csvCell(zonedDateTime(row.createdAt, zone)),
    csvCell(row.type),
    csvCell(row.symbol),
    csvDecimal(toDecimalString(row.amount)),
    csvDecimal(toDecimalString(row.balanceAfter)),
    csvCell(row.status),
    csvCell(row.reference),
  ]);

export interface BonusCsvRow {
  createdAt: Date;
  type: BonusType;
  amount: string;
  fromUsername: string | null;
  orderCode: string | null;
}

export const bonusRecord = (row: BonusCsvRow, zone: string) =>
  csvRecord([
    csvCell(zonedDateTime(row.createdAt, zone)),
    csvCell(row.type),
    csvDecimal(toDecimalString(row.amount)),
    csvCell(row.fromUsername),
    csvCell(row.orderCode),
  ]);

export interface OrderCsvRow {
  createdAt: Date;
  code: string;
  method: OrderMethod;
  status: OrderStatus;
  total: string;
  pointTotal: string;
  paidAmount: string | null;
  symbol: TokenSymbol | null;
  completedAt: Date | null;
  lines: readonly { nameVi: string; nameEn: string; quantity: number }[];
}

export const orderRecord = (row: OrderCsvRow, zone: string, language: Locale) =>
  csvRecord([
    csvCell(zonedDateTime(row.createdAt, zone)),
    csvCell(row.code),
    csvCell(row.method),
    csvCell(row.status),
    csvCell(row.lines.map((line) => `${language === 'vi-VN' ? line.nameVi : line.nameEn} x${line.quantity}`).join('; ')),
    csvDecimal(toDecimalString(row.total)),
    csvDecimal(toDecimalString(row.pointTotal)),
    csvDecimal(row.paidAmount === null ? null : toDecimalString(row.paidAmount)),
    csvCell(row.paidAmount === null ? null : row.symbol),
    csvCell(row.completedAt ? zonedDateTime(row.completedAt, zone) : null),
  ]);

// ---- The statement: the one place its totals are made (the page; the CSVs' rows sum to them). ------------------

export interface StatementFigures {
  /** Sum of each wallet's ledger before the month: its opening balance. */
  opening: readonly { symbol: TokenSymbol; amount: string }[];
  /** Sum per wallet and ledger type within the month. */
  movements: readonly { symbol: TokenSymbol; type: TransactionType; amount: string }[];
  bonusByType: readonly { type: BonusType; amount: string; count: number }[];
  ordersByStatus: readonly { status: OrderStatus; total: string; count: number }[];
  orders: readonly StatementOrder[];
}

function walletOf(symbol: TokenSymbol, figures: StatementFigures): StatementWallet {
  const opening = toDecimalString(figures.opening.find((row) => row.symbol === symbol)?.amount ?? '0');
  const byType = TRANSACTION_TYPES.flatMap((type) => {
    const row = figures.movements.find((movement) => movement.symbol === symbol && movement.type === type);
    return row ? [{ type, amount: toDecimalString(row.amount) }] : [];
  });
  const change = sumAmounts(byType.map((row) => row.amount));
  return { symbol, opening, byType, change, closing: sumAmounts([opening, change]) };
}

/** The statement of a month from its figures: closing = opening + the month's movements, per wallet. */
export function buildStatement(range: ZonedRange & { month: string }, now: Date, figures: StatementFigures): Statement {
  const bonusByType = Object.fromEntries(
    BONUS_TYPES.map((type) => [type, toDecimalString(figures.bonusByType.find((row) => row.type === type)?.amount ?? '0')]),
  ) as Record<BonusType, string>;
  const completed = figures.ordersByStatus.find((row) => row.status === 'COMPLETED');
  return {
    month: range.month,
    timeZone: range.zone,
    from: range.from,
    to: range.to,
    complete: now.getTime() >= range.end.getTime(),
    wallets: TOKEN_SYMBOLS.map((symbol) => walletOf(symbol, figures)),
    bonus: {
      total: sumAmounts(Object.values(bonusByType)),
      byType: bonusByType,
      count: figures.bonusByType.reduce((count, row) => count + row.count, 0),
    },
    orders: {
      count: figures.ordersByStatus.reduce((count, row) => count + row.count, 0),
      completedCount: completed?.count ?? 0,
      completedTotal: toDecimalString(completed?.total ?? '0'),
      items: figures.orders.map((order) => ({ ...order, total: toDecimalString(order.total), pointTotal: toDecimalString(order.pointTotal) })),
    },
  };
}
