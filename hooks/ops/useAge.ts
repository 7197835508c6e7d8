import { useCallback } from 'react';
import { useTranslation } from '@/hooks/useTranslation';

const MINUTE_MS = 60_000;

/** How long ago an ISO time was, short: "12 min", "5 h", "3 d" (an item's age in its queue). */
export function useAge() {
  const { t } = useTranslation();
  return useCallback(
    (iso: string | null, now = Date.now()) => {
      if (!iso) return '—';
      const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / MINUTE_MS));
      if (minutes < 60) return t('%count% min', { count: minutes });
      const hours = Math.floor(minutes / 60);
      if (hours < 48) return t('%count% h', { count: hours });
      return t('%count% d', { count: Math.floor(hours / 24) });
    },
    [t],
  );
}
