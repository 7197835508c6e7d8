import type { ReactNode } from 'react';
import type { MenuLink } from '@/config/menu';
import { useUnreadCount } from '@/hooks/notifications/useUnreadCount';

type RenderWithCount = (count: number) => ReactNode;

function UnreadCount({ children }: { children: RenderWithCount }) {
  return <>{children(useUnreadCount())}</>;
}

/**
 * A menu entry with the count of its badge (0 without one), read by the entry itself: a new count (the first
 * answer after a page load, then every minute) re-renders the badged entry, not the layout with both menus and
 * the header. Entries without a badge read nothing.
 */
export default function WithBadgeCount({ entry, children }: { entry: MenuLink; children: RenderWithCount }) {
  return entry.badge === 'notifications' ? <UnreadCount>{children}</UnreadCount> : <>{children(0)}</>;
}
