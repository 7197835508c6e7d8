import type { TranslationKey } from './translate';
import { ROUTES } from './routes';

export type MenuIconName = 'dashboard' | 'userPlus' | 'network' | 'cart' | 'bank' | 'points' | 'wallet' | 'gift' | 'package' | 'support';

export interface MenuLink {
  label: TranslationKey;
  /** The bottom bar's short label, read whole at 360px in both languages (the side menu shows `label`). */
  barLabel?: TranslationKey;
  href: string;
  icon?: MenuIconName;
  /** Key of a count shown as a badge (e.g. unread notifications), when the app provides it. */
  badge?: 'notifications';
}

export interface MenuGroup {
  label: TranslationKey;
  barLabel?: TranslationKey;
  href: string;
  icon: MenuIconName;
  items: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;

/** The member side menu (and the phone's bottom bar), one entry per line. */
export const MEMBER_MENU: readonly MenuEntry[] = [
  { label: 'Dashboard', barLabel: 'Home', href: ROUTES.dashboard, icon: 'dashboard', badge: 'notifications' },
  { label: 'Register New Member', barLabel: 'Register', href: ROUTES.registerNewMember, icon: 'userPlus' },
  { label: 'Member Connect', barLabel: 'Team', href: ROUTES.memberConnect, icon: 'network' },
  {
    label: 'Place Order',
    barLabel: 'Buy',
    href: ROUTES.placeOrder,
    icon: 'cart',
    items: [
      { label: 'Bank Transfer', href: ROUTES.bankPayment, icon: 'bank' },
      { label: 'EB/EV Points', href: ROUTES.pointPayment, icon: 'points' },
    ],
  },
  { label: 'Reward Points Wallet', barLabel: 'Wallet', href: ROUTES.wallet, icon: 'wallet' },
  { label: 'Support', href: ROUTES.support, icon: 'support' },
];

/** Links of the header (member layout). */
export const HEADER_LINKS: readonly MenuLink[] = [
  { label: 'Bonus', href: ROUTES.bonus, icon: 'gift' },
  { label: 'Order', href: ROUTES.order, icon: 'package' },
];

export type MenuHrefKind = 'internal' | 'external' | 'anchor';

/** https links open in a new tab; # links scroll to an anchor of the home page. */
export function menuHrefKind(href: string): MenuHrefKind {
  if (href.startsWith('https')) return 'external';
  if (href.startsWith('#')) return 'anchor';
  return 'internal';
}
