import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from '@/hooks/ui/toast';
import { useServerErrors } from '@/hooks/auth/useServerErrors';
import { markAllNotificationsRead, markNotificationRead } from '@/services/notification';
import { NOTIFICATIONS_QUERY_KEY } from './keys';

/** Mark one or all as read; either way the count and the lists are refetched (also after a refusal). */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const { errorMessage } = useServerErrors();
  const settle = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
  const onError = (error: unknown) => toast.error(errorMessage(error));

  const markRead = useMutation({ mutationFn: markNotificationRead, onError, onSettled: settle });
  const markAll = useMutation({ mutationFn: markAllNotificationsRead, onError, onSettled: settle });
  return { markRead, markAll };
}
