import { useCallback } from 'react';
import { useTranslation } from '@/hooks/useTranslation';

// A formatter is costly to make and a table formats many dates: one per language and options.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${options.dateStyle ?? ''}|${options.timeStyle ?? ''}|${options.timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Formats an ISO date-time in the current language; '—' when absent or invalid. */
export function useFormatDateTime(options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }) {
  const { currentLanguage } = useTranslation();
  const { locale } = currentLanguage;
  const { dateStyle, timeStyle, timeZone } = options;
  return useCallback(
    (value: string | null | undefined) => {
      const date = value ? new Date(value) : null;
      if (!date || Number.isNaN(date.getTime())) return '—';
      return formatterFor(locale, { dateStyle, timeStyle, timeZone }).format(date);
    },
    [locale, dateStyle, timeStyle, timeZone],
  );
}
