/** Calendar dates as the API takes them (YYYY-MM-DD), in the member's local time. */

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00`);
  return !Number.isNaN(date.getTime()) && toIsoDate(date) === value;
}

export function toIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const PERIOD_PRESETS = ['7d', '30d', 'month', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export function isPeriodPreset(value: unknown): value is PeriodPreset {
  return typeof value === 'string' && (PERIOD_PRESETS as readonly string[]).includes(value);
}

export interface DateRange {
  from: string;
  to: string;
}

/** The dates a preset covers, today included: 7 days = today and the 6 before it. */
export function presetRange(preset: Exclude<PeriodPreset, 'custom'>, today: Date = new Date()): DateRange {
  const end = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  if (preset === 'month') return { from: toIsoDate(new Date(end.getFullYear(), end.getMonth(), 1)), to: toIsoDate(end) };
  const days = preset === '7d' ? 7 : 30;
  const start = new Date(end.getFullYear(), end.getMonth(), end.getDate() - (days - 1));
  return { from: toIsoDate(start), to: toIsoDate(end) };
}
