import { z } from 'zod';
import { BONUS_TYPES, TOKEN_SYMBOLS, TRANSACTION_TYPES } from '../../contract/enums';

import type { ErrorCode } from '../../contract/errors';

import type { FieldErrors } from './field-errors';

export const DEFAULT_PAGE_LIMIT = 20;
export const MAX_PAGE_LIMIT = 100;
/** The longest date range of a query, in days. */
export const MAX_RANGE_DAYS = 366;
/** The bonus page's default range: the last 30 days (today included). */
export const DEFAULT_BONUS_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The days a date filter may name: the platform's records all fall in between, and PostgreSQL's timestamps
 * cannot hold every day JavaScript can (year 0000, 9999 plus a day).
 */
export const FIRST_FILTER_DATE = '2000-01-01';
export const LAST_FILTER_DATE = '2100-12-31';

const isCalendarDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A day of a filter (YYYY-MM-DD, FIRST_FILTER_DATE..LAST_FILTER_DATE), or nothing. */
export const isoDate = (field: 'FROM' | 'TO' | 'ACCRUAL') =>
  z
    .string()
    .trim()
    .refine(isCalendarDay, { message: `${field}_DATE_FORMAT` satisfies ErrorCode, abort: true })
    .refine((value) => value >= FIRST_FILTER_DATE && value <= LAST_FILTER_DATE, {
      message: `${field}_DATE_RANGE` satisfies ErrorCode,
    })
    .optional();

/** The `cursor` query parameter, kept as sent: server/http/cursor.ts reads it (400 INVALID_CURSOR). */
export const cursorParam = z.string().optional();

const limitField = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return DEFAULT_PAGE_LIMIT;
    if (!/^\d{1,3}$/.test(value) || Number(value) < 1 || Number(value) > MAX_PAGE_LIMIT) {
      ctx.addIssue({ code: 'custom', message: 'LIMIT_RULE_100' });
      return z.NEVER;
    }
    return Number(value);
  });

export const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const transactionListQuery = z.object({
  symbol: z.preprocess(emptyToUndefined, z.enum(TOKEN_SYMBOLS, { error: 'TRANSACTION_SYMBOL_INVALID' }).optional()),
  type: z.preprocess(emptyToUndefined, z.enum(TRANSACTION_TYPES, { error: 'TRANSACTION_TYPE_INVALID' }).optional()),
  from: z.preprocess(emptyToUndefined, isoDate('FROM')),
  to: z.preprocess(emptyToUndefined, isoDate('TO')),
  cursor: cursorParam,
  limit: limitField,
});

export const bonusListQuery = z.object({
  type: z.preprocess(emptyToUndefined, z.enum(BONUS_TYPES, { error: 'BONUS_TYPE_INVALID' }).optional()),
  from: z.preprocess(emptyToUndefined, isoDate('FROM')),
  to: z.preprocess(emptyToUndefined, isoDate('TO')),
  cursor: cursorParam,
  limit: limitField,
});

export interface DayRange {
  /** First instant of the first day (UTC). */
  start: Date;
  /** First instant after the last day (UTC): the range is [start, end). */
  end: Date;
  from: string;
  to: string;
}

export const dayStart = (date: string) => new Date(`${date}T00:00:00Z`);
export const utcDate = (at: Date) => at.toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => utcDate(new Date(dayStart(date).getTime() + days * DAY_MS));

/** The UTC day of `at`: its date and the instants it starts and ends at. */
export function utcDayOf(at: Date): { date: string; start: Date; end: Date } {
  const date = utcDate(at);
  return { date, start: dayStart(date), end: dayStart(addDays(date, 1)) };
}

/**
 * Inclusive UTC days `from`..`to` as an instant range; errors by field. With `defaultDays`, a missing end is
 * today and a missing start is `defaultDays - 1` days before the end; without it, a missing side is open (null).
 */
export function dayRange(
  from: string | undefined,
  to: string | undefined,
  today: Date,
  defaultDays?: number,
): { range: { start: Date | null; end: Date | null; from: string | null; to: string | null } } | { errors: FieldErrors } {
  let first = from ?? null;
  let last = to ?? null;
  if (defaultDays !== undefined) {
    last ??= utcDate(today);
    first ??= addDays(last, -(defaultDays - 1));
  }
  if (first && last) {
    if (first > last) return { errors: { to: 'RANGE_REVERSED' } };
    if ((dayStart(last).getTime() - dayStart(first).getTime()) / DAY_MS + 1 > MAX_RANGE_DAYS) {
      return { errors: { from: 'RANGE_TOO_LONG' } };
    }
  }
  return {
    range: {
      start: first ? dayStart(first) : null,
      end: last ? dayStart(addDays(last, 1)) : null,
      from: first,
      to: last,
    },
  };
}

/** Every day of from..to (inclusive) as YYYY-MM-DD. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
