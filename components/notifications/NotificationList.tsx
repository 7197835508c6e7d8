import styled from 'styled-components';
import type { Notification } from '@/contract/notifications';
import Note from '@/components/ui/Note';
import { useTranslation } from '@/hooks/useTranslation';
import NotificationItem from './NotificationItem';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li + li { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  /* Phones: two unread rows (buttons) stay 8px apart, the line between them. */
  ${({ theme }) => theme.mediaQueries.mobileOnly} {
    li + li { margin-top: 4px; padding-top: 4px; }
  }
`;

interface NotificationListProps {
  notifications: readonly Notification[];
  onMarkRead: (id: string) => void;
  busyId?: string;
}

export default function NotificationList({ notifications, onMarkRead, busyId }: NotificationListProps) {
  const { t } = useTranslation();
  if (notifications.length === 0) return <Note role="status">{t('No notifications yet')}</Note>;
  return (
    <List>
      {notifications.map((notification) => (
        <li key={notification._id}>
          <NotificationItem notification={notification} onMarkRead={onMarkRead} busy={busyId === notification._id} />
        </li>
      ))}
    </List>
  );
}
