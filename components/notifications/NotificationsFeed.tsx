import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Note, SecondaryButton } from '@/components/transactions/styles';
import { useMarkNotificationsRead } from '@/hooks/notifications/useMarkNotificationsRead';
import { useNotificationList } from '@/hooks/notifications/useNotificationList';
import { useUnreadCount } from '@/hooks/notifications/useUnreadCount';
import { useTranslation } from '@/hooks/useTranslation';
import NotificationList from './NotificationList';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;

  h2 { margin: 0; }
`;

const SmallButton = styled(SecondaryButton)`
  min-height: 36px;
  padding: 6px 12px;
  font-size: 14px;
`;

interface NotificationsFeedProps {
  /** The heading of the list (its level depends on where the feed sits). */
  title: ReactNode;
  limit: number;
  enabled?: boolean;
  className?: string;
}

/** The latest notifications with "Mark all as read"; clicking an unread one marks it read. */
export default function NotificationsFeed({ title, limit, enabled = true, className }: NotificationsFeedProps) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useNotificationList(limit, enabled);
  const { markRead, markAll } = useMarkNotificationsRead();
  const unreadCount = useUnreadCount();
  const hasUnread = unreadCount > 0 || !!data?.items.some((notification) => !notification.read);

  let content: ReactNode;
  if (isPending) content = <Note role="status">{t('Loading…')}</Note>;
  else if (isError) {
    content = (
      <Note role="alert">
        {t('Notifications could not be loaded.')}{' '}
        <SmallButton type="button" onClick={() => void refetch()}>
          {t('Try again')}
        </SmallButton>
      </Note>
    );
  } else {
    content = (
      <NotificationList
        notifications={data.items}
        onMarkRead={(id) => markRead.mutate(id)}
        busyId={markRead.isPending ? markRead.variables : undefined}
      />
    );
  }

  return (
    <div className={className}>
      <Toolbar>
        {title}
        {hasUnread && (
          <SmallButton type="button" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
            {t('Mark all as read')}
          </SmallButton>
        )}
      </Toolbar>
      {content}
    </div>
  );
}
