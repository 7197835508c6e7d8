import type { ReactNode } from 'react';
import styled from 'styled-components';
import { phoneTapTarget } from '@/components/ui/tapTarget';
import Button from '@/components/ui/Button';
import QueryState from '@/components/ui/QueryState';
import { useMarkNotificationsRead } from '@/hooks/notifications/useMarkNotificationsRead';
import { useNotificationList } from '@/hooks/notifications/useNotificationList';
import { useUnreadCount } from '@/hooks/notifications/useUnreadCount';
import { useTranslation } from '@/hooks/useTranslation';
import NotificationList from './NotificationList';
import { FeedToolbar as Toolbar } from './styles';

const SmallButton = styled(Button).attrs({ $variant: 'neutral' as const })`
  min-height: 36px;
  padding: 6px 12px;
  font-size: 14px;
  ${phoneTapTarget}
`;

export interface NotificationsFeedProps {
  /** The heading of the list (its level depends on where the feed sits). */
  title: ReactNode;
  limit: number;
  enabled?: boolean;
  className?: string;
}

/** The latest notifications with "Mark all as read"; clicking an unread one marks it read. */
export default function NotificationsFeed({ title, limit, enabled = true, className }: NotificationsFeedProps) {
  const { t } = useTranslation();
  const notifications = useNotificationList(limit, enabled);
  const { data } = notifications;
  const { markRead, markAll } = useMarkNotificationsRead();
  const unreadCount = useUnreadCount();
  const hasUnread = unreadCount > 0 || !!data?.items.some((notification) => !notification.read);

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
      <QueryState query={notifications} errorText="Notifications could not be loaded.">
        {(loaded) => (
          <NotificationList
            notifications={loaded.items}
            onMarkRead={(id) => markRead.mutate(id)}
            busyId={markRead.isPending ? markRead.variables : undefined}
          />
        )}
      </QueryState>
    </div>
  );
}
