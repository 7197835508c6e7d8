import type { Locale } from '../contract/enums';

/*
 * Dates in the portal's two languages without Intl.DateTimeFormat: the browser's first formatter loads the
 * locale's calendar data, about 125 ms of a phone's main thread while the dashboard's cards fill (measured in
 * Chromium, 4x more in Lighthouse's phone). The output is Intl's (ICU 78), checked by a test against it.
 */

export type DateStyle = 'medium' | 'short';
export type TimeStyle = 'medium' | 'short';

export interface DateTimeStyle {
  dateStyle?: DateStyle;
  timeStyle?: TimeStyle;
  /** 'UTC', or the browser's own zone when absent (other zones go through Intl). */
  timeZone?: 'UTC';
}

interface DateTimeParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

function partsOf(date: Date, utc: boolean): DateTimeParts {
  return utc
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: date.getUTCHours(), minute: date.getUTCMinutes(), second: date.getUTCSeconds() }
    : { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hour: date.getHours(), minute: date.getMinutes(), second: date.getSeconds() };
}

function vietnameseDate({ year, month, day }: DateTimeParts, style: DateStyle): string {
  return style === 'medium' ? `${day} thg ${month}, ${year}` : `${day}/${month}/${twoDigits(year % 100)}`;
}

function vietnameseTime({ hour, minute, second }: DateTimeParts, style: TimeStyle): string {
  const time = `${twoDigits(hour)}:${twoDigits(minute)}`;
  return style === 'medium' ? `${time}:${twoDigits(second)}` : time;
}

function englishDate({ year, month, day }: DateTimeParts, style: DateStyle): string {
  return style === 'medium' ? `${EN_MONTHS[month - 1]} ${day}, ${year}` : `${month}/${day}/${twoDigits(year % 100)}`;
}

function englishTime({ hour, minute, second }: DateTimeParts, style: TimeStyle): string {
  const time = `${hour % 12 || 12}:${twoDigits(minute)}${style === 'medium' ? `:${twoDigits(second)}` : ''}`;
  return `${time} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** `date` as Intl.DateTimeFormat(locale, style) writes it; at least one of dateStyle and timeStyle is given. */
export function formatDateTimeParts(date: Date, locale: Locale, { dateStyle, timeStyle, timeZone }: DateTimeStyle): string {
  const parts = partsOf(date, timeZone === 'UTC');
  if (locale === 'vi-VN') {
    const pieces = [timeStyle && vietnameseTime(parts, timeStyle), dateStyle && vietnameseDate(parts, dateStyle)];
    return pieces.filter(Boolean).join(' ');
  }
  const pieces = [dateStyle && englishDate(parts, dateStyle), timeStyle && englishTime(parts, timeStyle)];
  return pieces.filter(Boolean).join(', ');
}
