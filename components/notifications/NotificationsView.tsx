import styled from 'styled-components';
import Card from '@/components/ui/Card';
import CursorPager from '@/components/ui/CursorPager';
import FilterGrid from '@/components/ui/FilterGrid';
import PageFrame from '@/components/ui/PageFrame';
import QueryState from '@/components/ui/QueryState';
import { keptServerHtml, useQueryWithCode } from '@/components/ui/keptServerHtml';
import SelectField from '@/components/ui/SelectField';
import Stack from '@/components/ui/Stack';
import { NOTIFICATION_KINDS, type NotificationKind } from '@/contract/notifications';
import type { TranslationKey } from '@/config/translate';
import { useCursorPager } from '@/hooks/history/useCursorPager';
import { isNotificationKind, useNotificationFilters, useNotificationPage } from '@/hooks/notifications/useNotificationPage';
import { useUnreadCount } from '@/hooks/notifications/useUnreadCount';
import { useTranslation } from '@/hooks/useTranslation';

/* eslint-disable @typescript-eslint/no-require-imports -- the server's render only (see keptServerHtml) */
/** The rows and the mark-read requests come with the notifications: their code is not in the page's first load. */
const NotificationResults = keptServerHtml(() => import('./NotificationResults'), typeof window === 'undefined' ? require('./NotificationResults') : undefined);
const MarkAllReadButton = keptServerHtml(() => import('./MarkAllReadButton'), typeof window === 'undefined' ? require('./MarkAllReadButton') : undefined);
/* eslint-enable @typescript-eslint/no-require-imports */

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
  const shown = useQueryWithCode(page, NotificationResults);
  const unreadCount = useUnreadCount();

  return (
    <PageFrame title="Notifications" intro="Everything we told you, newest first.">
      <Card aria-labelledby="notifications-results">
        <Stack>
          <Toolbar>
            <h2 id="notifications-results">{unreadCount > 0 ? t('%count% unread', { count: unreadCount }) : t('All read')}</h2>
            {unreadCount > 0 && <MarkAllReadButton />}
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
          <QueryState query={shown} errorText="Notifications could not be loaded." keepDataOnError>
            {(loaded) => (
              <Stack aria-busy={page.isPlaceholderData}>
                {loaded.items.length === 0 && (unread || kind) ? (
                  <p role="status">{t('No notifications match these filters.')}</p>
                ) : (
                  <NotificationResults notifications={loaded.items} />
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
