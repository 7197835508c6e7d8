import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/hooks/useAuth';
import { getUnreadCount } from '@/services/notification';
import { NOTIFICATIONS_REFRESH_MS, UNREAD_COUNT_QUERY_KEY } from './keys';

/** The member's unread notifications (0 until known), every minute and on window focus. */
export function useUnreadCount(): number {
  const { user } = useAuth();
  const { data } = useQuery({
    queryKey: UNREAD_COUNT_QUERY_KEY,
    queryFn: getUnreadCount,
    enabled: !!user,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  return user ? (data ?? 0) : 0;
}
