import styled from 'styled-components';
import Button from '@/components/ui/Button';
import Card from '@/components/ui/Card';
import CursorPager from '@/components/ui/CursorPager';
import FilterGrid from '@/components/ui/FilterGrid';
import PageFrame from '@/components/ui/PageFrame';
import QueryState from '@/components/ui/QueryState';
import SelectField from '@/components/ui/SelectField';
import Stack from '@/components/ui/Stack';
import { NOTIFICATION_KINDS, type NotificationKind } from '@/contract/notifications';
import type { TranslationKey } from '@/config/translate';
import { useCursorPager } from '@/hooks/history/useCursorPager';
import { useMarkNotificationsRead } from '@/hooks/notifications/useMarkNotificationsRead';
import { isNotificationKind, useNotificationFilters, useNotificationPage } from '@/hooks/notifications/useNotificationPage';
import { useUnreadCount } from '@/hooks/notifications/useUnreadCount';
import { useTranslation } from '@/hooks/useTranslation';
import NotificationList from './NotificationList';

const KIND_LABELS: Record<NotificationKind, TranslationKey> = {
  money: 'Bonuses and withdrawals',
  orders: 'Orders',
  security: 'Security and sign-ins',
  team: 'Team',
  account: 'KYC and support',
};

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;

  h2 { margin: 0; font-size: 18px; }
`;

/** /notifications: the member's whole notification history, newest first, filtered (in the URL) and paged by key. */
export default function NotificationsView() {
  const { t } = useTranslation();
  const { unread, kind, setUnread, setKind, isReady } = useNotificationFilters();
  const pager = useCursorPager(`${unread ? 'unread' : 'all'}:${kind ?? ''}`);
  const page = useNotificationPage({ unread, kind }, pager.cursor, isReady);
  const { markRead, markAll } = useMarkNotificationsRead();
  const unreadCount = useUnreadCount();

  return (
    <PageFrame title="Notifications" intro="Everything we told you, newest first.">
      <Card aria-labelledby="notifications-results">
        <Stack>
          <Toolbar>
            <h2 id="notifications-results">{unreadCount > 0 ? t('%count% unread', { count: unreadCount }) : t('All read')}</h2>
            {unreadCount > 0 && (
              <Button type="button" $variant="neutral" disabled={markAll.isPending} onClick={() => markAll.mutate()}>
                {t('Mark all as read')}
              </Button>
            )}
          </Toolbar>
          <FilterGrid>
            <SelectField
              name="show"
              label={t('Show')}
              options={[
                { value: 'all', label: t('All notifications') },
                { value: 'unread', label: t('Unread only') },
              ]}
              value={unread ? 'unread' : 'all'}
              onChange={(event) => setUnread(event.target.value === 'unread')}
            />
            <SelectField
              name="kind"
              label={t('Kind')}
              options={[{ value: '', label: t('All kinds') }, ...NOTIFICATION_KINDS.map((value) => ({ value, label: t(KIND_LABELS[value]) }))]}
              value={kind ?? ''}
              onChange={(event) => setKind(isNotificationKind(event.target.value) ? event.target.value : undefined)}
            />
          </FilterGrid>
          <QueryState query={page} errorText="Notifications could not be loaded." keepDataOnError>
            {(loaded) => (
              <Stack aria-busy={page.isPlaceholderData}>
                {loaded.items.length === 0 && (unread || kind) ? (
                  <p role="status">{t('No notifications match these filters.')}</p>
                ) : (
                  <NotificationList
                    notifications={loaded.items}
                    onMarkRead={(id) => markRead.mutate(id)}
                    busyId={markRead.isPending ? markRead.variables : undefined}
                  />
                )}
                {(pager.page > 1 || loaded.nextCursor) && <CursorPager pager={pager} nextCursor={loaded.nextCursor} busy={page.isPlaceholderData} />}
              </Stack>
            )}
          </QueryState>
        </Stack>
      </Card>
    </PageFrame>
  );
}
