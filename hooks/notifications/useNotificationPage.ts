import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { NOTIFICATION_KINDS, type NotificationKind } from '@/contract/notifications';
import { useUrlQuery } from '@/hooks/history/useUrlQuery';
import { getNotifications } from '@/services/notification';
import { NOTIFICATIONS_QUERY_KEY, NOTIFICATIONS_REFRESH_MS } from './keys';

export const NOTIFICATION_PAGE_SIZE = 20;

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** The notifications page's filters, kept in the URL query: `?show=unread` and `?kind=`. */
export function useNotificationFilters() {
  const { values, update, isReady } = useUrlQuery();
  const unread = values.show === 'unread';
  const kind = isNotificationKind(values.kind) ? values.kind : undefined;
  const setUnread = useCallback((next: boolean) => update({ show: next ? 'unread' : undefined }), [update]);
  const setKind = useCallback((next: NotificationKind | undefined) => update({ kind: next }), [update]);
  return { unread, kind, setUnread, setKind, isReady };
}

/** One page of the member's notifications (newest first, filtered), the previous page kept while the next loads. */
export function useNotificationPage(filters: { unread: boolean; kind: NotificationKind | undefined }, cursor: string | undefined, enabled = true) {
  const params = {
    limit: NOTIFICATION_PAGE_SIZE,
    ...(filters.unread ? { unread: true } : {}),
    ...(filters.kind ? { kind: filters.kind } : {}),
    ...(cursor ? { cursor } : {}),
  };
  return useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'page', params],
    queryFn: () => getNotifications(params),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: enabled ? NOTIFICATIONS_REFRESH_MS : false,
  });
}
