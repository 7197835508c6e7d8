import { useId } from 'react';
import { Container } from '@/components/ui/Dropdown/styles';
import { BellIcon } from '@/components/ui/Icon';
import { usePopover } from '@/hooks/ui/usePopover';
import { useUnreadCount } from '@/hooks/notifications/useUnreadCount';
import { useTranslation } from '@/hooks/useTranslation';
import NotificationsFeed from './LazyNotificationsFeed';
import { BellBadge, BellButton, Panel } from './styles';

const PANEL_SIZE = 10;

/** The header's bell: the unread count as a badge; it opens the latest notifications. */
export default function NotificationBell() {
  const { t } = useTranslation();
  const count = useUnreadCount();
  const { isOpen, toggle, triggerRef, panelId, containerProps } = usePopover();
  const headingId = useId();
  const label = count > 0 ? t('Notifications, %count% unread', { count }) : t('Notifications');

  return (
    <Container {...containerProps}>
      <BellButton
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={toggle}
      >
        <BellIcon />
        <BellBadge count={count} />
      </BellButton>
      {isOpen && (
        <Panel id={panelId} aria-labelledby={headingId}>
          <NotificationsFeed title={<h2 id={headingId}>{t('Notifications')}</h2>} limit={PANEL_SIZE} />
        </Panel>
      )}
    </Container>
  );
}
