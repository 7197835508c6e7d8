import type { Notification } from '@/contract/notifications';
import { useMarkNotificationsRead } from '@/hooks/notifications/useMarkNotificationsRead';
import NotificationList from './NotificationList';

/** A page of notifications, each unread one marked read by a tap (the rows' code comes with their data). */
export default function NotificationResults({ notifications }: { notifications: readonly Notification[] }) {
  const { markRead } = useMarkNotificationsRead();
  return (
    <NotificationList
      notifications={notifications}
      onMarkRead={(id) => markRead.mutate(id)}
      busyId={markRead.isPending ? markRead.variables : undefined}
    />
  );
}
