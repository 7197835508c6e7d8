import { useSyncExternalStore } from 'react';
import { toIsoDate } from '@/hooks/history/dates';

const subscribeToNothing = () => () => undefined;
const today = () => toIsoDate(new Date());

/**
 * Today ('YYYY-MM-DD') in the browser's time zone; null in the server render and while hydrating: the server's
 * zone may be another (UTC while the member is in Vietnam, 17:00-24:00 UTC is already tomorrow there), and a date
 * rendered on both sides would not hydrate.
 */
export function useBrowserToday(): string | null {
  return useSyncExternalStore(subscribeToNothing, today, () => null);
}
