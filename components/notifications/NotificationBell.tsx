import { useId } from 'react';
import { Container } from '@/components/ui/Dropdown/styles';
import { BellIcon } from '@/components/ui/Icon';
import { usePopover } from '@/hooks/ui/usePopover';
import { useUnreadCount } from '@/hooks/notifications/useUnreadCount';
import { useTranslation } from '@/hooks/useTranslation';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { BellBadge, BellButton } from './styles';

// The panel and its feed are not on the first load: fetched when the bell is first pointed at, focused or pressed.
const BellPanel = lazyComponent(() => import('./BellPanel'));

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
        onPointerEnter={BellPanel.preload}
        onFocus={BellPanel.preload}
        onClick={toggle}
      >
        <BellIcon />
        <BellBadge count={count} />
      </BellButton>
      {isOpen && <BellPanel id={panelId} headingId={headingId} />}
    </Container>
  );
}
