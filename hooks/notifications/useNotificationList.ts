import { useQuery } from '@tanstack/react-query';
import { getNotifications } from '@/services/notification';
import { NOTIFICATIONS_QUERY_KEY, NOTIFICATIONS_REFRESH_MS } from './keys';

/** The latest `limit` notifications, newest first (read and unread). */
export function useNotificationList(limit: number, enabled = true) {
  return useQuery({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'list', limit],
    queryFn: () => getNotifications({ limit }),
    enabled,
    refetchInterval: enabled ? NOTIFICATIONS_REFRESH_MS : false,
  });
}
