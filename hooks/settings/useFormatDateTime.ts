import { useCallback } from 'react';
import { useTranslation } from '@/hooks/useTranslation';

/** Formats an ISO date-time in the current language; '—' when absent or invalid. */
export function useFormatDateTime(options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }) {
  const { currentLanguage } = useTranslation();
  const { locale } = currentLanguage;
  const { dateStyle, timeStyle, timeZone } = options;
  return useCallback(
    (value: string | null | undefined) => {
      const date = value ? new Date(value) : null;
      if (!date || Number.isNaN(date.getTime())) return '—';
      return new Intl.DateTimeFormat(locale, { dateStyle, timeStyle, timeZone }).format(date);
    },
    [locale, dateStyle, timeStyle, timeZone],
  );
}
