import * as z from 'zod/mini';

import { fullNameSchema, phoneSchema, textField } from './fields';

export const MINIMUM_AGE = 16;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date (UTC) of `now`, as YYYY-MM-DD. */
export const isoDate = (now: Date) => now.toISOString().slice(0, 10);

/** A real calendar date in YYYY-MM-DD (no 2023-02-30), from 1900 on. */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether someone born on `dateOfBirth` (YYYY-MM-DD) has had their 16th birthday by `today` (YYYY-MM-DD). */
export function isOldEnough(dateOfBirth: string, today: string): boolean {
  const sixteenth = `${String(Number(dateOfBirth.slice(0, 4)) + MINIMUM_AGE).padStart(4, '0')}${dateOfBirth.slice(4)}`;
  return sixteenth <= today;
}

/** Optional text: missing or blank is null. */
const optionalText = (field: 'DATE_OF_BIRTH' | 'ADDRESS') =>
  z.pipe(
    z.optional(textField(field)),
    z.transform((value) => (value === undefined || value.trim() === '' ? null : value.trim())),
  );

/** The profile form (multipart text fields). Date of birth and address may be empty (then cleared). */
export function profileUpdateSchema(now: Date) {
  const today = isoDate(now);
  return z.object({
    fullName: fullNameSchema,
    phone: phoneSchema,
    dateOfBirth: optionalText('DATE_OF_BIRTH').check(
      z.refine((value) => value === null || isCalendarDate(value), 'DATE_OF_BIRTH_FORMAT'),
      z.refine((value) => value === null || !isCalendarDate(value) || value < today, 'DATE_OF_BIRTH_NOT_PAST'),
      z.refine(
        (value) => value === null || !isCalendarDate(value) || value >= today || isOldEnough(value, today),
        'TOO_YOUNG',
      ),
    ),
    address: optionalText('ADDRESS').check(z.refine((value) => value === null || value.length <= 255, 'ADDRESS_TOO_LONG')),
  });
}

/** The editable profile fields, as the form holds them ('' for an empty date or address). */
export interface ProfileValues {
  fullName: string;
  phone: string;
  /** 'YYYY-MM-DD' or ''. */
  dateOfBirth: string;
  address: string;
}
export type ProfileUpdate = z.output<ReturnType<typeof profileUpdateSchema>>;
