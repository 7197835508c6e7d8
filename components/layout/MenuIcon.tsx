import {
  BankIcon,
  CartIcon,
  DashboardIcon,
  GiftIcon,
  NetworkIcon,
  PackageIcon,
  PointsIcon,
  SupportIcon,
  UserPlusIcon,
  WalletIcon,
  type IconComponent,
} from '@/components/ui/Icon';
import type { MenuIconName } from '@/config/menu';

/** The menu's icons only (the kit's ICONS map would bring every icon into the member pages' first load). */
const MENU_ICONS: Record<MenuIconName, IconComponent> = {
  dashboard: DashboardIcon,
  userPlus: UserPlusIcon,
  network: NetworkIcon,
  cart: CartIcon,
  bank: BankIcon,
  points: PointsIcon,
  wallet: WalletIcon,
  gift: GiftIcon,
  package: PackageIcon,
  support: SupportIcon,
};

export default function MenuIcon({ name }: { name: MenuIconName }) {
  const Icon = MENU_ICONS[name];
  return <Icon />;
}
