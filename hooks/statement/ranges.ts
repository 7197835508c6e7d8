import { toIsoDate } from '@/hooks/history/dates';

/** The longest range of one CSV file, in days (the server's limit). */
export const MAX_CSV_DAYS = 366;

const shift = (date: string, days: number) => {
  const [year, month, day] = date.split('-').map(Number);
  return toIsoDate(new Date(year, month - 1, day + days));
};

/**
 * The days a list's CSV covers: the dates the list shows; an open side is filled as the server fills it (to: today,
 * or the longest range after `from`; from: the longest range before `to`).
 */
export function csvRange(from: string | undefined, to: string | undefined, today: Date = new Date()): { from: string; to: string } {
  const todayDate = toIsoDate(today);
  const longestAfterFrom = from ? shift(from, MAX_CSV_DAYS - 1) : undefined;
  const end = to ?? (longestAfterFrom && longestAfterFrom < todayDate ? longestAfterFrom : todayDate);
  return { from: from ?? shift(end, -(MAX_CSV_DAYS - 1)), to: end };
}

/** The month 'YYYY-MM' of a date, and the month `count` months before it. */
export function monthOf(date: Date, monthsBack = 0): string {
  const shifted = new Date(date.getFullYear(), date.getMonth() - monthsBack, 1);
  return toIsoDate(shifted).slice(0, 7);
}

/**
 * The months a statement can be asked for, newest first: this month back to `first` ('YYYY-MM', the member's join
 * month in the device's zone), this month alone when `first` is later (a clock behind the server's).
 */
export function monthsSince(first: string, today: Date = new Date()): string[] {
  const months = [monthOf(today)];
  for (let back = 1; monthOf(today, back) >= first; back += 1) months.push(monthOf(today, back));
  return months;
}
