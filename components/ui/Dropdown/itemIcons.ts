import { BellIcon } from '@/components/ui/Icon/icons/BellIcon';
import { GiftIcon } from '@/components/ui/Icon/icons/GiftIcon';
import { HistoryIcon } from '@/components/ui/Icon/icons/HistoryIcon';
import { LogoutIcon } from '@/components/ui/Icon/icons/LogoutIcon';
import { PointsIcon } from '@/components/ui/Icon/icons/PointsIcon';
import { SettingsIcon } from '@/components/ui/Icon/icons/SettingsIcon';
import type { IconComponent } from '@/components/ui/Icon/types';

/**
 * The icons a menu item may show, by name: they load with the open menu, not with its trigger (the kit's ICONS map
 * would bring every icon).
 */
export const MENU_ITEM_ICONS = {
  settings: SettingsIcon,
  history: HistoryIcon,
  logout: LogoutIcon,
  gift: GiftIcon,
  points: PointsIcon,
  bell: BellIcon,
} as const satisfies Record<string, IconComponent>;

export type MenuItemIconName = keyof typeof MENU_ITEM_ICONS;
