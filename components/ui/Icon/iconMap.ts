import * as icons from './icons';
import type { IconComponent } from './types';

/** Icons by name, for menus kept as data (config/menu.ts names its icons). */
export const ICONS = {
  dashboard: icons.DashboardIcon,
  userPlus: icons.UserPlusIcon,
  network: icons.NetworkIcon,
  cart: icons.CartIcon,
  bank: icons.BankIcon,
  points: icons.PointsIcon,
  wallet: icons.WalletIcon,
  history: icons.HistoryIcon,
  gift: icons.GiftIcon,
  package: icons.PackageIcon,
  settings: icons.SettingsIcon,
  support: icons.SupportIcon,
  logout: icons.LogoutIcon,
  chevron: icons.ChevronIcon,
  chevronRight: icons.ChevronRightIcon,
  menu: icons.HamburgerIcon,
  collapse: icons.CollapseIcon,
  close: icons.CloseIcon,
  check: icons.CheckIcon,
  globe: icons.GlobeIcon,
  bell: icons.BellIcon,
  facebook: icons.FacebookIcon,
  telegram: icons.TelegramIcon,
  youtube: icons.YoutubeIcon,
  zalo: icons.ZaloIcon,
} as const satisfies Record<string, IconComponent>;

export type IconName = keyof typeof ICONS;
