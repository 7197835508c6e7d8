import type { ReactNode } from 'react';
import type { MenuLink } from '@/config/menu';
import { useUnreadCount } from '@/hooks/notifications/useUnreadCount';

interface WithBadgeCountProps {
  badge: NonNullable<MenuLink['badge']>;
  children: (count: number) => ReactNode;
}

/**
 * The count of a menu entry's badge, read by the entry itself: a new count (the first answer after a page load,
 * then every minute) re-renders that entry, not the layout with both menus and the header.
 */
export default function WithBadgeCount({ badge, children }: WithBadgeCountProps) {
  const unread = useUnreadCount();
  return <>{children(badge === 'notifications' ? unread : 0)}</>;
}
